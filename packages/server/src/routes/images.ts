import { hash } from 'node:crypto';
import {
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
import { FlightAborted, type RenderCache, SingleFlight } from '../cache/render-cache.js';
import type { ResolvedServerOptions } from '../config.js';
import type { InFlight } from '../http/in-flight.js';
import { problemResponse } from '../http/problem.js';
import { singleValuedQuery } from '../http/query.js';
import { queryToParams } from '../http/query-params.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { RateDecision, RateLimiter, RateLimitPolicy } from '../ratelimit/rate-limiter.js';
import { PriorityGate } from '../render/priority-gate.js';
import { type AccountStore, monthOf } from '../store/account-store.js';
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
  const rate = await (playground ? deps.playgroundLimiter : deps.limiter).take(bucket);
  const rateHeaders = rateLimitHeaders(rate, policy);
  if (!rate.allowed) {
    return problemResponse(
      {
        status: 429,
        title: 'Too many requests',
        detail: `at most ${policy.perSecond} requests a second ${playground ? 'per address on the playground key' : 'per key'}; try again in ${rate.retryAfter} s`,
        code: 'RATE_LIMITED',
      },
      { ...rateHeaders, 'retry-after': String(rate.retryAfter) },
    );
  }
  const plan = playground
    ? { ...PLANS.free, monthlyImages: deps.options.playgroundMonthlyImages }
    : PLANS[owner.account.plan];
  const isGet = event.req.method === 'GET';
  const parse = (input: unknown) => (kind === 'code' ? parseCodeOptions(input) : parseOgOptions(input));
  const hashParams = (params: object) => etagOf(kind, params, plan.watermark);
  const { params, etag } = isGet
    ? deps.parsedQueries.resolve(query, kind, plan.watermark, () => parse(queryToParams(query)), hashParams)
    : withEtag(parse(await readJsonBody(event)), hashParams);
  for (const field of ['font', 'css'] as const) {
    if (params[field] !== undefined && !plan.customisation) throw planRequired(field, plan.id);
  }

  if (isGet && getRequestHeader(event, 'if-none-match') === etag) {
    return new FastResponse(null, { status: 304, headers: { etag, 'cache-control': GET_CACHE_CONTROL } });
  }

  const started = performance.now();
  const outcome = await obtainImage(kind, params, etag.slice(1, -1), owner.account.id, plan, deps);
  if ('quota' in outcome) {
    const upgradeUrl = `${deps.options.upgradeUrl}${deps.options.upgradeUrl.includes('?') ? '&' : '?'}client_reference_id=${owner.account.id}`;
    return problemResponse({
      status: 429,
      title: 'Monthly quota reached',
      detail: `the ${plan.id} plan includes ${plan.monthlyImages} images a month, all used for ${outcome.quota}`,
      code: 'QUOTA_EXCEEDED',
      upgradeUrl,
    });
  }
  const headers: Record<string, string> = {
    ...rateHeaders,
    'content-type': CONTENT_TYPES[params.format],
    'x-cache': outcome.cache,
    'x-render-time-ms': String(Math.round(performance.now() - started)),
  };
  if (isGet) {
    headers.etag = etag;
    // A card without its avatar or font should not be cached for long: the next request may do better.
    headers['cache-control'] = outcome.warnings.length ? 'public, max-age=60' : GET_CACHE_CONTROL;
  } else headers['cache-control'] = 'no-store';
  if (outcome.warnings.length) {
    headers.warning = outcome.warnings
      .map((warning) => `199 glyphcast "${warning.field}: ${warning.reason.replaceAll('"', "'")}"`)
      .join(', ');
  }
  // srvx's FastResponse with plain headers goes to Node's socket in one write: a web Response
  // would be streamed chunk by chunk, and Headers objects cost more than the rest of a cache hit.
  return new FastResponse(outcome.image, { status: 200, headers });
}

interface Rendered {
  image: Buffer;
  warnings: { field: string; reason: string }[];
}

type Outcome = (Rendered & { cache: 'HIT' | 'MISS' }) | { quota: string };

/**
 * The image for a cache key: from the cache (a HIT, free), from an identical render already
 * running (also free), or rendered now (a MISS, which counts one image). A render that fails
 * is never cached and counts nothing; one with warnings is not cached, so a later request can
 * do better.
 */
