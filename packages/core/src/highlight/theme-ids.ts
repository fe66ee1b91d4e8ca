/** The code themes offered. Each id is Shiki's own theme id. */
export const CODE_THEME_IDS = [
  'vitesse-dark',
  'nord',
  'catppuccin-mocha',
  'one-light',
  'dracula',
  'monokai',
  'one-dark-pro',
  'github-dark',
  'github-light',
  'tokyo-night',
  'solarized-light',
  'rose-pine',
  'night-owl',
  'gruvbox-dark-hard',
] as const;

export type CodeThemeId = (typeof CODE_THEME_IDS)[number];
