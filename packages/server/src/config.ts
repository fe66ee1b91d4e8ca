import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { CacheDriver } from './cache/render-cache.js';
import { isPaidPlanId, type PaidPlanId } from './plans/plans.js';
import { DEFAULT_POLICY, type RateLimitPolicy } from './ratelimit/rate-limiter.js';

/** Settings of the server; each can come from the caller, then the environment, then a default. */
export interface ServerOptions {
  /** @default 3000, or PORT */
  port?: number;
  /** @default '127.0.0.1', or HOST */
  host?: string;
  /** Where the SQLite file and the filesystem cache will live. @default './.data', or DATA_DIR */
  dataDir?: string;
  /** The address the service is reached at, for absolute URLs. @default `http://{host}:{port}`, or PUBLIC_URL */
  publicUrl?: string;
  /** A postgres:// URL to share state between instances; SQLite in `dataDir` when absent. Or DATABASE_URL. */
  databaseUrl?: string;
  /** Where a quota 429 sends people, with `client_reference_id=<account id>` added (a Stripe Payment Link passes it to the checkout). @default `{publicUrl}/pricing`, or UPGRADE_URL */
  upgradeUrl?: string;
  /** Where rendered images are kept: `fs` (in dataDir), `memory` (bounded) or `redis`. @default 'fs', or CACHE_DRIVER */
  cacheDriver?: CacheDriver;
  /** The filesystem cache's size in MiB; least recently used images go past it. @default 1024, or CACHE_MAX_MB */
  cacheMaxMb?: number;
  /** Redis for the cache and the rate limit, shared by instances. Or REDIS_URL. */
  redisUrl?: string;
  /** Requests per second per key, and the burst. @default SPEC §7's 10 a second, burst 10, or RATE_LIMIT_PER_SECOND and RATE_LIMIT_BURST */
  rateLimit?: RateLimitPolicy;
  /** A render taking longer is answered with 503 and Retry-After. @default 15000, or RENDER_TIMEOUT_MS */
  renderTimeoutMs?: number;
  /** Images a month for the playground's shared key. @default 10000, or PLAYGROUND_MONTHLY_IMAGES */
  playgroundMonthlyImages?: number;
  /** Renders at once; more wait, Pro's first. @default one per core, or RENDER_CONCURRENCY */
  renderConcurrency?: number;
  /** Renders of one account (or one address on the playground key) at once, so one account never holds every slot. @default renderConcurrency − 1 (at least 1), or ACCOUNT_RENDER_CONCURRENCY */
  accountRenderConcurrency?: number;
  /** Renders waiting for a slot, in all; past it requests are refused at once with 503 and Retry-After. @default 64, or RENDER_QUEUE_LIMIT */
  renderQueueLimit?: number;
  /** Hosts that avatars, logos and fonts may be fetched from although they are not public (an intranet). @default none, or FETCH_ALLOW_HOSTS (comma-separated) */
  fetchAllowHosts?: string[];
  /** How long a start waits for PostgreSQL to answer before it exits with an error. @default 30000, or STARTUP_TIMEOUT_MS */
  startupTimeoutMs?: number;
  /** Time to receive a request's headers; a slower client is disconnected. @default 10000, or HEADERS_TIMEOUT_MS */
  headersTimeoutMs?: number;
  /** Time to receive a whole request, body included. @default 30000, or REQUEST_TIMEOUT_MS */
  requestTimeoutMs?: number;
  /** The Stripe webhook endpoint's signing secret (`whsec_…`); billing is off without it. Or STRIPE_WEBHOOK_SECRET */
  stripeWebhookSecret?: string;
  /** Stripe price ids to plans, e.g. `{ price_123: 'hobby' }`. Or STRIPE_PRICE_PLANS as `price_123=hobby,price_456=pro` */
  stripePricePlans?: Record<string, PaidPlanId>;
  /** Days a past-due subscription keeps its plan. @default 7, or STRIPE_PAST_DUE_GRACE_DAYS */
  pastDueGraceDays?: number;
}

export type ResolvedServerOptions = Required<
  Omit<ServerOptions, 'databaseUrl' | 'redisUrl' | 'stripeWebhookSecret'>
> & {
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  stripeWebhookSecret: string | undefined;
};

