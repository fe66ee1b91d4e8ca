import { GlyphcastError } from '@glyphcast/core';
import { getRequestHeader, type H3Event, HTTPError } from 'h3';

/** The largest request body accepted: ample for 20000 characters of code or a data: URI font. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON request body: `Content-Type: application/json` (else 415), at most 1 MiB (else
 * 413, checked before reading when the length is declared), and valid JSON (else 400).
 */
export async function readJsonBody(event: H3Event): Promise<unknown> {
  const type = getRequestHeader(event, 'content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new HTTPError({
      status: 415,
      statusText: 'Unsupported Media Type',
      message: 'send the parameters as JSON with Content-Type: application/json',
    });
  }
  const tooLarge = () =>
    new HTTPError({
      status: 413,
      statusText: 'Content Too Large',
      message: `the body must be at most ${MAX_BODY_BYTES} bytes`,
    });
  if (Number(getRequestHeader(event, 'content-length') ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  const text = await event.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw tooLarge();
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new GlyphcastError(`the body is not valid JSON: ${(error as Error).message}`, { code: 'INVALID_PARAMETER' });
  }
}
