import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { CARDS, createImageFetcher, DESIGN_LIMITS } from '@glyphcast/core';
import { H3, type H3Event } from 'h3';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { openRenderCache, type RenderCache } from './cache/render-cache.js';
import { TolerantCache } from './cache/tolerant-cache.js';
import { type ResolvedServerOptions, resolveServerOptions, type ServerOptions } from './config.js';
import { type Dependencies, Dependency, targetOf } from './health/dependency.js';
import { type ClientAddress, clientAddressResolver } from './http/client-address.js';
import { allowedMethods, PUBLIC_CORS, preflight } from './http/cors.js';
import { InFlight } from './http/in-flight.js';
import { ProblemError } from './http/problem.js';
import { toProblem } from './http/to-problem.js';
import { createLogger, type Logger } from './log/logger.js';
import { PendingRefunds } from './metering/pending-refunds.js';
import { ServiceMetrics } from './observe/metrics.js';
import { noteRequest, requestIdOf } from './observe/request-notes.js';
import { memoryRateLimiter, type RateLimitPolicy, redisRateLimiter } from './ratelimit/rate-limiter.js';
import { firstConnection, openRedis, REDIS_START_WAIT_MS } from './redis/open-redis.js';
import { RenderScheduler } from './render/render-scheduler.js';
import { registerDesignImages } from './routes/design-images.js';
import { type DesignRouteDeps, registerDesigns } from './routes/designs.js';
import { registerHealth } from './routes/health.js';
import { registerHighlight } from './routes/highlight.js';
import { registerImages } from './routes/images.js';
import { registerMetrics } from './routes/metrics.js';
import { registerOpenApi } from './routes/openapi.js';
import { registerPlayground } from './routes/playground.js';
import { PLAYGROUND_RATE, registerPlaygroundKey } from './routes/playground-key.js';
import { registerPricing } from './routes/pricing.js';
import { registerStripeWebhook } from './routes/stripe-webhook.js';
import { registerThemes } from './routes/themes.js';
import { type OpenDatabase, openDatabase } from './store/open-database.js';
import { openStores, type Stores } from './store/stores.js';

/** The image routes: one per card of the core. */
export const CARD_PATHS = Object.keys(CARDS).map((kind) => `/v1/${kind}`);

/** Paths and the methods they answer; any other method is a 405 with `Allow`. */
const ROUTES: Record<string, string[]> = {
  '/': ['GET'],
  '/health': ['GET'],
  '/health/live': ['GET'],
  '/openapi.json': ['GET'],
  '/v1/themes': ['GET'],
  '/v1/highlight': ['GET'],
  '/v1/playground-key': ['GET'],
  '/pricing': ['GET'],
  // Every card of the core: GET with a public key, POST with a secret key.
  ...Object.fromEntries(CARD_PATHS.map((path) => [path, ['GET', 'POST']])),
  // Users' own designs: stored (secret key), and drawn by id or inline.
  '/v1/designs': ['GET', 'POST'],
  '/v1/designs/:id': ['GET', 'PUT', 'DELETE'],
  '/v1/designs/:id/image': ['GET', 'POST'],
  '/v1/render': ['GET', 'POST'],
  '/webhooks/stripe': ['POST'],
  // Answered only when METRICS_TOKEN is set; a 404 otherwise.
  '/metrics': ['GET'],
};

const KNOWN_PATHS = new Set(Object.keys(ROUTES));
/** A design's own paths, by its id's shape: `/v1/designs/dsn_…` and its image. */
const DESIGN_PATH = /^\/v1\/designs\/dsn_[a-z0-9]{16}(\/image)?$/;

/** A request's route for metrics: its path (a design's with `:id`) when it is one of ours, else `unmatched` (labels stay few). */
export function routeOf(path: string): string {
  if (KNOWN_PATHS.has(path)) return path;
  const design = DESIGN_PATH.exec(path);
  if (design) return design[1] ? '/v1/designs/:id/image' : '/v1/designs/:id';
  return 'unmatched';
}

/** Routes a page on any origin may read with GET and HEAD (CORS); POST takes secret keys, which stay on servers. */
const BROWSER_READABLE = new Set([
  '/health',
  '/health/live',
  '/openapi.json',
  '/v1/themes',
  '/v1/highlight',
  '/v1/playground-key',
  '/v1/render',
  ...CARD_PATHS,
]);
function isBrowserReadable(event: H3Event): boolean {
  const method = event.req.method;
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = event.url.pathname;
  return BROWSER_READABLE.has(path) || routeOf(path) === '/v1/designs/:id/image';
}

