import { hash } from 'node:crypto';
import {
  CARDS,
  type CardInfo,
  type CardRenderer,
  RENDERER_VERSION,
  type ResolvedCodeOptions,
  type ResolvedOgOptions,
} from '@glyphcast/core';
import { getRequestHeader, type H3, type H3Event } from 'h3';
import { FastResponse } from 'srvx';
import { authenticate } from '../auth/authenticate.js';
import { type ClientAddress, clientAddressOf } from '../http/client-address.js';
import { imageCors } from '../http/cors.js';
import { gzipEtag, gzippedSvg, takesGzip, VARY_ENCODING } from '../http/gzip.js';
import { ifNoneMatchHits } from '../http/if-none-match.js';
import type { InFlight } from '../http/in-flight.js';
import { onGet } from '../http/on-get.js';
import { ProblemError } from '../http/problem.js';
import { singleValuedQuery } from '../http/query.js';
import { queryToParams } from '../http/query-params.js';
import { readJsonBody } from '../http/read-json-body.js';
import { noteRequest, requestIdHeader } from '../observe/request-notes.js';
import { PLANS } from '../plans/plans.js';
import type { RateLimiter, RateLimitPolicy } from '../ratelimit/rate-limiter.js';
import { takeRate } from '../ratelimit/take-rate.js';
import { cacheable, ImageService, type ImageServiceDeps } from '../render/image-service.js';
import type { RenderTimings, Requester } from '../render/render-limited.js';
import type { AccountStore } from '../store/account-store.js';
import { ParsedQueryMemo } from './parsed-query-memo.js';
import { PLAYGROUND_RATE } from './playground-key.js';

/** What the image routes render: every card's parameters hold these. */
type ImageParams = ResolvedCodeOptions | ResolvedOgOptions;

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' } as const;
/**
 * An SVG opened on its own is a document: it carries no script, and this policy makes sure none
 * would run and nothing would load (its fonts and emoji are data: URIs, its style inline).
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";
/**
 * GET images stay a day in browsers and a week in shared caches (their pixels change only with
 * the renderer's version, which changes the URL's ETag), are served stale for a week while a
 * CDN revalidates, and for a week when this service answers with an error.
 */
const GET_CACHE_CONTROL =
  'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800, stale-if-error=604800';

/**
 * An ETag (and the cache key) from everything that changes the pixels: normalised parameters,
 * watermark, and the renderer's version, which the core's build derives from its drawing code,
 * fonts, emoji and models: an upgrade that draws differently changes every tag.
 */
export function etagOf(kind: string, params: object, watermark: boolean, rendererVersion = RENDERER_VERSION): string {
  const canonical = JSON.stringify([
    kind,
    rendererVersion,
    watermark,
    Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)),
  ]);
  return `"${hash('sha256', canonical, 'base64url').slice(0, 32)}"`;
}

function withEtag<T extends object>(params: T, etagOf: (params: T) => string): { params: T; etag: string } {
  return { params, etag: etagOf(params) };
}

function planRequired(field: string, plan: string): ProblemError {
  return new ProblemError({
    status: 403,
    title: 'Forbidden',
    detail: `\`${field}\` needs the Pro plan; this key's account is on ${plan}`,
    code: 'PLAN_REQUIRED',
    field,
  });
}

/** One card's routes: its parsed GET queries are remembered apart from other cards'. */
interface CardRoute<Params extends ImageParams, Info extends CardInfo> {
  card: CardRenderer<Params, Info>;
  parsedQueries: ParsedQueryMemo<Params>;
  images: ImageService;
}

