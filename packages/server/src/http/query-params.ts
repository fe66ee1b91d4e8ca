import { GlyphcastError } from '@glyphcast/core';
import { decodeBase64Text } from './query.js';

/** Query parameters that are not strings in the schemas, and how to read them. */
const INTEGERS = new Set(['padding', 'fontSize', 'width', 'scale']);
const BOOLEANS = new Set(['lineNumbers']);

function invalid(field: string, rule: string, value: string): GlyphcastError {
  return new GlyphcastError(`\`${field}\` must be ${rule}, received ${JSON.stringify(value.slice(0, 40))}`, {
    code: 'INVALID_PARAMETER',
    field,
  });
}

/**
 * Turns a GET query into the parameters the schemas validate: `code` from base64, integers,
 * `true`/`false`, and `highlightLines` from a comma-separated list. `key` and `sig` belong to
 * authentication and are left out.
 */
export function queryToParams(query: Record<string, string>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (name === 'key' || name === 'sig') continue;
    if (name === 'code') params.code = decodeBase64Text(value, 'code');
    else if (INTEGERS.has(name)) {
      if (!/^-?\d+$/.test(value)) throw invalid(name, 'an integer', value);
      params[name] = Number(value);
    } else if (BOOLEANS.has(name)) {
      if (value !== 'true' && value !== 'false') throw invalid(name, 'true or false', value);
      params[name] = value === 'true';
    } else if (name === 'highlightLines') {
      const items = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (items.some((item) => !/^\d+$/.test(item)))
        throw invalid(name, 'comma-separated line numbers such as 3,5,6', value);
      params.highlightLines = items.map(Number);
    } else params[name] = value;
  }
  return params;
}