/** Renders one account may have waiting: room for a full burst of its rate limit. */
const ACCOUNT_QUEUE_LIMIT = 16;
/**
 * Remote avatars, logos, fonts and a design's pictures are fetched before a render slot is
 * taken, within limits of their own: a slow host holds a fetch slot (at most 5 s), never a
 * render slot. An account may have two designs' worth of pictures waiting.
 */
const FETCH_LIMITS = {
  slots: 32,
  perAccount: 4,
  maxWaiting: 256,
  maxWaitingPerAccount: 2 * DESIGN_LIMITS.images,
};

/** How long shutdown waits for requests in progress: a render's own time limit, plus a margin. */
const SHUTDOWN_DRAIN_MS = 20_000;

/** The running service: the h3 app, its stores, and how to shut it down. */
export interface GlyphcastService {
  app: H3;
  /** Accounts, keys and usage, each table written by one owner. */
  stores: Stores;
  options: ResolvedServerOptions;
  /** What the service depends on, as last seen: for /health and tests. */
  dependencies: Dependencies;
  /** The JSON log every part of the service writes to. */
  logger: Logger;
  /** Prometheus metrics, when METRICS_TOKEN turns /metrics on. */
  metrics: ServiceMetrics | undefined;
  /** The client's address of a request, through the proxies TRUST_PROXY trusts. */
  clientAddress: ClientAddress;
  /** Stops taking work, lets the requests in progress finish (within a bound), then closes every client. */
  close(): Promise<void>;
}

/** Where the service's log goes instead of standard output (tests read it). */
export interface ServiceOutput {
  logDestination?: DestinationStream;
}

/** Opens the database (migrating it) and builds the app around it. */
export async function createService(
  options: ServerOptions = {},
  output: ServiceOutput = {},
): Promise<GlyphcastService> {
  const resolved = resolveServerOptions(options);
  const logger = createLogger(resolved.logLevel, output.logDestination);
  const warn = (line: string) => logger.warn(line);
  const database = await openDatabase({ ...resolved, log: warn });
  const redisState = resolved.redisUrl ? new Dependency('redis', targetOf(resolved.redisUrl), warn) : undefined;
  const redis = resolved.redisUrl && redisState ? openRedis(resolved.redisUrl, redisState) : undefined;
  const stores = openStores(database);
  const cacheState = new Dependency(
    'cache',
    resolved.cacheDriver === 'redis'
      ? (redisState?.target ?? 'redis')
      : resolved.cacheDriver === 'fs'
        ? join(resolved.dataDir, 'cache')
        : 'memory',
    warn,
  );
  // Both Redis clients (the rate limiter's, the cache's) are waited for at once, briefly.
  const [renderCache, redisReady] = await Promise.all([
    openRenderCache({
      driver: resolved.cacheDriver,
      dataDir: resolved.dataDir,
      redisUrl: resolved.redisUrl,
      maxBytes: resolved.cacheMaxMb * 1024 * 1024,
      log: warn,
    }),
    redis ? firstConnection(redis, REDIS_START_WAIT_MS) : true,
  ]);
  if (!redisReady && redisState) {
    logger.warn(
      `[glyphcast] cannot reach Redis at ${redisState.target} (REDIS_URL); starting without it: rate limits per instance${resolved.cacheDriver === 'redis' ? ', rendering without the cache' : ''} until it answers`,
    );
  }
  // With Redis, every instance spends from the same buckets; alone, memory is enough.
  const limiterFor = (policy: RateLimitPolicy) =>
    redis && redisState ? redisRateLimiter(redis, redisState, policy) : memoryRateLimiter(policy);
  const limiter = limiterFor(resolved.rateLimit);
  const playgroundLimiter = limiterFor(PLAYGROUND_RATE);
  const inFlight = new InFlight();
  const refunds = new PendingRefunds(stores.usage);
  const dependencies: Dependencies = { database: database.dependency, redis: redisState, cache: cacheState };
  const clientAddress = clientAddressResolver(resolved.trustProxy);
  const deps: DesignRouteDeps = {
    designs: stores.designs,
    keyOwners: stores.keyOwners,
    usage: stores.usage,
    cache: new TolerantCache(renderCache, cacheState),
    limiter,
    playgroundLimiter,
    inFlight,
    refunds,
    scheduler: new RenderScheduler({
      slots: resolved.renderConcurrency,
      perAccount: Math.min(resolved.accountRenderConcurrency, resolved.renderConcurrency),
      maxWaiting: resolved.renderQueueLimit,
      maxWaitingPerAccount: ACCOUNT_QUEUE_LIMIT,
    }),
    fetches: new RenderScheduler(FETCH_LIMITS, 'image fetches'),
    fetcher: createImageFetcher({ allowHosts: resolved.fetchAllowHosts }),
    limitPolicy: resolved.rateLimit,
    options: resolved,
    clientAddress,
  };
  const metrics = resolved.metricsToken ? new ServiceMetrics({ scheduler: deps.scheduler, dependencies }) : undefined;
  return {
    app: buildApp(deps, stores, { database, redis, renderCache, dependencies }, { logger, metrics }),
    stores,
    options: resolved,
    dependencies,
    logger,
    metrics,
    clientAddress,
    close: async () => {
      // Let the requests already in progress finish (and count or refund) first.
      await inFlight.drain(SHUTDOWN_DRAIN_MS);
      await refunds.close();
      await redis?.quit().catch(() => redis.disconnect());
      await renderCache.close();
      await database.close();
      logger.flush();
    },
  };
}

