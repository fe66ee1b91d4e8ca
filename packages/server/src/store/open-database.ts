import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { Dependency, targetOf } from '../health/dependency.js';
import { StartupError, waitAtStart } from '../health/wait-at-start.js';
import { makeDataFolder } from './data-folder.js';
import { guardedPool } from './guarded-pool.js';
import { migrate } from './migrations.js';
import type { Database } from './schema.js';

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** Up or down, as the database's connections last reported. */
  dependency: Dependency;
  close(): Promise<void>;
}

/** How long a start waits for PostgreSQL before it gives up. */
const DEFAULT_STARTUP_TIMEOUT_MS = 30_000;

/*
 * node-postgres waits forever by default: for a connection when the server is unreachable, and
 * for an answer on a connection that went silent. These bound both, so a request meets a 503
 * in seconds rather than hanging.
 */
const POOL_SETTINGS = { max: 10, connectionTimeoutMillis: 3000, query_timeout: 10_000, keepAlive: true };

/**
 * Opens the database the settings name: PostgreSQL when `databaseUrl` is a postgres URL (so
 * several instances share one state), otherwise a SQLite file in `dataDir`. Migrations run
 * before anything else; PostgreSQL is waited for, up to `startupTimeoutMs`.
 */
export async function openDatabase(settings: {
  databaseUrl?: string;
  dataDir: string;
  startupTimeoutMs?: number;
  /** Where the database's state changes are logged (standard error when not given). */
  log?: (line: string) => void;
}): Promise<OpenDatabase> {
  const url = settings.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, settings.startupTimeoutMs, settings.log);
  return openSqlite(url?.startsWith('sqlite:') ? url.slice('sqlite:'.length) : undefined, settings.dataDir);
}

async function openPostgres(
  url: string,
  startupTimeoutMs = DEFAULT_STARTUP_TIMEOUT_MS,
  log?: (line: string) => void,
): Promise<OpenDatabase> {
  const dependency = new Dependency('database', targetOf(url), log);
  const pool = new pg.Pool({ connectionString: url, ...POOL_SETTINGS });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guardedPool(pool, dependency) }) });
  const target = { what: 'PostgreSQL', setting: 'DATABASE_URL', target: dependency.target };
  try {
    await waitAtStart(target, () => migrate(db as Kysely<unknown>, 'postgres'), startupTimeoutMs, log);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return { db, dialect: 'postgres', dependency, close: () => db.destroy() };
}

/** The SQLite file, or a start stopped with one line naming the file and the setting that chose it. */
function openSqliteFile(file: string, setting: string): SQLite.Database {
  try {
    return new SQLite(file);
  } catch (error) {
    throw new StartupError(`cannot open the SQLite database ${file} (${setting}): ${(error as Error).message}`);
  }
}

async function openSqlite(path: string | undefined, dataDir: string): Promise<OpenDatabase> {
  if (!path) makeDataFolder(dataDir);
  const file = path ?? join(dataDir, 'glyphcast.sqlite');
  const sqlite = openSqliteFile(file, path ? 'DATABASE_URL' : 'DATA_DIR');
  // WAL lets readers run beside the writer; the timeout waits out a concurrent write.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrate(db as Kysely<unknown>, 'sqlite');
  return { db, dialect: 'sqlite', dependency: new Dependency('database', file), close: () => db.destroy() };
}