async function handle<Params extends ImageParams, Info extends CardInfo>(
  event: H3Event,
  { card, parsedQueries, images }: CardRoute<Params, Info>,
  deps: ImageRouteDeps,
): Promise<Response> {
  const { kind } = card;
  const query = singleValuedQuery(event);
  const owner = await authenticate(event, deps.store, query);
  noteRequest(event, { accountId: owner.account.id, card: kind });
  // One bucket per key (an account has one live secret and one live public key); the
  // playground's key is shared by everyone, so it gets a small bucket per client address.
  const { playground } = owner.account;
  const policy = playground ? PLAYGROUND_RATE : deps.limitPolicy;
  const bucket = playground
    ? `playground:${clientAddressOf(event, deps.clientAddress)}`
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
  const hashParams = (params: object) => etagOf(kind, params, plan.watermark);
  const { params, etag } = isGet
    ? parsedQueries.resolve(
        query,
        kind,
        plan.watermark,
        () => card.parse(queryToParams(query, card.schema)),
        hashParams,
      )
    : withEtag(card.parse(await readJsonBody(event)), hashParams);
  for (const field of ['font', 'css'] as const) {
    if (params[field] !== undefined && !plan.customisation) throw planRequired(field, plan.id);
  }

  // An SVG goes gzipped to a client that takes it: another representation, with its own ETag.
  const isSvg = params.format === 'svg';
  const gzip = isSvg && takesGzip(event);
  const sentEtag = gzip ? gzipEtag(etag) : etag;
  // Vary adds to what CORS already varies on (a key limited to origins).
  const varyHeader: Record<string, string> = isSvg
    ? { vary: cors.vary ? `${cors.vary}, ${VARY_ENCODING}` : VARY_ENCODING }
    : {};
  // Either representation the client holds is still the picture these parameters make.
  if (isGet && ifNoneMatchHits(getRequestHeader(event, 'if-none-match'), [etag, gzipEtag(etag)])) {
    return new FastResponse(null, {
      status: 304,
      headers: {
        ...cors,
        ...varyHeader,
        etag: sentEtag,
        'cache-control': GET_CACHE_CONTROL,
        ...requestIdHeader(event),
      },
    });
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
  const outcome = await images.obtain(card, params, etag.slice(1, -1), requester, timings);
  noteRequest(event, {
    format: params.format,
    ...('quota' in outcome ? {} : { cache: outcome.cache }),
    ...(timings.waitMs === undefined ? {} : { waitMs: timings.waitMs }),
    ...(timings.drawMs === undefined ? {} : { renderMs: timings.drawMs }),
  });
  if ('quota' in outcome) {
    const upgradeUrl = `${deps.options.upgradeUrl}${deps.options.upgradeUrl.includes('?') ? '&' : '?'}client_reference_id=${owner.account.id}`;
    throw new ProblemError(
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
  const body = gzip ? await gzippedSvg(etag, outcome.image) : outcome.image;
  const total = performance.now() - started;
  const headers: Record<string, string> = {
    ...rateHeaders,
    ...cors,
    'content-type': CONTENT_TYPES[params.format],
    ...(isSvg ? { 'content-security-policy': SVG_POLICY, 'x-content-type-options': 'nosniff' } : {}),
    ...varyHeader,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    // Set here so that a HEAD, which has no body, says the size too.
    'content-length': String(body.length),
    'x-cache': outcome.cache,
    'x-render-time-ms': String(Math.round(total)),
    'server-timing': serverTiming(outcome.cache, total, timings),
    ...requestIdHeader(event),
  };
  if (isGet) {
    headers.etag = sentEtag;
    // A card without its avatar or font should not be cached for long: the next request may do better.
    headers['cache-control'] = cacheable(outcome.warnings) ? GET_CACHE_CONTROL : 'public, max-age=60';
  } else headers['cache-control'] = 'no-store';
  if (outcome.warnings.length) {
    headers.warning = outcome.warnings
      // A header value is printable ASCII; a reason may quote the user's own text.
      .map((warning) => `${warning.field}: ${warning.reason}`.replaceAll('"', "'").replace(/[^\x20-\x7e]/gu, '?'))
      .map((text) => `199 glyphcast "${text}"`)
      .join(', ');
  }
  // srvx's FastResponse with plain headers goes to Node's socket in one write: a web Response
  // would be streamed chunk by chunk, and Headers objects cost more than the rest of a cache hit.
  return new FastResponse(body, { status: 200, headers });
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

/** What the image routes need from the service. */
export interface ImageRouteDeps extends ImageServiceDeps {
  store: AccountStore;
  limiter: RateLimiter;
  limitPolicy: RateLimitPolicy;
  /** Per-address buckets for the playground's shared key. */
  playgroundLimiter: RateLimiter;
  /** Requests being handled, drained before shutdown. */
  inFlight: InFlight;
  /** The client's address, through the proxies TRUST_PROXY trusts. */
  clientAddress: ClientAddress;
}

/** POST and GET /v1/code and /v1/og: every card of the core, alike. */
export function registerImages(app: H3, deps: ImageRouteDeps): void {
  const images = new ImageService(deps);
  const register = <Params extends ImageParams, Info extends CardInfo>(card: CardRenderer<Params, Info>) => {
    const route: CardRoute<Params, Info> = { card, parsedQueries: new ParsedQueryMemo(), images };
    const serve = (event: H3Event) => deps.inFlight.track(() => handle(event, route, deps));
    app.post(`/v1/${card.kind}`, serve);
    onGet(app, `/v1/${card.kind}`, serve);
  };
  // One call per card keeps each card's parameter type its own; the type makes every card of the core listed.
  const registrations: { [Kind in keyof typeof CARDS]: () => void } = {
    code: () => register(CARDS.code),
    og: () => register(CARDS.og),
  };
  for (const registerCard of Object.values(registrations)) registerCard();
}
