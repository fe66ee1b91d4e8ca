import { hash } from 'node:crypto';
import {
  type ImageFetcher,
  parseCodeOptions,
  parseOgOptions,
  type ResolvedCodeOptions,
  type ResolvedOgOptions,
  renderCodeWithInfo,
  renderOgWithInfo,
} from '@glyphcast/core';
import { getRequestHeader, getRequestIP, type H3, type H3Event, HTTPError } from 'h3';
import { FastResponse } from 'srvx';
import { authenticate } from '../auth/authenticate.js';
import { PLANS } from '../billing/plans.js';
import { FlightAborted, SingleFlight } from '../cache/render-cache.js';
import type { TolerantCache } from '../cache/tolerant-cache.js';
import type { ResolvedServerOptions } from '../config.js';
import { ClientGone } from '../http/client-gone.js';
import { imageCors } from '../http/cors.js';
import type { InFlight } from '../http/in-flight.js';
import { onGet } from '../http/on-get.js';
import { problemResponse } from '../http/problem.js';
import { singleValuedQuery } from '../http/query.js';
import { queryToParams } from '../http/query-params.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { PendingRefunds } from '../metering/pending-refunds.js';
import type { RateLimiter, RateLimitPolicy } from '../ratelimit/rate-limiter.js';
import { takeRate } from '../ratelimit/take-rate.js';
import { type RenderTimings, type Requester, renderLimited } from '../render/render-limited.js';
import type { RenderScheduler } from '../render/render-scheduler.js';
import type { AccountStore } from '../store/account-store.js';
import { ParsedQueryMemo } from './parsed-query-memo.js';
import { PLAYGROUND_RATE } from './playground-key.js';

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
    Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)),
  ]);
  return `"${hash('sha256', canonical, 'base64url').slice(0, 32)}"`;
}

function withEtag<T extends object>(params: T, etagOf: (params: T) => string): { params: T; etag: string } {
  return { params, etag: etagOf(params) };
}

function planRequired(field: string, plan: string): HTTPError {
  return new HTTPError({
    status: 403,
    statusText: 'Forbidden',
    message: `\`${field}\` needs the Pro plan; this key's account is on ${plan}`,
    data: { code: 'PLAN_REQUIRED', field },
  });
}

async function handle(event: H3Event, kind: Kind, deps: ImageDeps): Promise<Response> {
  const query = singleValuedQuery(event);
  const owner = await authenticate(event, deps.store, query);
  // One bucket per key (an account has one live secret and one live public key); the
  // playground's key is shared by everyone, so it gets a small bucket per client address.
  const playground =
    owner.account.email === 'playground' && owner.account.id === (await deps.store.playgroundKey()).accountId;
  const policy = playground ? PLAYGROUND_RATE : deps.limitPolicy;
  const bucket = playground
    ? `playground:${getRequestIP(event, { xForwardedFor: false }) ?? 'unknown'}`
    : `${owner.account.id}:${owner.kind}`;
  const rateHeaders = await takeRate(
    playground ? deps.playgroundLimiter : deps.limiter,
    bucket,
    policy,
    playground ? 'per address on the playground key' : 'per key',
  );
  const plan = playground
    ? { ...PLANS.free, monthlyImages: deps.options.playgroundMonthlyImages }
    : PLANS[owner.account.plan];
  // HEAD is a GET without its body: the same headers, the same render (see docs/server.md).
  const isGet = event.req.method !== 'POST';
  const cors = isGet ? imageCors(owner.allowedOrigins, () => getRequestHeader(event, 'origin')) : {};
  const parse = (input: unknown) => (kind === 'code' ? parseCodeOptions(input) : parseOgOptions(input));
  const hashParams = (params: object) => etagOf(kind, params, plan.watermark);
  const { params, etag } = isGet
    ? deps.parsedQueries.resolve(query, kind, plan.watermark, () => parse(queryToParams(query)), hashParams)
    : withEtag(parse(await readJsonBody(event)), hashParams);
  for (const field of ['font', 'css'] as const) {
    if (params[field] !== undefined && !plan.customisation) throw planRequired(field, plan.id);
  }

  if (isGet && getRequestHeader(event, 'if-none-match') === etag) {
    return new FastResponse(null, { status: 304, headers: { ...cors, etag, 'cache-control': GET_CACHE_CONTROL } });
  }

  const started = performance.now();
  const requester: Requester = {
    accountId: owner.account.id,
    // The playground's key is everyone's: its share of the render slots is per address too.
    share: playground ? bucket : owner.account.id,
    plan,
    // Read on a miss only: the signal sets up a listener on the connection, which a hit need not pay for.
    get gone() {
      return event.req.signal;
    },
  };
  const timings: RenderTimings = {};
  const outcome = await obtainImage(kind, params, etag.slice(1, -1), requester, deps, timings);
  if ('quota' in outcome) {
    const upgradeUrl = `${deps.options.upgradeUrl}${deps.options.upgradeUrl.includes('?') ? '&' : '?'}client_reference_id=${owner.account.id}`;
    return problemResponse(
      {
        status: 429,
        title: 'Monthly quota reached',
        detail: `the ${plan.id} plan includes ${plan.monthlyImages} images a month, all used for ${outcome.quota}`,
        code: 'QUOTA_EXCEEDED',
        upgradeUrl,
      },
      cors,
    );
  }
  const total = performance.now() - started;
  const headers: Record<string, string> = {
    ...rateHeaders,
    ...cors,
    'content-type': CONTENT_TYPES[params.format],
    // Set here so that a HEAD, which has no body, says the size too.
    'content-length': String(outcome.image.length),
    'x-cache': outcome.cache,
    'x-render-time-ms': String(Math.round(total)),
    'server-timing': serverTiming(outcome.cache, total, timings),
  };
  if (isGet) {
    headers.etag = etag;
    // A card without its avatar or font should not be cached for long: the next request may do better.
    headers['cache-control'] = outcome.warnings.length ? 'public, max-age=60' : GET_CACHE_CONTROL;
  } else headers['cache-control'] = 'no-store';
  if (outcome.warnings.length) {
    headers.warning = outcome.warnings
      // A header value is printable ASCII; a reason may quote the user's own text.
      .map((warning) => `${warning.field}: ${warning.reason}`.replaceAll('"', "'").replace(/[^\x20-\x7e]/g, '?'))
      .map((text) => `199 glyphcast "${text}"`)
      .join(', ');
  }
  // srvx's FastResponse with plain headers goes to Node's socket in one write: a web Response
  // would be streamed chunk by chunk, and Headers objects cost more than the rest of a cache hit.
  return new FastResponse(outcome.image, { status: 200, headers });
}

