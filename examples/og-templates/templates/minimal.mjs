import { glow, h, PALETTES } from './h.mjs';

/** The `minimal` card: the title centred, an accent rule under it. */
export function minimal({ title, theme = 'dark', accent = '#7c3aed', titleSize = 128 }) {
  const palette = PALETTES[theme];
  return h(
    'div',
    {
      width: 1200,
      height: 630,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      padding: 72,
      gap: 36,
      fontFamily: 'Inter',
      color: palette.title,
      backgroundColor: palette.background,
      backgroundImage: glow(accent, palette.glow),
    },
    h(
      'div',
      {
        display: 'flex',
        fontSize: titleSize,
        fontWeight: 700,
        letterSpacing: -1,
        lineHeight: 1.12,
        textAlign: 'center',
        lineClamp: 4,
      },
      title,
    ),
    h('div', { width: 96, height: 8, borderRadius: 4, backgroundColor: accent }),
  );
}
