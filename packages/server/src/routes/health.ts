import type { H3 } from 'h3';
import { sql } from 'kysely';
import type { RenderCache } from '../cache/render-cache.js';
import type { ResolvedServerOptions } from '../config.js';
import type { OpenDatabase } from '../store/open-database.js';
import { SERVICE_VERSION } from '../version.js';

const started = Date.now();

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'down';
  }
}

/**
 * GET /health: 200 with the version and the state of the database and the cache, or 503 when
 * either is down (a load balancer then stops sending traffic here). The error itself is not
 * shown: it may name hosts and users.
 */
export function registerHealth(
  app: H3,
  deps: { database: OpenDatabase; cache: RenderCache; options: ResolvedServerOptions },
): void {
  app.get('/health', async () => {
    const database = await probe(() => sql`select 1`.execute(deps.database.db));
    const cache = await probe(async () => {
      const key = 'health:probe'; // one key, overwritten: probes must not pile up in the cache
      await deps.cache.set(key, Buffer.from('ok'));
      if (!(await deps.cache.get(key))) throw new Error('cache lost a write');
    });
    const healthy = database === 'ok' && cache === 'ok';
    const body = {
      status: healthy ? 'ok' : 'degraded',
      version: SERVICE_VERSION,
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      database: { state: database, dialect: deps.database.dialect },
      cache: { state: cache, driver: deps.options.cacheDriver },
    };
    return new Response(JSON.stringify(body), {
      status: healthy ? 200 : 503,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
  });
}
