import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrate } from './migrations.js';
import type { Database } from './schema.js';

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Opens the database the settings name: PostgreSQL when `databaseUrl` is a postgres URL (so
 * several instances share one state), otherwise a SQLite file in `dataDir`. Migrations run
 * before anything else.
 */
export async function openDatabase(settings: { databaseUrl?: string; dataDir: string }): Promise<OpenDatabase> {
  const url = settings.databaseUrl;
  let db: Kysely<Database>;
  let dialect: OpenDatabase['dialect'];
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
    });
    dialect = 'postgres';
  } else {
    const file = url?.startsWith('sqlite:') ? url.slice('sqlite:'.length) : join(settings.dataDir, 'glyphcast.sqlite');
    if (!url) mkdirSync(settings.dataDir, { recursive: true });
    const sqlite = new SQLite(file);
    // WAL lets readers run beside the writer; the timeout waits out a concurrent write.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    dialect = 'sqlite';
  }
  await migrate(db as Kysely<unknown>);
  return { db, dialect, close: () => db.destroy() };
}
