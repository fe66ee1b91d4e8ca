import { customFontFile, prepareCustomFont } from '../../assets/custom-font.js';
import type { ResourceWarning } from '../../assets/fetch/load-resource.js';
import {
  cssColor,
  cssKeyword,
  cssNumber,
  cssPixels,
  type PropertyRule,
  parseCustomCss,
} from '../../options/custom-css.js';
import type { Rgba } from '../../scene/color.js';
import type { TextFace } from '../../scene/scene.js';

/** The CSS properties a code card draws. */
export const CODE_CSS_PROPERTIES: Record<string, PropertyRule> = {
  'background-color': cssColor,
  'border-radius': cssPixels(0, 40),
  'box-shadow': cssKeyword('none'),
  'line-height': cssNumber(1, 3),
};

/** What custom CSS and a custom font change on the card's picture. */
export interface CardCustomisation {
  /** Window corner radius in CSS pixels (`border-radius`). */
  radius?: number;
  /** `box-shadow: none` turns the shadow off. */
  shadow?: boolean;
  /** A solid card background (`background-color`), straight RGBA. */
  background?: Rgba;
  /** A custom monospace font for the code. */
  font?: TextFace['custom'];
}

/** What a code card's `css` and `font` change, ready for layout and drawing. */
interface CodeCustomisation {
  card: CardCustomisation;
  columnWidthEm?: number;
  lineHeightEm?: number;
  warnings: ResourceWarning[];
}

/**
 * Turns the Pro fields into layout and drawing overrides. The CSS was validated with the
 * parameters; the font bytes were fetched by the caller. A font that is not usable, or not
 * monospace (code needs a grid), is a warning and the bundled font is used.
 */
export function codeCustomisation(css: string | undefined, fontBytes: Uint8Array | undefined): CodeCustomisation {
  const result: CodeCustomisation = { card: {}, warnings: [] };
  if (css) {
    const declarations = parseCustomCss(css, CODE_CSS_PROPERTIES);
    if (declarations['border-radius'] !== undefined) result.card.radius = declarations['border-radius'] as number;
    if (declarations['box-shadow'] === 'none') result.card.shadow = false;
    if (declarations['background-color'] !== undefined)
      result.card.background = declarations['background-color'] as Rgba;
    if (declarations['line-height'] !== undefined) result.lineHeightEm = declarations['line-height'] as number;
  }
  if (fontBytes) {
    try {
      const font = prepareCustomFont(Buffer.from(fontBytes));
      if (!font.monospace) throw new Error('not a monospace font, and code needs one');
      result.card.font = { file: customFontFile(font), family: font.fileFamily };
      result.columnWidthEm = font.advanceEm;
    } catch (error) {
      result.warnings.push({ field: 'font', reason: `${(error as Error).message}; the bundled font was used` });
    }
  }
  return result;
}
