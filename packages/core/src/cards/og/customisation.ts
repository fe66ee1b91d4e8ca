import type { Font } from 'satori';
import { prepareCustomFont } from '../../assets/custom-font.js';
import type { ResourceWarning } from '../../assets/fetch/load-resource.js';
import { boundedCache, remember } from '../../bounded-cache.js';
import { cssColor, cssKeyword, cssPixels, type PropertyRule, parseCustomCss } from '../../options/custom-css.js';
import type { Rgba } from '../../scene/color.js';
import { ogBaseFonts } from './fonts.js';

/** The CSS properties an OG card draws. */
export const OG_CSS_PROPERTIES: Record<string, PropertyRule> = {
  'background-color': cssColor,
  color: cssColor,
  'letter-spacing': cssPixels(-5, 20),
  'text-align': cssKeyword('left', 'center', 'right'),
  'text-transform': cssKeyword('none', 'uppercase', 'lowercase', 'capitalize'),
};

/** What an OG card's `css` and `font` change. */
interface OgCustomisation {
  /** Satori's font list: the bundled fonts, plus the custom one when given. */
  fonts: Font[];
  /** The family for the card's text. */
  fontFamily?: string;
  background?: Rgba;
  textColor?: string;
  letterSpacing?: number;
  textAlign?: 'left' | 'center' | 'right';
  textTransform?: 'none' | 'uppercase' | 'lowercase' | 'capitalize';
  warnings: ResourceWarning[];
}

/** One font list per custom font, reused as the same objects (satori caches by identity). */
const fontLists = boundedCache<string, Font[]>(8);

const rgbaCss = ([red, green, blue, alpha]: Rgba) =>
  `rgba(${red}, ${green}, ${blue}, ${Math.round((alpha / 255) * 1000) / 1000})`;

/** Turns the Pro fields into template overrides; an unusable font is a warning. */
export function ogCustomisation(css: string | undefined, fontBytes: Uint8Array | undefined): OgCustomisation {
  const result: OgCustomisation = { fonts: ogBaseFonts(), warnings: [] };
  if (css) {
    const declarations = parseCustomCss(css, OG_CSS_PROPERTIES);
    if (declarations['background-color']) result.background = declarations['background-color'] as Rgba;
    if (declarations.color) result.textColor = rgbaCss(declarations.color as Rgba);
    if (declarations['letter-spacing'] !== undefined) result.letterSpacing = declarations['letter-spacing'] as number;
    if (declarations['text-align']) result.textAlign = declarations['text-align'] as OgCustomisation['textAlign'];
    if (declarations['text-transform'])
      result.textTransform = declarations['text-transform'] as OgCustomisation['textTransform'];
  }
  if (fontBytes) {
    try {
      const font = prepareCustomFont(Buffer.from(fontBytes));
      let fonts = fontLists.get(font.hash);
      if (!fonts) {
        fonts = [
          ...ogBaseFonts(),
          { name: font.family, data: font.data, weight: 400, style: 'normal' },
          { name: font.family, data: font.data, weight: 700, style: 'normal' },
        ];
        remember(fontLists, font.hash, fonts);
      }
      result.fonts = fonts;
      result.fontFamily = font.family;
    } catch (error) {
      result.warnings.push({ field: 'font', reason: `${(error as Error).message}; Inter was used` });
    }
  }
  return result;
}
