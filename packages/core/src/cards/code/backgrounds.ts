/** The backgrounds behind a code card's window. */
export const BACKGROUND_IDS = [
  'gradient-purple',
  'gradient-ocean',
  'gradient-sunset',
  'gradient-mint',
  'graphite',
  'transparent',
] as const;

export type BackgroundId = (typeof BACKGROUND_IDS)[number];

export interface BackgroundInfo {
  id: BackgroundId;
  /** Human-readable name for pickers. */
  name: string;
  kind: 'gradient' | 'solid' | 'transparent';
  /** Whether the background reads as light or dark (`transparent` takes the page's). */
  tone: 'light' | 'dark' | 'none';
  /** Gradient stops from the top-left corner to the bottom-right one (one colour when solid). */
  colors: string[];
}

const BACKGROUNDS: readonly BackgroundInfo[] = [
  { id: 'gradient-purple', name: 'Purple', kind: 'gradient', tone: 'dark', colors: ['#a855f7', '#6366f1'] },
  { id: 'gradient-ocean', name: 'Ocean', kind: 'gradient', tone: 'dark', colors: ['#22d3ee', '#2563eb'] },
  { id: 'gradient-sunset', name: 'Sunset', kind: 'gradient', tone: 'light', colors: ['#fb923c', '#e11d48'] },
  { id: 'gradient-mint', name: 'Mint', kind: 'gradient', tone: 'light', colors: ['#a7f3d0', '#14b8a6'] },
  { id: 'graphite', name: 'Graphite', kind: 'solid', tone: 'dark', colors: ['#2b2d31'] },
  { id: 'transparent', name: 'Transparent', kind: 'transparent', tone: 'none', colors: [] },
];

/** Lists the card backgrounds with their names and colours. */
export function listBackgrounds(): BackgroundInfo[] {
  return BACKGROUNDS.map((background) => ({ ...background, colors: [...background.colors] }));
}

export function getBackground(id: BackgroundId): BackgroundInfo {
  const background = BACKGROUNDS.find((candidate) => candidate.id === id);
  if (!background) throw new Error(`unknown background ${id}`);
  return background;
}
