import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * Colour emoji come from Twemoji's SVG files (@twemoji/svg, CC-BY 4.0), read from the local
 * package, never from a CDN, and inlined into the card's SVG as data URIs.
 */

const require = createRequire(import.meta.url);
let emojiDirectory: string | undefined;
/** Enough for every emoji a busy server sees in a day; each entry is a few kB. */
const MAX_CACHED_EMOJI = 1024;
const cache = new Map<string, string | null>();

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

/** A `data:` URI of the emoji's Twemoji SVG, or undefined when Twemoji has no picture for it. */
export function emojiDataUri(emoji: string): string | undefined {
  const cached = cache.get(emoji);
  if (cached !== undefined) return cached ?? undefined;
  emojiDirectory ??= dirname(require.resolve('@twemoji/svg/package.json'));
  let uri: string | null = null;
  for (const name of fileNames(emoji)) {
    try {
      const svg = readFileSync(join(emojiDirectory, `${name}.svg`));
      uri = `data:image/svg+xml;base64,${svg.toString('base64')}`;
      break;
    } catch {
      // try the next spelling
    }
  }
  if (cache.size >= MAX_CACHED_EMOJI) cache.delete(cache.keys().next().value as string);
  cache.set(emoji, uri);
  return uri ?? undefined;
}
