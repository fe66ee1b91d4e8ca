import { GlyphcastError } from '../errors.js';
import { IMAGE_MEDIA_TYPES } from '../options/image-format.js';
import type { DesignOptions } from './option-types.js';
import { renderElement } from './render-design.js';

/** next/og's options, with glyphcast's format and scale. */
export interface ImageResponseOptions extends Partial<Omit<DesignOptions, 'width' | 'height'>> {
  /** @default 1200 */
  width?: number;
  /** @default 630 */
  height?: number;
  /** @default 200 */
  status?: number;
  statusText?: string;
  headers?: ConstructorParameters<typeof Headers>[0];
  /** Accepted for next/og compatibility; glyphcast prints nothing while rendering. */
  debug?: boolean;
}

/**
 * A `Response` holding a design's image, as `ImageResponse` from `next/og` and `@vercel/og`
 * makes one: `new ImageResponse(element, { width, height, fonts, emoji, status, headers })`.
 * The body streams once the render finishes; a design that cannot be drawn fails the stream
 * with its `GlyphcastError`. Like next/og it is 1200×630 PNG by default and cached for a year
 * (`public, immutable, no-transform, max-age=31536000`) unless your headers say otherwise.
 */
export class ImageResponse extends Response {
  constructor(element: unknown, options: ImageResponseOptions = {}) {
    const { status, statusText, headers, debug: _debug, width = 1200, height = 630, ...design } = options;
    const format = design.format ?? 'png';
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        try {
          controller.enqueue(new Uint8Array(await renderElement(element, { ...design, width, height })));
          controller.close();
        } catch (error) {
          controller.error(
            error instanceof GlyphcastError
              ? error
              : new GlyphcastError('the design could not be rendered', { code: 'RENDER_FAILED', cause: error }),
          );
        }
      },
    });
    const merged = new Headers({
      'content-type': IMAGE_MEDIA_TYPES[format],
      'cache-control': 'public, immutable, no-transform, max-age=31536000',
    });
    for (const [name, value] of new Headers(headers)) merged.set(name, value);
    super(body, { status: status ?? 200, statusText, headers: merged });
  }
}
