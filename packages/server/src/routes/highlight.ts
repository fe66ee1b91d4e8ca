import { highlight } from '@glyphcast/core';
import type { H3 } from 'h3';
import { decodeBase64Text, singleValuedQuery } from '../http/query.js';

/**
 * GET /v1/highlight?code=…&language=…&theme=…: `code` is base64 (standard or URL-safe), as on
 * GET /v1/code, so any source survives a URL. The answer is JSON `{ language, detected, html }`.
 */
export function registerHighlight(app: H3): void {
  app.get('/v1/highlight', async (event) => {
    const { key: _key, code, ...rest } = singleValuedQuery(event);
    const params: Record<string, unknown> = { ...rest };
    if (code !== undefined) params.code = decodeBase64Text(code, 'code');
    return highlight(params as Parameters<typeof highlight>[0]);
  });
}
