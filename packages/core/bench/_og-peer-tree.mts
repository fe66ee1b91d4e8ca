import { parseOgOptions } from '../src/cards/og/options.ts';
import { OG_PALETTES } from '../src/cards/og/palette.ts';
import { parseHex } from '../src/scene/color.ts';
import { OG_CARD, OG_CARD_SIZES } from './_og-card.mjs';

/*
 * The benchmark card as an element tree (what JSX builds) for the peers that lay out CSS:
 * @vercel/og (satori) and takumi. Same text, sizes, colours, glow and Inter fonts as
 * glyphcast's `article` card; the glow as the radial gradient glyphcast paints.
 */

interface Element {
  type: string;
  props: { style: Record<string, string | number>; children?: Element | string | (Element | string)[] };
}

const div = (style: Element['props']['style'], ...children: (Element | string)[]): Element => ({
  type: 'div',
  props: { style, ...(children.length ? { children: children.length === 1 ? children[0] : children } : {}) },
});

export function peerCardTree(withGlow = true): Element {
  const params = parseOgOptions(OG_CARD);
  const palette = OG_PALETTES[params.theme];
  const [red, green, blue] = parseHex(params.accent);
  const glow = `radial-gradient(circle at 100% 0%, rgba(${red}, ${green}, ${blue}, ${palette.glowOpacity}) 0%, rgba(0, 0, 0, 0) 60%)`;
  return div(
    {
      width: 1200,
      height: 630,
      display: 'flex',
      flexDirection: 'column',
      boxSizing: 'border-box',
      padding: 72,
      fontFamily: 'Inter',
      color: palette.title,
      backgroundColor: palette.background,
      ...(withGlow ? { backgroundImage: glow } : {}),
    },
    div({ position: 'absolute', left: 0, top: 0, bottom: 0, width: 12, backgroundColor: params.accent }),
    div(
      { display: 'flex', alignItems: 'center', height: 56, flexShrink: 0 },
      div({ width: 64, height: 8, borderRadius: 4, backgroundColor: params.accent }),
    ),
    div(
      { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', gap: 20 },
      div(
        { display: 'flex', fontSize: OG_CARD_SIZES.title, fontWeight: 700, letterSpacing: -1, lineHeight: 1.12 },
        params.title,
      ),
      div(
        { display: 'flex', fontSize: OG_CARD_SIZES.subtitle, color: palette.subtitle, lineHeight: 1.35 },
        params.subtitle ?? '',
      ),
    ),
    div(
      { display: 'flex', alignItems: 'center', gap: 20, height: 72, flexShrink: 0 },
      div(
        {
          display: 'flex',
          width: 72,
          height: 72,
          borderRadius: 36,
          alignItems: 'center',
          justifyContent: 'center',
          backgroundColor: params.accent,
          color: '#ffffff',
          fontSize: OG_CARD_SIZES.initials,
          fontWeight: 700,
          border: `2px solid ${palette.border}`,
        },
        'AL',
      ),
      div({ display: 'flex', fontSize: OG_CARD_SIZES.author, fontWeight: 700 }, params.author ?? ''),
    ),
  );
}
