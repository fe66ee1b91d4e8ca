import type { Rgba } from '../../scene/color.js';

interface DiffPalette {
  /** Laid over the window's colour across the whole row. */
  band: Rgba;
  /** The `+`/`-` in the gutter. */
  marker: Rgba;
}

/**
 * Added and removed lines, in the green and red readers know from code review: a band light
 * enough to keep every theme's code readable on it, and a marker strong enough to read on the
 * band (at least 3:1 on every bundled theme, tested). Dark themes take the brighter hues.
 */
export const DIFF_COLORS: Record<'light' | 'dark', Record<'added' | 'removed', DiffPalette>> = {
  dark: {
    added: { band: [46, 160, 67, 46], marker: [63, 185, 80, 255] },
    removed: { band: [248, 81, 73, 46], marker: [248, 81, 73, 255] },
  },
  light: {
    added: { band: [46, 160, 67, 30], marker: [26, 127, 55, 255] },
    removed: { band: [248, 81, 73, 30], marker: [207, 34, 46, 255] },
  },
};
