import { createHash } from 'node:crypto';
import { RENDERER_VERSION } from '../renderer-version.js';

/**
 * Text that names everything in `value`: objects with their keys sorted, byte arrays by their
 * SHA-256 (a font or a picture counts by its bytes, not by where it came from), so two inputs
 * that draw the same pixels have the same text and any change to one of them changes it.
 */
function canonical(value: unknown): string {
  if (value instanceof Uint8Array) return `{"$bytes":"${createHash('sha256').update(value).digest('hex')}"}`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The key of an image in the build cache: the card's kind, its parsed parameters (defaults
 * filled in, a design's tree with its components already called) and the renderer's version,
 * which the core's build derives from its drawing code, fonts and emoji. A remote picture counts
 * by its URL: the bytes behind a URL are not fetched to decide whether to draw.
 */
export function contentKey(kind: string, params: unknown, watermark: boolean): string {
  const text = `${kind}\n${RENDERER_VERSION}\n${watermark}\n${canonical(params)}`;
  return createHash('sha256').update(text).digest('base64url').slice(0, 40);
}

/** A short hash of an image's bytes, for file names and URLs that change when the image does. */
export function bytesHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
}