/**
 * The glyphcast HTTP API as an h3 app, for mounting inside an existing h3 or Nitro application.
 * The database stays open for the life of the process; use `createService` to close it.
 */
export async function createApp(options: ServerOptions = {}): Promise<H3> {
  return (await createService(options)).app;
}

/** What /health looks at. */
interface HealthSources {
  database: OpenDatabase;
  redis: Redis | undefined;
  renderCache: RenderCache;
  dependencies: Dependencies;
}

function buildApp(
  deps: DesignRouteDeps,
  stores: Stores,
  health: HealthSources,
  observe: { logger: Logger; metrics: ServiceMetrics | undefined },
): H3 {
  // silent: a client's mistake is its request's log line, not an error; toProblem logs our own failures.
  const app = new H3({
    silent: true,
    onError: (error, event) => {
      const requestId = requestIdOf(event);
      const { response, code } = toProblem(error, {
        requestId: requestId ?? randomUUID(),
        logger: observe.logger,
        upgradeUrl: deps.options.upgradeUrl,
      });
      noteRequest(event, { problem: code });
      // The image routes set no X-Request-Id ahead (see request-log): their errors carry it here.
      if (requestId) response.headers.set('x-request-id', requestId);
      // A page on another origin may read why its GET failed (a bad parameter, a rate limit).
      if (isBrowserReadable(event))
        for (const [name, value] of Object.entries(PUBLIC_CORS)) response.headers.set(name, value);
      return response;
    },
  });
  registerHealth(app, { ...health, options: deps.options });
  registerOpenApi(app);
  registerThemes(app);
  registerHighlight(app, deps);
  registerImages(app, deps);
  registerDesigns(app, deps);
  registerDesignImages(app, deps);
  registerPlaygroundKey(app, stores.playground, deps.options.playgroundMonthlyImages);
  registerStripeWebhook(app, { accounts: stores.accounts, options: deps.options, logger: observe.logger });
  registerPlayground(app, deps.options.publicUrl);
  registerPricing(app);
  if (observe.metrics && deps.options.metricsToken) registerMetrics(app, observe.metrics, deps.options.metricsToken);
  for (const [path, methods] of Object.entries(ROUTES)) {
    if (path === '/metrics' && !observe.metrics) continue;
    // No global middleware for this: one would take every request (cache hits too) off h3's fast path.
    app.options(path, (event) => preflight(event, methods));
    const allow = allowedMethods(methods);
    app.all(path, () => {
      throw new ProblemError(
        { status: 405, title: 'Method Not Allowed', detail: `${path} answers ${allow}`, code: 'METHOD_NOT_ALLOWED' },
        { allow },
      );
    });
  }
  app.all('/**', (event) => {
    throw new ProblemError({
      status: 404,
      title: 'Not Found',
      detail: `no route ${event.url.pathname}`,
      code: 'NOT_FOUND',
    });
  });
  return app;
}
