import { PRINTABLE_ASCII } from './characters.js';
import { graphemeSegmenter } from './segmenters.js';

/**
 * Splits text into user-perceived characters (an emoji with its modifiers, a letter with its
 * combining marks). Printable ASCII, most of any code, skips the segmenter: one per character.
 */
export function graphemes(text: string): string[] {
  return PRINTABLE_ASCII.test(text)
    ? text.split('')
    : Array.from(graphemeSegmenter().segment(text), ({ segment }) => segment);
}
