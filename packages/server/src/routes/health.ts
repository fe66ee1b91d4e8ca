import { RENDERER_VERSION } from '@glyphcast/core';
import type { H3 } from 'h3';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { FastResponse } from 'srvx';
import type { RenderCache } from '../cache/render-cache.js';
import type { ResolvedServerOptions } from '../config.js';
import type { Dependencies, Dependency } from '../health/dependency.js';
import { onGet } from '../http/on-get.js';
import type { OpenDatabase } from '../store/open-database.js';
import { SERVICE_VERSION } from '../version.js';

const started = Date.now();
/** A probe slower than this counts as down: a load balancer's check must not hang. */
const PROBE_TIMEOUT_MS = 2000;

/** Runs a live probe and records what it found in the dependency's state. */
async function probe(dependency: Dependency, check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
      }),
    ]);
    dependency.markUp();
    return 'ok';
  } catch (error) {
    dependency.markDown(error);
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

const json = (body: object, status: number) =>
  new FastResponse(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

/**
 * GET /health, for load balancers: each configured dependency probed live, and 503 when this
 * instance cannot serve images, which is when the database (accounts and metering) is down.
 * Redis or the cache down is `degraded` but still 200: images are served, rate-limited per
 * instance and rendered without caching. GET /health/live stays 200 while the process answers
 * at all, for a supervisor that should restart only a process that is stuck. Errors are not
 * shown: they may name hosts and users.
 */
export function registerHealth(
  app: H3,
  deps: {
    database: OpenDatabase;
    redis: Redis | undefined;
    renderCache: RenderCache;
    dependencies: Dependencies;
    options: ResolvedServerOptions;
  },
): void {
  const { dependencies } = deps;
  onGet(
    app,
    '/health',
    async () => {
      const [database, redis, cache] = await Promise.all([
        probe(dependencies.database, () => sql`select 1`.execute(deps.database.db)),
        deps.redis && dependencies.redis ? probe(dependencies.redis, () => (deps.redis as Redis).ping()) : undefined,
        probe(dependencies.cache, async () => {
          const key = 'health:probe'; // one key, overwritten: probes must not pile up in the cache
          await deps.renderCache.set(key, Buffer.from('ok'));
          if (!(await deps.renderCache.get(key))) throw new Error('the cache lost a write');
        }),
      ]);
      const canServe = database === 'ok';
      const status = !canServe ? 'unavailable' : redis === 'down' || cache === 'down' ? 'degraded' : 'ok';
      const since = (dependency: Dependency | undefined) =>
        dependency?.downSince ? { downSince: dependency.downSince.toISOString() } : {};
      const body = {
        status,
        version: SERVICE_VERSION,
        // What the images are drawn by: part of every ETag and cache key.
        rendererVersion: RENDERER_VERSION,
        uptimeSeconds: Math.round((Date.now() - started) / 1000),
        database: { state: database, dialect: deps.database.dialect, ...since(dependencies.database) },
        ...(redis ? { redis: { state: redis, ...since(dependencies.redis) } } : {}),
        cache: { state: cache, driver: deps.options.cacheDriver, ...since(dependencies.cache) },
      };
      return json(body, canServe ? 200 : 503);
    },
    { anyOrigin: true },
  );
  onGet(
    app,
    '/health/live',
    () => json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) }, 200),
    {
      anyOrigin: true,
    },
  );
}