const CACHE_DRIVERS = ['fs', 'memory', 'redis'] as const;

function cacheDriver(value: string | undefined): CacheDriver {
  if (value === undefined) return 'fs';
  if ((CACHE_DRIVERS as readonly string[]).includes(value)) return value as CacheDriver;
  throw new Error(`CACHE_DRIVER must be one of ${CACHE_DRIVERS.join(', ')}, received ${JSON.stringify(value)}`);
}

/** `price_123=hobby,price_456=pro` → `{ price_123: 'hobby', price_456: 'pro' }`; a wrong entry stops the start. */
function parsePricePlans(value: string | undefined): Record<string, PaidPlanId> {
  const plans: Record<string, PaidPlanId> = {};
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [price, plan] = entry.split('=').map((part) => part.trim());
    if (!price || !plan || !isPaidPlanId(plan)) {
      throw new Error(
        `STRIPE_PRICE_PLANS entries look like price_123=hobby or price_456=pro, received ${JSON.stringify(entry)}`,
      );
    }
    plans[price] = plan;
  }
  return plans;
}

function envNumber(name: string): number | undefined {
  const value = process.env[name];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** Resolves every setting once, as `option ?? environment ?? default`. */
export function resolveServerOptions(options: ServerOptions = {}): ResolvedServerOptions {
  const port = options.port ?? envNumber('PORT') ?? 3000;
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const renderConcurrency = Math.max(
    1,
    options.renderConcurrency ?? envNumber('RENDER_CONCURRENCY') ?? availableParallelism(),
  );
  const publicUrl = (options.publicUrl ?? process.env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, '');
  return {
    port,
    host,
    dataDir: options.dataDir ?? process.env.DATA_DIR ?? join(process.cwd(), '.data'),
    publicUrl,
    databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
    upgradeUrl: options.upgradeUrl ?? process.env.UPGRADE_URL ?? `${publicUrl}/pricing`,
    cacheDriver: options.cacheDriver ?? cacheDriver(process.env.CACHE_DRIVER),
    cacheMaxMb: Math.max(1, options.cacheMaxMb ?? envNumber('CACHE_MAX_MB') ?? 1024),
    redisUrl: options.redisUrl ?? process.env.REDIS_URL,
    rateLimit: options.rateLimit ?? {
      perSecond: envNumber('RATE_LIMIT_PER_SECOND') ?? DEFAULT_POLICY.perSecond,
      burst: envNumber('RATE_LIMIT_BURST') ?? DEFAULT_POLICY.burst,
    },
    renderTimeoutMs: options.renderTimeoutMs ?? envNumber('RENDER_TIMEOUT_MS') ?? 15_000,
    playgroundMonthlyImages: options.playgroundMonthlyImages ?? envNumber('PLAYGROUND_MONTHLY_IMAGES') ?? 10_000,
    stripeWebhookSecret: options.stripeWebhookSecret ?? (process.env.STRIPE_WEBHOOK_SECRET || undefined),
    stripePricePlans: options.stripePricePlans ?? parsePricePlans(process.env.STRIPE_PRICE_PLANS),
    pastDueGraceDays: options.pastDueGraceDays ?? envNumber('STRIPE_PAST_DUE_GRACE_DAYS') ?? 7,
    renderConcurrency,
    accountRenderConcurrency: Math.max(
      1,
      options.accountRenderConcurrency ?? envNumber('ACCOUNT_RENDER_CONCURRENCY') ?? renderConcurrency - 1,
    ),
    renderQueueLimit: Math.max(1, options.renderQueueLimit ?? envNumber('RENDER_QUEUE_LIMIT') ?? 64),
    fetchAllowHosts:
      options.fetchAllowHosts ??
      (process.env.FETCH_ALLOW_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
    startupTimeoutMs: options.startupTimeoutMs ?? envNumber('STARTUP_TIMEOUT_MS') ?? 30_000,
    headersTimeoutMs: Math.max(1000, options.headersTimeoutMs ?? envNumber('HEADERS_TIMEOUT_MS') ?? 10_000),
    requestTimeoutMs: Math.max(1000, options.requestTimeoutMs ?? envNumber('REQUEST_TIMEOUT_MS') ?? 30_000),
  };
}
