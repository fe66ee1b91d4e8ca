import { eastAsianWidth } from 'get-east-asian-width';
import type { CjkForms } from './cjk-forms.js';
import {
  FALLBACK_ORDER,
  type FallbackFace,
  type FallbackFaceId,
  fallbackFace,
  unpackFallbackFont,
} from './fallback-fonts.js';
import type { ResourceWarning } from './fetch/load-resource.js';
import { type FaceRef, faceCovers } from './shaper.js';

/*
 * Which face draws a character: the card's primary face (JetBrains Mono, Inter or a custom
 * font), else the first fallback face that has it. A character no face has is drawn as the
 * missing-glyph box, and the card says so in its warnings rather than leaving the user to find
 * the boxes. Call `loadShaper()` first.
 */

/** Whether a grapheme is drawn two columns wide (CJK, Hangul, full-width forms). */
export function isWide(grapheme: string): boolean {
  return eastAsianWidth(grapheme.codePointAt(0) ?? 0) === 2;
}

/**
 * The face that draws a grapheme: `primary`, a fallback face, or undefined when none has it. A
 * wide character (Han, kana, CJK punctuation) goes first to the face of the card's regional
 * `forms` when they are not the default Simplified Chinese ones.
 */
export function chooseFace(
  grapheme: string,
  primary: FaceRef,
  forms: CjkForms = 'sc',
): 'primary' | FallbackFace | undefined {
  if (faceCovers(primary, grapheme)) return 'primary';
  const wide = isWide(grapheme);
  if (wide && forms !== 'sc' && faceCovers({ fallback: forms, bold: false }, grapheme)) return fallbackFace(forms);
  const order = wide ? FALLBACK_ORDER.wide : FALLBACK_ORDER.narrow;
  return order.find((face) => faceCovers({ fallback: face.id, bold: false }, grapheme));
}

/**
 * Starts unpacking, on libuv's threads, the fallback faces a text will be drawn with, and
 * resolves when they are ready: the calling thread detects and highlights meanwhile. Taken a
 * code point at a time (a grapheme's first character decides its face); the build's facts
 * answer which face has what, so no face is opened to choose.
 */
export function unpackFacesFor(text: string, primary: FaceRef, forms: CjkForms = 'sc'): Promise<void> {
  const ids = new Set<FallbackFaceId>();
  const seen = new Set<number>();
  try {
    for (const character of text) {
      const codePoint = character.codePointAt(0) as number;
      if (codePoint < 0x80 || seen.has(codePoint)) continue;
      seen.add(codePoint);
      const face = chooseFace(character, primary, forms);
      if (face && face !== 'primary') ids.add(face.id);
    }
  } catch {
    // Only a head start: a face that cannot be chosen here (a build without its facts, before
    // the shaper has loaded) is chosen, or fails with its own error, where it is drawn.
  }
  return Promise.all([...ids].map((id) => unpackFallbackFont(id, false))).then(() => undefined);
}

/** "ኀ (U+1280), 𓀀 (U+13000)": characters as users see them and as they can look them up. */
function describeCharacters(characters: readonly string[], limit = 12): string {
  const shown = characters.slice(0, limit).map((character) => {
    const codes = Array.from(
      character,
      (part) => `U+${(part.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`,
    );
    return `${character} (${codes.join(' ')})`;
  });
  const more = characters.length > limit ? ` and ${characters.length - limit} more` : '';
  return `${shown.join(', ')}${more}`;
}

/**
 * The warning for `field` when some characters have no glyph in any bundled face: lasting,
 * since the same text always gives it.
 */
export function missingGlyphWarning(field: string, missing: readonly string[]): ResourceWarning | undefined {
  if (missing.length === 0) return undefined;
  const reason = `no bundled font has ${describeCharacters(missing)}; drawn as missing-glyph boxes`;
  return { field, reason, lasting: true };
}
