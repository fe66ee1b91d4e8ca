import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isConnectionFailure } from '../health/connection-failure.js';
import { type Dependency, DependencyUnavailable } from '../health/dependency.js';

/**
 * node-postgres's pool as Kysely's, made safe to lose the database under: the pool and every
 * client have an error listener (a connection that drops would otherwise end the process with an
 * unhandled 'error' event), connection failures become `DependencyUnavailable` (a 503) and mark
 * the database down, and the first query that works marks it up again. A client whose connection
 * broke is destroyed on release, not handed out again.
 */
export function guardedPool(pool: pg.Pool, database: Dependency): PostgresPool {
  // An idle connection closed by the server (a restart, an idle timeout, a pooler) only needs
  // replacing, which the pool does; whether the database is down is told by the next query.
  // The listeners are what keeps the process alive: without one the error would end it.
  pool.on('error', () => undefined);
  const listening = new WeakSet<pg.PoolClient>();
  const fail = (error: unknown): never => {
    if (!isConnectionFailure(error)) throw error;
    database.markDown(error);
    throw new DependencyUnavailable('database', error);
  };
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect().catch(fail);
      let broken: Error | undefined;
      if (!listening.has(client)) {
        listening.add(client);
        client.on('error', () => undefined);
      }
      return {
        query: (async (sql: string, parameters: readonly unknown[]) => {
          try {
            const result = await client.query(sql, parameters as unknown[]);
            database.markUp();
            return result;
          } catch (error) {
            if (isConnectionFailure(error)) broken = error as Error;
            return fail(error);
          }
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(broken),
      };
    },
    end: () => pool.end(),
  };
}
