import { HighlightOptionsSchema, highlight, parseHighlightOptions } from '@glyphcast/core';
import type { H3 } from 'h3';
import { authenticate } from '../auth/authenticate.js';
import { clientAddressOf } from '../http/client-address.js';
import { onGet } from '../http/on-get.js';
import { singleValuedQuery } from '../http/query.js';
import { queryToParams } from '../http/query-params.js';
import { rateLimitHeaders } from '../http/rate-limit-headers.js';
import { PLANS } from '../plans/plans.js';
import { takeRate } from '../ratelimit/take-rate.js';
import { renderLimited } from '../render/render-limited.js';
import type { ImageRouteDeps } from './image-route-deps.js';

/**
 * GET /v1/highlight?code=…&language=…&theme=…: `code` is base64 (standard or URL-safe), as on
 * GET /v1/code, so any source survives a URL. The answer is JSON `{ language, detected,
 * confidence, html }` (confidence only when detected). The key is optional: with one, the key's rate limit applies; without, a bucket per client
 * address. The work runs on the render pool, in the same fair queue as renders (detecting and
 * highlighting 30000 characters can take most of a second), and is never metered.
 */
export function registerHighlight(app: H3, deps: ImageRouteDeps): void {
  onGet(
    app,
    '/v1/highlight',
    async (event) => {
      const query = singleValuedQuery(event);
      const owner = query.key === undefined ? undefined : await authenticate(event, deps.keyOwners, query);
      const address = clientAddressOf(event, deps.clientAddress);
      const bucket = owner ? `${owner.account.id}:${owner.kind}` : `highlight:${address}`;
      const rate = await takeRate(
        deps.limiter,
        bucket,
        deps.limitPolicy,
        owner ? 'per key' : 'per address without a key',
      );
      // The query's text read as the schema's types, then checked (highlight() checks again, a
      // few microseconds for three fields, before anything is queued).
      const params = parseHighlightOptions(queryToParams(query, HighlightOptionsSchema));
      const requester = {
        accountId: undefined,
        share: owner ? owner.account.id : `address:${address}`,
        plan: owner ? PLANS[owner.account.plan] : PLANS.free,
        gone: event.req.signal,
      };
      const result = await renderLimited(requester, deps, (context) => highlight(params, context));
      return new Response(JSON.stringify(result), {
        headers: { ...rateLimitHeaders(deps.limitPolicy, rate), 'content-type': 'application/json; charset=utf-8' },
      });
    },
    { anyOrigin: true },
  );
}
