import type { OgTheme } from './options.js';

/** The colours of an OG card theme, chosen for contrast (text on background ≥ 7:1). */
export interface OgPalette {
  background: string;
  /** A faint wash of the accent colour in one corner, as a CSS gradient. */
  glowOpacity: number;
  title: string;
  subtitle: string;
  muted: string;
  border: string;
}

export const OG_PALETTES: Record<OgTheme, OgPalette> = {
  dark: {
    background: '#0b0d14',
    glowOpacity: 0.35,
    title: '#f8fafc',
    subtitle: '#b4bccb',
    muted: '#8b93a5',
    border: '#232736',
  },
  light: {
    background: '#ffffff',
    glowOpacity: 0.18,
    title: '#0f172a',
    subtitle: '#475569',
    muted: '#64748b',
    border: '#e2e8f0',
  },
};
