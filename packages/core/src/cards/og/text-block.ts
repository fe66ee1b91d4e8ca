import type { Rgba } from '../../scene/color.js';
import type { SceneItem } from '../../scene/scene.js';
import { type FitBox, type FittedParagraph, fitParagraph } from './paragraph/fit-paragraph.js';
import { paragraphItems } from './paragraph/paragraph-items.js';
import { type ParagraphFont, type ShapedParagraph, shapeParagraph } from './paragraph/shaped-text.js';

/*
 * A field of the card as the templates use it: shaped once, then fitted to a box and placed.
 */

export interface OgText {
  paragraph: ShapedParagraph;
}

type PlacedText = FittedParagraph;

type TextTransform = 'none' | 'uppercase' | 'lowercase' | 'capitalize';

/** CSS text-transform: capitalize raises the first letter of each word. */
function transformed(text: string, transform: TextTransform): string {
  if (transform === 'uppercase') return text.toUpperCase();
  if (transform === 'lowercase') return text.toLowerCase();
  if (transform === 'capitalize')
    return text.replace(/(^|\s)(\p{Ll})/gu, (_, before, letter) => before + letter.toUpperCase());
  return text;
}

/** Shapes a field's text in its font (call `loadShaper()` first). */
export function shapeText(text: string, font: ParagraphFont, transform: TextTransform = 'none'): OgText {
  return { paragraph: shapeParagraph(transformed(text, transform), font) };
}

export function setText(text: OgText, box: FitBox): PlacedText {
  return fitParagraph(text.paragraph, box);
}

/** The text's items with its first line box's top-left corner at (x, y). */
export function placeText(
  text: OgText,
  fitted: PlacedText,
  place: { x: number; y: number; align: 'left' | 'center' | 'right'; color: Rgba; decorative?: boolean },
): SceneItem[] {
  return paragraphItems(text.paragraph, fitted.set, fitted.settings, {
    ...place,
    width: fitted.settings.width,
    lineHeight: fitted.lineHeight,
  });
}
