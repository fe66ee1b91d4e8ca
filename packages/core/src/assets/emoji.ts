import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { packageFile } from './package-files.js';

/*
 * Colour emoji come from Twemoji's SVG pictures (graphics CC-BY 4.0), shipped in the package as
 * one pack (`emoji/`, made by `scripts/bundle-emoji.mjs`), never fetched from a CDN.
 */

/** File name (code points) → [offset, length] in the pack, read on the first emoji. */
let index: Record<string, [number, number]> | undefined;
/** Brotli-compressed SVGs, one after another (3 MB), read on the first picture drawn. */
let pictures: Buffer | undefined;

function fileNames(emoji: string): string[] {
  const codePoints = (text: string) =>
    Array.from(text, (character) => (character.codePointAt(0) ?? 0).toString(16)).join('-');
  // Twemoji names files without U+FE0F unless the sequence has a zero-width joiner.
  const withoutSelector = emoji.replace(/\uFE0F/g, '');
  return [
    ...new Set([
      codePoints(emoji.includes('\u200D') ? emoji : withoutSelector),
      codePoints(emoji),
      codePoints(withoutSelector),
    ]),
  ];
}

/** Where the emoji's picture is in the pack, under whichever spelling Twemoji files it. */
function placeOf(emoji: string): [number, number] | undefined {
  index ??= JSON.parse(readFileSync(packageFile('emoji', 'twemoji.json'), 'utf8')) as Record<string, [number, number]>;
  for (const name of fileNames(emoji)) {
    if (Object.hasOwn(index, name)) return index[name];
  }
  return undefined;
}

/** The Twemoji SVG document for an emoji, or undefined when Twemoji has no picture for it. */
export function emojiSvg(emoji: string): Buffer | undefined {
  const place = placeOf(emoji);
  if (!place) return undefined;
  pictures ??= readFileSync(packageFile('emoji', 'twemoji.bin'));
  return brotliDecompressSync(pictures.subarray(place[0], place[0] + place[1]));
}

/** Whether Twemoji has a picture for this emoji: an index look-up, nothing decompressed. */
export function hasEmoji(emoji: string): boolean {
  return placeOf(emoji) !== undefined;
}
