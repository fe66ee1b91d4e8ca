import { hash } from 'node:crypto';
import {
  type CardInfo,
  type CardParams,
  type CardRenderer,
  RENDERER_VERSION,
  type ResolvedCodeOptions,
  type ResolvedOgOptions,
} from '@glyphcast/core';
import type { H3Event } from 'h3';
import { authenticate } from '../auth/authenticate.js';
import { PlanRequired } from '../errors/refusals.js';
import { clientAddressOf } from '../http/client-address.js';
import { singleValuedQuery } from '../http/query.js';
import { queryToParams } from '../http/query-params.js';
import { rateLimitHeaders } from '../http/rate-limit-headers.js';
import { readJsonBody } from '../http/read-json-body.js';
import { noteRequest } from '../observe/request-notes.js';
import { PLANS, type Plan } from '../plans/plans.js';
import { takeRate } from '../ratelimit/take-rate.js';
import type { Requester } from '../render/render-limited.js';
import type { KeyOwner } from '../store/key-owners.js';
import type { ImageRouteDeps } from './image-route-deps.js';
import type { ParsedQueryMemo } from './parsed-query-memo.js';
import { PLAYGROUND_RATE } from './playground-key.js';

/** What the image routes render: every card's parameters hold these. */
export type ImageParams = ResolvedCodeOptions | ResolvedOgOptions;

/** One card's routes: its parsed GET queries are remembered apart from other cards'. */
export interface CardRoute<Params extends ImageParams, Info extends CardInfo> {
  card: CardRenderer<Params, Info>;
  parsedQueries: ParsedQueryMemo<Params>;
}

/** A request for an image, resolved: who asks, within which limits, for which picture. */
export interface ImageRequest<Params extends CardParams> {
  owner: KeyOwner;
  plan: Plan;
  /** GET and HEAD: a public key, cacheable answers, conditional requests. */
  isGet: boolean;
  params: Params;
  /** The picture's ETag (quoted), from everything that decides its pixels. */
  etag: string;
  /** RateLimit headers: what is left of the requester's bucket. */
  rateHeaders: Record<string, string>;
  /** Whose share of the render slots and whose quota a render takes. */
  requester: Omit<Requester, 'gone'>;
}

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

/**
 * One bucket per key (an account has one live secret and one live public key); the
 * playground's key is shared by everyone, so it gets a small bucket per client address.
 */
export async function limitRate(event: H3Event, owner: KeyOwner, deps: ImageRouteDeps) {
  const { playground } = owner.account;
  const policy = playground ? PLAYGROUND_RATE : deps.limitPolicy;
  const bucket = playground
    ? `playground:${clientAddressOf(event, deps.clientAddress)}`
    : `${owner.account.id}:${owner.kind}`;
  const limiter = playground ? deps.playgroundLimiter : deps.limiter;
  const rate = await takeRate(limiter, bucket, policy, playground ? 'per address on the playground key' : 'per key');
  return { bucket, rateHeaders: rateLimitHeaders(policy, rate) };
}

/** The plan that applies: the account's, or for the playground's key Free with its own monthly images. */
export function planOf(owner: KeyOwner, deps: ImageRouteDeps): Plan {
  return owner.account.playground
    ? { ...PLANS.free, monthlyImages: deps.options.playgroundMonthlyImages }
    : PLANS[owner.account.plan];
}

/** The parameters (a GET's query, remembered per query string; a POST's JSON body) and their ETag. */
async function parametersOf<Params extends ImageParams, Info extends CardInfo>(
  event: H3Event,
  { card, parsedQueries }: CardRoute<Params, Info>,
  query: Record<string, string>,
  plan: Plan,
): Promise<{ params: Params; etag: string }> {
  const hashParams = (params: object) => etagOf(card.kind, params, plan.watermark);
  if (event.req.method !== 'POST') {
    const parse = () => card.parse(queryToParams(query, card.schema));
    return parsedQueries.resolve(query, card.kind, plan.watermark, parse, hashParams);
  }
  const params = card.parse(await readJsonBody(event));
  return { params, etag: hashParams(params) };
}

/** A custom font or stylesheet is a paid plan's. */
function assertPlanAllows(params: ImageParams, plan: Plan): void {
  for (const field of ['font', 'css'] as const) {
    if (params[field] !== undefined && !plan.customisation) throw new PlanRequired(field, plan.id);
  }
}

/**
 * Resolves an image request in order: the key and its account, the rate limit, the plan, the
 * parameters and their ETag, and what the plan allows of them. Each step refuses with its own
 * error (errors/refusals.ts, or the core's validation error naming the field).
 */
export async function resolveImageRequest<Params extends ImageParams, Info extends CardInfo>(
  event: H3Event,
  route: CardRoute<Params, Info>,
  deps: ImageRouteDeps,
): Promise<ImageRequest<Params>> {
  const query = singleValuedQuery(event);
  const owner = await authenticate(event, deps.keyOwners, query);
  noteRequest(event, { accountId: owner.account.id, card: route.card.kind });
  const rate = await limitRate(event, owner, deps);
  const plan = planOf(owner, deps);
  const { params, etag } = await parametersOf(event, route, query, plan);
  assertPlanAllows(params, plan);
  return imageRequestOf(event, owner, plan, rate, params, etag);
}

/** The rate limit's answer for a request. */
export type Rate = Awaited<ReturnType<typeof limitRate>>;

/** A request resolved: every image route's (the cards', the designs') in the one shape serveImage takes. */
export function imageRequestOf<Params extends CardParams>(
  event: H3Event,
  owner: KeyOwner,
  plan: Plan,
  { bucket, rateHeaders }: Rate,
  params: Params,
  etag: string,
): ImageRequest<Params> {
  // The playground's key is everyone's: its share of the render slots is per address too.
  const share = owner.account.playground ? bucket : owner.account.id;
  return {
    owner,
    plan,
    // HEAD is a GET without its body: the same headers, the same render (see docs/server.md).
    isGet: event.req.method !== 'POST',
    params,
    etag,
    rateHeaders,
    requester: { accountId: owner.account.id, share, plan },
  };
}
