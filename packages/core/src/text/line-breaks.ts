import { graphemeSegmenter, wordSegmenter } from './segmenters.js';

/*
 * Where a line of running text may break, after the Unicode line-breaking rules' main cases:
 * after spaces, after a hyphen or slash inside a word, between any two characters of Chinese,
 * Japanese or Korean (and around emoji), and between the dictionary words of Thai, Lao, Khmer
 * and Burmese, which use no spaces (ICU's word segmenter finds them). Closing punctuation never
 * starts a line and opening punctuation never ends one. `auto-phrase` breaks Japanese and
 * Chinese only between the segmenter's dictionary words (a katakana word stays whole; a
 * particle or verb ending in hiragana stays with the word before it) and Korean only at its
 * spaces, as readers of each expect; a phrase wider than a line is still cut, as any word is.
 */

const SPACE = /^\s+$/u;
const ENDS_WITH_BREAKING_DASH = /[-\u2010\u2013\u2014/]$/u;
/** Characters set without spaces, where any two may be broken between. */
const IDEOGRAPHIC =
  /^[\u1100-\u11ff\u2e80-\u2fff\u3000-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\uff00-\uffef\u{20000}-\u{3ffff}\p{Extended_Pictographic}]/u;
/** Scripts written without spaces whose words the segmenter knows from a dictionary. */
const DICTIONARY_SCRIPT = /^[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]/u;
/** May not start a line: closing brackets and quotes, stops, commas, small kana, the prolonged sound mark. */
const NO_START =
  /^[)\]}.,;:!?%\u00bb\u2019\u201d\u2026\u3001\u3002\u3009\u300b\u300d\u300f\u3011\u3015\u3017\u3019\u301b\u309b-\u309e\u30fb-\u30fe\u3041\u3043\u3045\u3047\u3049\u3063\u3083\u3085\u3087\u30a1\u30a3\u30a5\u30a7\u30a9\u30c3\u30e3\u30e5\u30e7\u30fc\uff01\uff09\uff0c\uff0e\uff1a\uff1b\uff1f\uff3d\uff5d]/u;
/** May not end a line: opening brackets and quotes. */
const NO_END = /[([{\u00ab\u2018\u201c\u3008\u300a\u300c\u300e\u3010\u3014\u3016\u3018\u301a\uff08\uff3b\uff5b]$/u;

/**
 * CSS word-break: `normal` (the rules above), `keep-all` (no break between two CJK or Hangul
 * characters: Korean is set that way, by its spaces), `break-all` (between any two graphemes),
 * `auto-phrase` (Japanese and Chinese between words and phrases, Korean at spaces).
 */
export type WordBreak = 'normal' | 'keep-all' | 'break-all' | 'auto-phrase';

const HANGUL = /[ᄀ-ᇿ㄰-㆏ꥠ-꥿가-퟿]/u;
/** A segment of hiragana only (a particle, an inflection): it ends the phrase before it. */
const HIRAGANA_ONLY = /^[ぁ-ゟ]+$/u;
const EMOJI = /\p{Extended_Pictographic}/u;

/** Whether a segment is a whole word `auto-phrase` keeps together: Han, kana or Hangul, not emoji. */
function isPhraseWord(segment: string): boolean {
  return IDEOGRAPHIC.test(segment) && !EMOJI.test(segment);
}

/** Under `auto-phrase`, whether a line may break between two such words. */
function phraseBreak(before: string, after: string): boolean {
  if (HANGUL.test(after) || HANGUL.test(Array.from(before).at(-1) ?? '')) return false;
  return !HIRAGANA_ONLY.test(after);
}

function mayBreakBetween(before: string, after: string, wordBreak: WordBreak): boolean {
  if (SPACE.test(after)) return false;
  if (NO_START.test(after) || NO_END.test(before)) return false;
  if (SPACE.test(before) || wordBreak === 'break-all') return true;
  if (ENDS_WITH_BREAKING_DASH.test(before) && /^\p{L}/u.test(after)) return true;
  const lastOfBefore = Array.from(before).at(-1) ?? '';
  if (IDEOGRAPHIC.test(after) && IDEOGRAPHIC.test(lastOfBefore) && wordBreak === 'keep-all') return false;
  if (IDEOGRAPHIC.test(after) || IDEOGRAPHIC.test(lastOfBefore)) return true;
  return DICTIONARY_SCRIPT.test(after) && DICTIONARY_SCRIPT.test(lastOfBefore);
}

/** The UTF-16 offsets, after the start, at which a new line may begin. */
export function lineBreakOpportunities(text: string, wordBreak: WordBreak = 'normal'): number[] {
  const offsets: number[] = [];
  let previous: string | undefined;
  for (const { segment, index } of wordSegmenter().segment(text)) {
    const phrase = wordBreak === 'auto-phrase' && isPhraseWord(segment);
    if (phrase && previous !== undefined && isPhraseWord(previous)) {
      if (phraseBreak(previous, segment) && mayBreakBetween(previous, segment, 'normal')) offsets.push(index);
      previous = segment;
      continue;
    }
    // Ideographs come in multi-character words from the segmenter: each may be broken after
    // (and, with break-all, every word between its graphemes); auto-phrase keeps them whole.
    const split = (IDEOGRAPHIC.test(segment) && !phrase) || (wordBreak === 'break-all' && !SPACE.test(segment));
    const pieces = split ? splitIdeographs(segment, index) : [{ segment, index }];
    for (const piece of pieces) {
      if (previous !== undefined && mayBreakBetween(previous, piece.segment, wordBreak)) offsets.push(piece.index);
      previous = piece.segment;
    }
  }
  return offsets;
}

function splitIdeographs(segment: string, start: number): { segment: string; index: number }[] {
  return Array.from(graphemeSegmenter().segment(segment), ({ segment: part, index }) => ({
    segment: part,
    index: start + index,
  }));
}
