import { expect, it } from 'vitest';
import { BACKENDS } from './_databases.js';

const postgres = BACKENDS.find((backend) => backend.name === 'postgres');

it('migrates a PostgreSQL schema while another schema of the same database already holds the migration tables', async () => {
  // Kysely looked for its migration tables in every schema: finding the first schema's, it
  // skipped creating the second's and failed on them ("relation kysely_migration_lock does not exist").
  const first = await postgres?.open();
  try {
    const second = await postgres?.open();
    expect(second?.dialect).toBe('postgres');
    await second?.close();
  } finally {
    await first?.close();
  }
});

it('marks the playground account of an installation made before accounts said so', async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const SQLite = (await import('better-sqlite3')).default;
  const { Kysely, Migrator, SqliteDialect, sql } = await import('kysely');
  const { MIGRATIONS, migrate } = await import('../../src/store/migrations.js');
  const db = new Kysely<unknown>({
    dialect: new SqliteDialect({
      database: new SQLite(join(mkdtempSync(join(tmpdir(), 'glyphcast-mig-')), 'db.sqlite')),
    }),
  });
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('0006-signing-rollover')).error).toBeUndefined();
    for (const [id, email] of [
      ['acct_play', 'playground'],
      ['acct_user', 'playground'],
    ]) {
      await sql`insert into accounts (id, email, plan, created_at) values (${id}, ${email}, 'free', '2026-01-01')`.execute(
        db,
      );
    }
    const setting = JSON.stringify({ accountId: 'acct_play', publicKey: 'pk_live_x' });
    await sql`insert into settings (name, value) values ('playground', ${setting})`.execute(db);
    await migrate(db, 'sqlite');
    const rows = await sql<{ id: string; playground: number }>`select id, playground from accounts order by id`.execute(
      db,
    );
    // Known by the setting, not by an email anyone could have registered.
    expect(rows.rows).toEqual([
      { id: 'acct_play', playground: 1 },
      { id: 'acct_user', playground: 0 },
    ]);
  } finally {
    await db.destroy();
  }
});
