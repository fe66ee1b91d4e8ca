import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { boundedCache, remember } from '../bounded-cache.js';
import type { ResourceWarning } from './fetch/load-resource.js';

/*
 * Which characters a set of font files can draw, from their character maps. A character none
 * of them has is drawn as the missing-glyph box: the card says so in its warnings rather than
 * leaving the user to find the boxes.
 */

const characterSets = boundedCache<string, Set<number>>(16);

/** A font file's character map (read once: 60 ms for the 10 MB CJK face, a few for the others). */
function characterSet(file: string): Set<number> {
  const known = characterSets.get(file);
  if (known) return known;
  const parsed = fontkit.create(readFileSync(file));
  const font = 'fonts' in parsed ? parsed.fonts[0] : parsed;
  const set = new Set<number>(font?.characterSet ?? []);
  return remember(characterSets, file, set);
}

/**
 * Code points that draw nothing on their own and need no glyph: joiners, variation selectors,
 * tags, and other default-ignorable characters.
 */
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

/** The characters of `texts` (distinct, in order of first appearance) that no file of `files` has. */
function charactersWithoutGlyph(texts: Iterable<string>, files: readonly string[]): string[] {
  const missing = new Set<string>();
  let sets: Set<number>[] | undefined;
  for (const text of texts) {
    for (const character of text) {
      const codePoint = character.codePointAt(0) as number;
      if (codePoint < 0x7f || IGNORABLE.test(character) || missing.has(character)) continue;
      sets ??= files.map(characterSet);
      if (!sets.some((set) => set.has(codePoint))) missing.add(character);
    }
  }
  return [...missing];
}

/** "안 (U+C548), 녕 (U+B155)": characters as users see them and as they can look them up. */
function describeCharacters(characters: readonly string[], limit = 12): string {
  const shown = characters
    .slice(0, limit)
    .map(
      (character) =>
        `${character} (U+${(character.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')})`,
    );
  const more = characters.length > limit ? ` and ${characters.length - limit} more` : '';
  return `${shown.join(', ')}${more}`;
}

/**
 * The warning for `field` when `texts` hold characters no file of `files` has: lasting, since
 * the same text always gives it.
 */
export function missingGlyphWarning(
  field: string,
  texts: Iterable<string>,
  files: readonly string[],
): ResourceWarning | undefined {
  const missing = charactersWithoutGlyph(texts, files);
  if (missing.length === 0) return undefined;
  const reason = `no bundled font has ${describeCharacters(missing)}; drawn as missing-glyph boxes`;
  return { field, reason, lasting: true };
}
