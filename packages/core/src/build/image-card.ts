import { GlyphcastError } from '../errors.js';
import type { CodeOptions, DesignOptions, OgOptions } from '../pipeline/option-types.js';
import { parseLibraryOptions } from '../pipeline/render-card.js';
import { CARD_TASKS } from '../pipeline/tasks.js';
import type { CardParams } from '../scene/card.js';
import { contentKey } from './content-key.js';

/**
 * What an image draws: the built-in Open Graph card's options, a code screenshot's, or your own
 * design as an element tree or HTML with its size and fonts.
 */
export type ImageCard =
  | { og: OgOptions }
  | { code: CodeOptions }
  | { element: unknown; design: DesignOptions }
  | { html: string; design: DesignOptions };

/** A card ready to draw: its task, its checked parameters and its key in the image cache. */
export interface ParsedCard {
  task: (typeof CARD_TASKS)[keyof typeof CARD_TASKS];
  params: CardParams;
  key: string;
}

/** The card's options checked (a bad one throws a `GlyphcastError` naming its field) and keyed. */
export async function parseImageCard(card: ImageCard): Promise<ParsedCard> {
  let task: ParsedCard['task'];
  let params: CardParams;
  if ('og' in card) {
    task = CARD_TASKS.og;
    params = await parseLibraryOptions(task, card.og);
  } else if ('code' in card) {
    task = CARD_TASKS.code;
    params = await parseLibraryOptions(task, card.code);
  } else if ('element' in card || 'html' in card) {
    task = CARD_TASKS.design;
    let element: unknown;
    if ('html' in card) {
      // The HTML parser loads only for HTML designs.
      const { parseHtml } = await import('../cards/design/html/parse-html.js');
      element = parseHtml(card.html);
    } else element = card.element;
    params = await parseLibraryOptions(task, { ...card.design, element });
  } else {
    throw new GlyphcastError('an image needs `og`, `code`, `element` or `html`: what to draw', {
      code: 'INVALID_PARAMETER',
      field: 'og',
    });
  }
  return { task, params, key: contentKey(task.kind, params, false) };
}
