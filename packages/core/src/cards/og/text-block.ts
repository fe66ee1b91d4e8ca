import { type FitBox, type FittedParagraph, fitParagraph } from '../../paragraph/fit-paragraph.js';
import { paragraphItems } from '../../paragraph/paragraph-items.js';
import { type ParagraphFont, type ShapedParagraph, shapeParagraph } from '../../paragraph/shaped-text.js';
import { type TextTransform, transformText } from '../../paragraph/text-transform.js';
import type { Rgba } from '../../scene/color.js';
import type { SceneItem } from '../../scene/scene.js';

/*
 * A field of the card as the templates use it: shaped once, then fitted to a box and placed.
 */

export interface OgText {
  paragraph: ShapedParagraph;
}

type PlacedText = FittedParagraph;

/** Shapes a field's text in its font (call `loadShaper()` first). */
/** A card's text, broken between words and phrases as each script's readers expect (Korean at its spaces). */
export function shapeText(text: string, font: ParagraphFont, transform: TextTransform = 'none'): OgText {
  return { paragraph: shapeParagraph(transformText(text, transform), font, { wordBreak: 'auto-phrase' }) };
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
