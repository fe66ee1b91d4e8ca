import { createHash, timingSafeEqual } from 'node:crypto';
import { getRequestHeader, type H3 } from 'h3';
import { FastResponse } from 'srvx';
import { onGet } from '../http/on-get.js';
import { ProblemError } from '../http/problem.js';
import type { ServiceMetrics } from '../observe/metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN as its bearer
 * token (`authorization: Bearer …` in its scrape config). The comparison takes the same time
 * whatever the token sent; never shown to browsers on other origins.
 */
export function registerMetrics(app: H3, metrics: ServiceMetrics, token: string): void {
  const expected = digest(token);
  onGet(app, '/metrics', async (event) => {
    const sent = /^Bearer\s+(\S+)$/i.exec(getRequestHeader(event, 'authorization') ?? '')?.[1];
    if (!sent || !timingSafeEqual(digest(sent), expected)) {
      throw new ProblemError(
        {
          status: 401,
          title: 'Unauthorized',
          detail: 'GET /metrics takes the METRICS_TOKEN as `Authorization: Bearer <token>`',
          code: 'UNAUTHORIZED',
        },
        { 'www-authenticate': 'Bearer realm="metrics"' },
      );
    }
    return new FastResponse(await metrics.registry.metrics(), {
      headers: { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' },
    });
  });
}
