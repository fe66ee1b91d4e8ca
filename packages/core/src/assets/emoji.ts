import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { boundedCache, remember } from '../bounded-cache.js';
import { packageFile } from './package-files.js';

/*
 * Colour emoji come from Twemoji's SVG pictures (graphics CC-BY 4.0), shipped in the package as
 * one pack (`emoji/`, made by `scripts/bundle-emoji.mjs`), never fetched from a CDN.
 */

interface EmojiPack {
  /** Brotli-compressed SVGs, one after another. */
  data: Buffer;
  /** File name (code points) → [offset, length] in `data`. */
  index: Record<string, [number, number]>;
}

let pack: EmojiPack | undefined;

/** The pack, read on the first emoji (3 MB): code without emoji never loads it. */
function emojiPack(): EmojiPack {
  pack ??= {
    data: readFileSync(packageFile('emoji', 'twemoji.bin')),
    index: JSON.parse(readFileSync(packageFile('emoji', 'twemoji.json'), 'utf8')),
  };
  return pack;
}

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

/** The Twemoji SVG document for an emoji, or undefined when Twemoji has no picture for it. */
export function emojiSvg(emoji: string): Buffer | undefined {
  const { data, index } = emojiPack();
  for (const name of fileNames(emoji)) {
    const place = Object.hasOwn(index, name) ? index[name] : undefined;
    if (place) return brotliDecompressSync(data.subarray(place[0], place[0] + place[1]));
  }
  return undefined;
}

const known = boundedCache<string, boolean>(2048);

/** Whether Twemoji has a picture for this emoji (remembered: layout asks for every emoji cell). */
export function hasEmoji(emoji: string): boolean {
  let answer = known.get(emoji);
  if (answer === undefined) {
    answer = emojiSvg(emoji) !== undefined;
    remember(known, emoji, answer);
  }
  return answer;
}
