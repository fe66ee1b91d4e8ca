import { glow, h, PALETTES } from './h.mjs';

/**
 * The `article` card: an accent bar, a short accent rule, the title and subtitle centred in the
 * space left, and the author with initials at the bottom. Edit freely: it is a plain tree.
 */
export function article({ title, subtitle, author, theme = 'dark', accent = '#7c3aed', titleSize = 72 }) {
  const palette = PALETTES[theme];
  const initials = (author ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  return h(
    'div',
    {
      width: 1200,
      height: 630,
      display: 'flex',
      flexDirection: 'column',
      padding: 72,
      fontFamily: 'Inter',
      color: palette.title,
      backgroundColor: palette.background,
      backgroundImage: glow(accent, palette.glow),
    },
    h('div', { position: 'absolute', left: 0, top: 0, bottom: 0, width: 12, backgroundColor: accent }),
    h(
      'div',
      { display: 'flex', alignItems: 'center', height: 56, flexShrink: 0 },
      h('div', { width: 64, height: 8, borderRadius: 4, backgroundColor: accent }),
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', gap: 20 },
      h(
        'div',
        { display: 'flex', fontSize: titleSize, fontWeight: 700, letterSpacing: -1, lineHeight: 1.12, lineClamp: 4 },
        title,
      ),
      subtitle &&
        h('div', { display: 'flex', fontSize: 34, color: palette.subtitle, lineHeight: 1.35, lineClamp: 2 }, subtitle),
    ),
    author &&
      h(
        'div',
        { display: 'flex', alignItems: 'center', gap: 20, height: 72, flexShrink: 0 },
        h(
          'div',
          {
            display: 'flex',
            width: 72,
            height: 72,
            borderRadius: 36,
            alignItems: 'center',
            justifyContent: 'center',
            backgroundColor: accent,
            color: '#ffffff',
            fontSize: 28,
            fontWeight: 700,
            border: `2px solid ${palette.border}`,
          },
          initials,
        ),
        h('div', { display: 'flex', fontSize: 30, fontWeight: 700 }, author),
      ),
  );
}
