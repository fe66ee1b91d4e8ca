import { GlyphcastError } from '@glyphcast/core';
import { getRequestHeader, type H3Event } from 'h3';
import { firstDuplicateKey } from './duplicate-json-keys.js';
import { ProblemError } from './problem.js';
import { readLimitedBody } from './read-limited-body.js';

/** The largest request body accepted: ample for 20000 characters of code or a data: URI font. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON request body: `Content-Type: application/json`, uncompressed (else 415), at most 1 MiB (else
 * 413, before reading when the length is declared, else as soon as the body passes it), and
 * valid JSON with no key twice in one object (else 400). Not h3's `readValidatedBody`: it reads the whole body before any
 * limit, and its validation errors do not name the field as ours do; the card's own `parse`
 * validates what this returns.
 */
export async function readJsonBody(event: H3Event): Promise<unknown> {
  const type = getRequestHeader(event, 'content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ProblemError({
      status: 415,
      title: 'Unsupported Media Type',
      detail: 'send the parameters as JSON with Content-Type: application/json',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  }
  const encoding = getRequestHeader(event, 'content-encoding')?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    throw new ProblemError({
      status: 415,
      title: 'Unsupported Media Type',
      detail: `send the body uncompressed: Content-Encoding ${encoding.slice(0, 40)} is not accepted`,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  }
  // A byte order mark is not JSON, but editors and some clients write one: it is dropped.
  const text = (await readLimitedBody(event, MAX_BODY_BYTES)).toString('utf8').replace(/^\uFEFF/, '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new GlyphcastError(`the body is not valid JSON: ${(error as Error).message}`, { code: 'INVALID_PARAMETER' });
  }
  // As a query parameter given twice is: which of two values was meant is not ours to guess.
  const duplicate = firstDuplicateKey(text);
  if (duplicate !== undefined) {
    throw new GlyphcastError(`\`${duplicate}\` must be given once; the body has it twice`, {
      code: 'INVALID_PARAMETER',
      field: duplicate,
    });
  }
  return body;
}
