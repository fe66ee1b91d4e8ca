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
