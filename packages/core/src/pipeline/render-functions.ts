import type { CodeInfo } from '../cards/code/card.js';
import type { OgInfo } from '../cards/og/card.js';
import type { HighlightResult } from '../highlight/highlight.js';
import { parseHighlightOptions } from '../highlight/options.js';
import type { Card, CardInfo, CardParams } from '../scene/card.js';
import type { CodeOptions, HighlightOptions, OgOptions } from './option-types.js';
import { type CardTask, type RenderContext, type RenderedCard, renderCard, renderParsedCard } from './render-card.js';
import { type RenderControl, runOnPool } from './render-control.js';
import { CARD_TASKS, type CardKind, HIGHLIGHT_TASK } from './tasks.js';

/** A rendered code screenshot: the image, its pixel size, and the language used. */
export type RenderedCodeImage = RenderedCard<CodeInfo>;
/** A rendered Open Graph image and what could not be included. */
export type RenderedOgImage = RenderedCard<OgInfo>;
/** What the caller decides about a code render, apart from its parameters. */
export type RenderCodeContext = RenderContext;
/** What the caller decides about an OG render, apart from its parameters. */
export type RenderOgContext = RenderContext;

/**
 * Renders a code screenshot and reports the language and pixel size chosen. Parameters are
 * checked here, so invalid input fails at once, naming the field; the render itself runs on a
 * worker thread (see `configureRendering`).
 */
export function renderCodeWithInfo(options: CodeOptions, context: RenderCodeContext = {}): Promise<RenderedCodeImage> {
  return renderCard(CARD_TASKS.code, options, context);
}

/** Renders source code as a syntax-highlighted image on a styled card: PNG, JPEG, WebP or SVG bytes. */
export async function renderCode(options: CodeOptions, context: RenderCodeContext = {}): Promise<Buffer> {
  return (await renderCodeWithInfo(options, context)).image;
}

/**
 * Renders an Open Graph card: always 1200×630, in PNG, JPEG, WebP or SVG. An avatar or logo that
 * cannot be loaded leaves a warning and the card renders without it. Images are fetched on the
 * calling thread; layout and drawing run on the render pool.
 */
export function renderOgWithInfo(options: OgOptions, context: RenderOgContext = {}): Promise<RenderedOgImage> {
  return renderCard(CARD_TASKS.og, options, context);
}

/** Renders an Open Graph card and returns the encoded bytes. */
export async function renderOg(options: OgOptions, context: RenderOgContext = {}): Promise<Buffer> {
  return (await renderOgWithInfo(options, context)).image;
}

/**
 * Highlights code to HTML with one of the code themes (what `GET /v1/highlight` returns). Like
 * a render it runs on the render pool: detecting and highlighting 30000 characters can take most
 * of a second, which would stall a server's event loop.
 */
export async function highlight(options: HighlightOptions, control: RenderControl = {}): Promise<HighlightResult> {
  return runOnPool(control, HIGHLIGHT_TASK, parseHighlightOptions(options));
}

/** A card as a caller that validates first (a server) uses it: parse once, then render the parsed. */
export interface CardRenderer<Params extends CardParams, Info extends CardInfo> {
  readonly kind: CardKind;
  /** The options' schema: types, bounds, defaults (what the server's OpenAPI and GET coercion read). */
  readonly schema: Card<string, Params, unknown, Info>['schema'];
  /** Validates options and fills in defaults; throws a GlyphcastError naming the field. */
  parse(options: unknown): Params;
  /** Renders parameters `parse` returned, without validating them again. */
  render(params: Params, context?: RenderContext): Promise<RenderedCard<Info>>;
}

function rendererOf<Params extends CardParams, Sources, Info extends CardInfo>(
  kind: CardKind,
  task: CardTask<Params, Sources, Info>,
): CardRenderer<Params, Info> {
  return {
    kind,
    schema: task.card.schema,
    parse: (options) => task.card.parse(options),
    render: (params, context) => renderParsedCard(task, params, context),
  };
}

/** Every card by kind, for callers that serve them all alike. */
export const CARDS = {
  code: rendererOf('code', CARD_TASKS.code),
  og: rendererOf('og', CARD_TASKS.og),
};

/**
 * Users' own designs for a caller that validates first (a server storing designs): `parse`
 * takes `{ element, width, height, format, scale }` with the element tree as plain data.
 */
export const DESIGN_RENDERER = rendererOf('design', CARD_TASKS.design);