async function obtainImage(
  kind: Kind,
  params: ResolvedCodeOptions | ResolvedOgOptions,
  hash: string,
  accountId: string,
  plan: (typeof PLANS)[keyof typeof PLANS],
  deps: ImageDeps,
): Promise<Outcome> {
  const key = `${kind}:${hash}`;
  const cached = await deps.cache.get(key);
  if (cached) return { image: cached, warnings: [], cache: 'HIT' };
  const running = deps.flights.join(key);
  if (running) {
    try {
      return { ...(await running), cache: 'HIT' };
    } catch (error) {
      if (error instanceof FlightAborted) return obtainImage(kind, params, hash, accountId, plan, deps);
      throw error;
    }
  }
  const flight = deps.flights.lead(key);
  const month = monthOf(new Date());
  if (!(await deps.store.consumeImage(accountId, month, plan.monthlyImages))) {
    flight.fail(new FlightAborted());
    return { quota: month };
  }
  try {
    const context = { watermark: plan.watermark };
    // Pro renders jump the queue when every slot is busy (priority rendering, SPEC §8).
    const rendering = deps.gate.run(plan.customisation ? 'high' : 'normal', () =>
      kind === 'code'
        ? renderCodeWithInfo(params as ResolvedCodeOptions, context)
        : renderOgWithInfo(params as ResolvedOgOptions, context),
    );
    const rendered: Rendered = await withTimeout(rendering, deps.options.renderTimeoutMs);
    if (!rendered.warnings.length) await deps.cache.set(key, rendered.image);
    flight.settle(rendered);
    return { ...rendered, cache: 'MISS' };
  } catch (error) {
    // A failed render counts nothing, whether it was the caller's input or our fault.
    await deps.store.refundImage(accountId, month);
    flight.fail(error);
    throw error;
  }
}

/** Seconds a client should wait before retrying a render that ran out of time. */
const RETRY_AFTER_TIMEOUT = 5;

/**
 * The render, or a 503 once `ms` have passed. The render itself cannot be stopped inside its
 * worker; its result is then dropped (and not cached, as the request it served is gone).
 */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new HTTPError({
            status: 503,
            statusText: 'Service Unavailable',
            message: `the render took longer than ${ms} ms; try again shortly`,
            headers: { 'retry-after': String(RETRY_AFTER_TIMEOUT) },
            data: { code: 'RENDER_TIMEOUT' },
          }),
        ),
      ms,
    );
  });
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What the image routes need from the service. */
export interface ImageDeps {
  store: AccountStore;
  cache: RenderCache;
  flights: SingleFlight<Rendered>;
  limiter: RateLimiter;
  limitPolicy: RateLimitPolicy;
  /** Per-address buckets for the playground's shared key. */
  playgroundLimiter: RateLimiter;
  /** Bounded render concurrency, Pro first. */
  gate: PriorityGate;
  /** Parsed GET parameters and ETags of recent query strings. */
  parsedQueries: ParsedQueryMemo<ResolvedCodeOptions | ResolvedOgOptions>;
  /** Requests being handled, drained before shutdown. */
  inFlight: InFlight;
  options: ResolvedServerOptions;
}

/** The IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers): the policy and what is left. */
function rateLimitHeaders(rate: RateDecision, policy: RateLimitPolicy): Record<string, string> {
  return {
    'ratelimit-policy': `"per-key";q=${policy.burst};w=${Math.ceil(policy.burst / policy.perSecond)}`,
    ratelimit: `"per-key";r=${rate.remaining};t=${rate.retryAfter}`,
  };
}

/** POST and GET /v1/code and /v1/og (SPEC §4.6–4.9). */
/** What the app provides; the routes make their own render queue, flights and memo. */
export type ImageServiceDeps = Omit<ImageDeps, 'flights' | 'gate' | 'parsedQueries'>;

export function registerImages(app: H3, deps: ImageServiceDeps): void {
  const all: ImageDeps = {
    ...deps,
    flights: new SingleFlight<Rendered>(),
    gate: new PriorityGate(deps.options.renderConcurrency),
    parsedQueries: new ParsedQueryMemo(),
  };
  for (const kind of ['code', 'og'] as const) {
    app.post(`/v1/${kind}`, (event) => deps.inFlight.track(() => handle(event, kind, all)));
    app.get(`/v1/${kind}`, (event) => deps.inFlight.track(() => handle(event, kind, all)));
  }
}
