import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { boundedCache, remember } from '../bounded-cache.js';

/*
 * Colour emoji come from Twemoji's SVG files (@twemoji/svg; graphics CC-BY 4.0), read from the
 * local package, never from a CDN.
 */

const require = createRequire(import.meta.url);
let emojiDirectory: string | undefined;

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
  emojiDirectory ??= dirname(require.resolve('@twemoji/svg/package.json'));
  for (const name of fileNames(emoji)) {
    try {
      return readFileSync(join(emojiDirectory, `${name}.svg`));
    } catch {
      // try the next spelling
    }
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