/**
 * Server-Timing (shown by browsers' developer tools): whether the cache answered, the whole
 * time, and for a render the wait (fetching its images and queueing for a slot) and the drawing.
 */
function serverTiming(cache: 'HIT' | 'MISS', total: number, timings: RenderTimings): string {
  const parts = [`cache;desc="${cache}"`];
  if (timings.waitMs !== undefined) parts.push(`wait;dur=${timings.waitMs.toFixed(1)}`);
  if (timings.drawMs !== undefined) parts.push(`render;dur=${timings.drawMs.toFixed(1)}`);
  parts.push(`total;dur=${total.toFixed(1)}`);
  return parts.join(', ');
}

interface Rendered {
  image: Buffer;
  warnings: { field: string; reason: string }[];
}

type Outcome = (Rendered & { cache: 'HIT' | 'MISS' }) | { quota: string };

/**
 * The image for a cache key: from the cache (a HIT, free), from an identical render already
 * running (also free), or rendered now (a MISS, which counts one image when its render starts).
 * A render that fails is never cached and counts nothing; one with warnings is not cached, so a
 * later request can do better.
 */
async function obtainImage(
  kind: Kind,
  params: ResolvedCodeOptions | ResolvedOgOptions,
  hash: string,
  requester: Requester,
  deps: ImageDeps,
  timings: RenderTimings,
): Promise<Outcome> {
  const key = `${kind}:${hash}`;
  const cached = await deps.cache.get(key);
  if (cached) return { image: cached, warnings: [], cache: 'HIT' };
  const running = deps.flights.join(key);
  if (running) {
    try {
      return { ...(await running), cache: 'HIT' };
    } catch (error) {
      if (error instanceof FlightAborted) return obtainImage(kind, params, hash, requester, deps, timings);
      throw error;
    }
  }
  const flight = deps.flights.lead(key);
  try {
    const rendered = await renderLimited(
      requester,
      deps,
      (context) =>
        kind === 'code'
          ? renderCodeWithInfo(params as ResolvedCodeOptions, context)
          : renderOgWithInfo(params as ResolvedOgOptions, context),
      timings,
    );
    if ('quota' in rendered) {
      flight.fail(new FlightAborted());
      return rendered;
    }
    if (!rendered.warnings.length) await deps.cache.set(key, rendered.image);
    flight.settle(rendered);
    return { ...rendered, cache: 'MISS' };
  } catch (error) {
    // The leader's own reasons to stop (its client left) are not the waiters': they try again.
    flight.fail(error instanceof ClientGone ? new FlightAborted() : error);
    throw error;
  }
}

/** What the image routes need from the service. */
export interface ImageDeps {
  store: AccountStore;
  cache: TolerantCache;
  flights: SingleFlight<Rendered>;
  limiter: RateLimiter;
  limitPolicy: RateLimitPolicy;
  /** Per-address buckets for the playground's shared key. */
  playgroundLimiter: RateLimiter;
  /** Refunds the database could not take yet. */
  refunds: PendingRefunds;
  /** Render slots: Pro first, a share per account, a bounded queue. */
  scheduler: RenderScheduler;
  /** Remote avatar, logo and font fetches: limited apart from the render slots. */
  fetches: RenderScheduler;
  fetcher: ImageFetcher;
  /** Parsed GET parameters and ETags of recent query strings. */
  parsedQueries: ParsedQueryMemo<ResolvedCodeOptions | ResolvedOgOptions>;
  /** Requests being handled, drained before shutdown. */
  inFlight: InFlight;
  options: ResolvedServerOptions;
}

/** POST and GET /v1/code and /v1/og (SPEC §4.6–4.9). */
/** What the app provides; the routes make their own render queue, flights and memo. */
export type ImageServiceDeps = Omit<ImageDeps, 'flights' | 'parsedQueries'>;

export function registerImages(app: H3, deps: ImageServiceDeps): void {
  const all: ImageDeps = {
    ...deps,
    flights: new SingleFlight<Rendered>(),
    parsedQueries: new ParsedQueryMemo(),
  };
  for (const kind of ['code', 'og'] as const) {
    app.post(`/v1/${kind}`, (event) => deps.inFlight.track(() => handle(event, kind, all)));
    onGet(app, `/v1/${kind}`, (event) => deps.inFlight.track(() => handle(event, kind, all)));
  }
}
