import { GlyphcastError } from '../errors.js';

/** Bytes of a `data:` URI, or a caller's error naming the field. */
export function dataUriBytes(uri: string, field: string): Buffer {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/s.exec(uri);
  if (!match) {
    throw new GlyphcastError(`\`${field}\` is not a valid data: URI`, { code: 'INVALID_PARAMETER', field });
  }
  return match[2] ? Buffer.from(match[3] ?? '', 'base64') : Buffer.from(decodeURIComponent(match[3] ?? ''), 'utf8');
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
