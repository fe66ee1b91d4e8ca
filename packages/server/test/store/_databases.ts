import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type OpenDatabase, openDatabase } from '../../src/store/open-database.js';

/** The PostgreSQL of the test machine (.ci/run exports it; this is the local default). */
export const POSTGRES_URL = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Each store test runs against every backend: a fresh SQLite file, and a fresh PostgreSQL schema. */
export const BACKENDS: { name: string; open: () => Promise<OpenDatabase> }[] = [
  {
    name: 'sqlite',
    open: () => openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-sqlite-')) }),
  },
  {
    name: 'postgres',
    open: async () => {
      const schema = `glyphcast_test_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
      const opened = await openDatabase({
        databaseUrl: `${POSTGRES_URL}?options=-c%20search_path%3D${schema}`,
        dataDir: '',
      });
      return {
        ...opened,
        close: async () => {
          await opened.close();
          const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
          await cleanup.connect();
          await cleanup.query(`drop schema ${schema} cascade`);
          await cleanup.end();
        },
      };
    },
  },
];
