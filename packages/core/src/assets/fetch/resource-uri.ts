import { GlyphcastError } from '../../errors.js';

/**
 * Bytes of a `data:` URI (base64 or percent-encoded), or undefined when it is malformed: no
 * comma, or a percent escape that is not UTF-8 (`%E0%A4%A`).
 */
export function decodeDataUri(uri: string): Buffer | undefined {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/is.exec(uri);
  if (!match) return undefined;
  if (match[2]) return Buffer.from(match[3] ?? '', 'base64');
  try {
    return Buffer.from(decodeURIComponent(match[3] ?? ''), 'utf8');
  } catch {
    return undefined;
  }
}

/** Bytes of a `data:` URI, or a caller's error naming the field. */
export function dataUriBytes(uri: string, field: string): Buffer {
  const bytes = decodeDataUri(uri);
  if (!bytes) {
    throw new GlyphcastError(
      `\`${field}\` is not a valid data: URI (it needs a comma, then base64 or percent-encoded UTF-8)`,
      { code: 'INVALID_PARAMETER', field },
    );
  }
  return bytes;
}

/**
 * Checks that an avatar, logo or font URI is one we can load: `data:` or http(s). Anything
 * else is the caller's mistake, named by field.
 */
export function assertResourceUri(uri: string, field: string): URL {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new GlyphcastError(
      `\`${field}\` must be an http, https or data URI, received ${JSON.stringify(uri.slice(0, 60))}`,
      {
        code: 'INVALID_PARAMETER',
        field,
      },
    );
  }
  if (!['http:', 'https:', 'data:'].includes(url.protocol)) {
    throw new GlyphcastError(`\`${field}\` must be an http, https or data URI, received a ${url.protocol} URI`, {
      code: 'INVALID_PARAMETER',
      field,
    });
  }
  return url;
}
