import { customFontFile, prepareCustomFont } from '../../assets/custom-font.js';
import type { ResourceWarning } from '../../assets/fetch/load-resource.js';
import type { FaceRef } from '../../assets/shaper.js';
import {
  cssColor,
  cssKeyword,
  cssOpaqueColor,
  cssPixels,
  type PropertyRule,
  parseCustomCss,
} from '../../options/custom-css.js';
import type { Rgba } from '../../scene/color.js';
import type { OgStyle } from './templates.js';

/** The CSS properties an OG card draws. */
export const OG_CSS_PROPERTIES: Record<string, PropertyRule> = {
  'background-color': cssOpaqueColor,
  color: cssColor,
  'letter-spacing': cssPixels(-5, 20),
  'text-align': cssKeyword('left', 'center', 'right'),
  'text-transform': cssKeyword('none', 'uppercase', 'lowercase', 'capitalize'),
};

/** What an OG card's `css` and `font` change. */
interface OgCustomisation extends OgStyle {
  /** The custom font's file, when one was given and could be used. */
  font?: FaceRef;
  background?: Rgba;
  warnings: ResourceWarning[];
}

/** Turns the Pro fields into template overrides; an unusable font is a warning. */
export function ogCustomisation(css: string | undefined, fontBytes: Uint8Array | undefined): OgCustomisation {
  const result: OgCustomisation = { warnings: [] };
  if (css) {
    const declarations = parseCustomCss(css, OG_CSS_PROPERTIES);
    if (declarations['background-color']) result.background = declarations['background-color'] as Rgba;
    if (declarations.color) result.textColor = declarations.color as Rgba;
    if (declarations['letter-spacing'] !== undefined) result.letterSpacing = declarations['letter-spacing'] as number;
    if (declarations['text-align']) result.textAlign = declarations['text-align'] as OgStyle['textAlign'];
    if (declarations['text-transform'])
      result.textTransform = declarations['text-transform'] as OgStyle['textTransform'];
  }
  if (fontBytes) {
    try {
      result.font = { file: customFontFile(prepareCustomFont(Buffer.from(fontBytes))) };
    } catch (error) {
      result.warnings.push({ field: 'font', reason: `${(error as Error).message}; Inter was used` });
    }
  }
  return result;
}
