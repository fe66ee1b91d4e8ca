import { createHash } from 'node:crypto';
import {
  parseCodeOptions,
  parseOgOptions,
  type ResolvedCodeOptions,
  type ResolvedOgOptions,
  renderCodeWithInfo,
  renderOgWithInfo,
} from '@glyphcast/core';
import { getRequestHeader, type H3, type H3Event, HTTPError } from 'h3';
import { authenticate } from '../auth/authenticate.js';
import { PLANS } from '../billing/plans.js';
import type { ResolvedServerOptions } from '../config.js';
import { problemResponse } from '../http/problem.js';
import { singleValuedQuery } from '../http/query.js';
import { queryToParams } from '../http/query-params.js';
import { readJsonBody } from '../http/read-json-body.js';
import { type AccountStore, monthOf } from '../store/account-store.js';

type Kind = 'code' | 'og';

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
/** Bumped when the pictures change for the same parameters, so ETags never lie. */
const RENDERER_VERSION = '1';
/** GET images may sit in a CDN a day, and be served stale for a week while it revalidates. */
const GET_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** An ETag from everything that changes the pixels: normalised parameters, watermark, renderer. */
function etagOf(kind: Kind, params: object, watermark: boolean): string {
  const canonical = JSON.stringify([
    kind,
    RENDERER_VERSION,
    watermark,
    Object.entries(params).sort(([a], [b]) => a.localeCompare(b)),
  ]);
  return `"${createHash('sha256').update(canonical).digest('base64url').slice(0, 32)}"`;
}

function planRequired(field: string, plan: string): HTTPError {
  return new HTTPError({
    status: 403,
    statusText: 'Forbidden',
    message: `\`${field}\` needs the Pro plan; this key's account is on ${plan}`,
    data: { code: 'PLAN_REQUIRED', field },
  });
}

async function handle(
  event: H3Event,
  kind: Kind,
  store: AccountStore,
  options: ResolvedServerOptions,
): Promise<Response> {
  const query = singleValuedQuery(event);
  const owner = await authenticate(event, store, query);
  const input = event.req.method === 'POST' ? await readJsonBody(event) : queryToParams(query);
  const params: ResolvedCodeOptions | ResolvedOgOptions =
    kind === 'code' ? parseCodeOptions(input) : parseOgOptions(input);
  const plan = PLANS[owner.account.plan];
  for (const field of ['font', 'css'] as const) {
    if (params[field] !== undefined && !plan.customisation) throw planRequired(field, plan.id);
  }

  const isGet = event.req.method === 'GET';
  const etag = etagOf(kind, params, plan.watermark);
  if (isGet && getRequestHeader(event, 'if-none-match') === etag) {
    return new Response(null, { status: 304, headers: { etag, 'cache-control': GET_CACHE_CONTROL } });
  }

  const month = monthOf(new Date());
  if (!(await store.consumeImage(owner.account.id, month, plan.monthlyImages))) {
    const upgradeUrl = `${options.upgradeUrl}${options.upgradeUrl.includes('?') ? '&' : '?'}account=${owner.account.id}`;
    return problemResponse({
      status: 429,
      title: 'Monthly quota reached',
      detail: `the ${plan.id} plan includes ${plan.monthlyImages} images a month, all used for ${month}`,
      code: 'QUOTA_EXCEEDED',
      upgradeUrl,
    });
  }
  const started = performance.now();
  let rendered: { image: Buffer; format: keyof typeof CONTENT_TYPES; warnings: { field: string; reason: string }[] };
  try {
    const context = { watermark: plan.watermark };
    rendered =
      kind === 'code'
        ? await renderCodeWithInfo(params as ResolvedCodeOptions, context)
        : await renderOgWithInfo(params as ResolvedOgOptions, context);
  } catch (error) {
    // A failed render counts nothing, whether it was the caller's input or our fault.
    await store.refundImage(owner.account.id, month);
    throw error;
  }
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[rendered.format],
    'x-cache': 'MISS',
    'x-render-time-ms': String(Math.round(performance.now() - started)),
  };
  if (isGet) {
    headers.etag = etag;
    // A card without its avatar or font should not be cached for long: the next request may do better.
    headers['cache-control'] = rendered.warnings.length ? 'public, max-age=60' : GET_CACHE_CONTROL;
  } else headers['cache-control'] = 'no-store';
  if (rendered.warnings.length) {
    headers.warning = rendered.warnings
      .map((warning) => `199 glyphcast "${warning.field}: ${warning.reason.replaceAll('"', "'")}"`)
      .join(', ');
  }
  return new Response(new Uint8Array(rendered.image), { status: 200, headers });
}

/** POST and GET /v1/code and /v1/og (SPEC §4.6–4.9). */
export function registerImages(app: H3, store: AccountStore, options: ResolvedServerOptions): void {
  for (const kind of ['code', 'og'] as const) {
    app.post(`/v1/${kind}`, (event) => handle(event, kind, store, options));
    app.get(`/v1/${kind}`, (event) => handle(event, kind, store, options));
  }
}
