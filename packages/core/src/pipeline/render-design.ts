import type { DesignInfo } from '../cards/design/card.js';
import { GlyphcastError } from '../errors.js';
import type { DesignOptions } from './option-types.js';
import { type RenderContext, type RenderedCard, renderCard } from './render-card.js';
import { CARD_TASKS } from './tasks.js';

/** A rendered design: the image, its pixel size, and what could not be drawn as written. */
export type RenderedDesignImage = RenderedCard<DesignInfo>;

/**
 * Renders your own design, written as JSX (React elements), a plain `{ type, props }` tree as
 * satori takes it, or components that return either: laid out by Yoga (flexbox), its text
 * shaped by HarfBuzz with faces for every script, drawn to PNG, JPEG, WebP or SVG. CSS it does
 * not draw comes back as `warnings` naming the element; a malformed tree throws a
 * `GlyphcastError` naming its path.
 */
export async function renderElementWithInfo(
  element: unknown,
  options: DesignOptions,
  context: RenderContext = {},
): Promise<RenderedDesignImage> {
  return renderCard(CARD_TASKS.design, { ...optionsAfter(element, options, 'renderElement'), element }, context);
}

/**
 * The options, checked for the likeliest slip: everything in one object, as `renderCode` takes
 * it, which would otherwise read as an element and report `width` missing.
 */
function optionsAfter(first: unknown, options: DesignOptions | undefined, name: string): DesignOptions {
  if (options !== undefined && options !== null) return options;
  const oneObject =
    typeof first === 'object' && first !== null && ('width' in first || 'element' in first || 'html' in first);
  const example =
    name === 'renderHtml'
      ? 'renderHtml(html, { width: 1200, height: 630 })'
      : 'renderElement(element, { width: 1200, height: 630 })';
  throw new GlyphcastError(
    oneObject
      ? `${name} takes the design first and its options second: ${example}`
      : `${name} needs its options (width and height at least): ${example}`,
    { code: 'INVALID_PARAMETER' },
  );
}

/** Renders your own design (see `renderElementWithInfo`) and returns the encoded bytes. */
export async function renderElement(
  element: unknown,
  options: DesignOptions,
  context: RenderContext = {},
): Promise<Buffer> {
  return (await renderElementWithInfo(element, options, context)).image;
}

/**
 * Renders a design written in HTML: elements, inline `style` attributes and `<style>` blocks
 * of simple selectors (tags, classes, ids), drawn like `renderElement`.
 */
export async function renderHtmlWithInfo(
  html: string,
  options: DesignOptions,
  context: RenderContext = {},
): Promise<RenderedDesignImage> {
  const checked = optionsAfter(html, options, 'renderHtml');
  // The HTML parser (htmlparser2 and its entity tables, ~9 MB resident) loads only for HTML.
  return renderElementWithInfo(await htmlToElement(html), checked, context);
}

/**
 * The element tree an HTML design is read into (what `renderHtml` draws): plain data in the
 * shape JSX builds, for callers that store a design and fill it in later.
 */
export async function htmlToElement(html: string): Promise<unknown> {
  const { parseHtml } = await import('../cards/design/html/parse-html.js');
  return parseHtml(html);
}

/** Renders a design written in HTML and returns the encoded bytes. */
export async function renderHtml(html: string, options: DesignOptions, context: RenderContext = {}): Promise<Buffer> {
  return (await renderHtmlWithInfo(html, options, context)).image;
}
