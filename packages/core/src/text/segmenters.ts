/*
 * ICU's segmenters, made on first use: the first one made in a process costs ~7 ms (ICU loads
 * its break rules), which a card of printable ASCII (most code) never needs.
 */

let graphemes: Intl.Segmenter | undefined;
let words: Intl.Segmenter | undefined;

/** User-perceived characters: a letter with its combining marks, an emoji with its modifiers. */
export const graphemeSegmenter = (): Intl.Segmenter =>
  (graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' }));

/** Words, by dictionary for the scripts written without spaces. */
export const wordSegmenter = (): Intl.Segmenter => (words ??= new Intl.Segmenter('en', { granularity: 'word' }));
