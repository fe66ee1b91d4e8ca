/** The card every OG phase renders: the `article` template with title, subtitle and author. */
export const OG_CARD = {
  template: 'article',
  title: 'Rendering code screenshots without a browser',
  subtitle: 'How glyphcast draws a three-megapixel code card in fifty milliseconds',
  author: 'Ada Lovelace',
};

/** Letters moved `by` places along the alphabet, case kept: new words of the same shape. */
export function shiftedLetters(text, by) {
  return text.replace(/[a-z]/gi, (letter) => {
    const base = letter <= 'Z' ? 65 : 97;
    return String.fromCharCode(base + ((letter.charCodeAt(0) - base + by) % 26));
  });
}

/**
 * The card with a new title for render `round` (its letters shifted, and the round's number),
 * as each page of a site brings its own title: no renderer's cache of shaped words or
 * layouts is flattered by drawing the same text again. Subtitle, author and code stay, as a
 * site's labels do.
 */
export function variedOgCard(round, card = OG_CARD) {
  return { ...card, title: `${shiftedLetters(card.title, (round % 25) + 1)} ${round}` };
}

/** The `code` template's card, glyphcast only (no peer has such a template). */
export const OG_CODE_CARD = {
  template: 'code',
  title: 'Open Graph images at build time',
  code: [
    "import { renderOg } from '@glyphcast/core';",
    '',
    '// One og:image per page, at build time.',
    'export async function ogImage(page: Page): Promise<Buffer> {',
    "  return renderOg({ template: 'code', title: page.title, code: page.snippet });",
    '}',
  ].join('\n'),
  language: 'ts',
};

/**
 * The sizes glyphcast's layout picks for that card (the glyphcast phase checks them), so the
 * peers draw the same text at the same sizes.
 */
export const OG_CARD_SIZES = { title: 72, subtitle: 34, initials: 28, author: 30 };

/**
 * Untimed renders before timing, the same for every renderer: V8 optimises a JavaScript
 * renderer's hot code over its first few dozen calls, as a server's first minute would.
 */
export const OG_WARM_UP_RENDERS = 30;
