import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Each table has one writer, which also forgets what it remembers of it (the key owners):
 * nothing else inserts, updates or deletes its rows. Migrations and the export/import of the
 * whole database write every table by design.
 */
const WRITERS: Record<string, string> = {
  accounts: 'store/accounts.ts',
  api_keys: 'store/api-keys.ts',
  usage: 'store/usage.ts',
  designs: 'store/designs.ts',
  usage_tickets: 'store/usage.ts',
  settings: 'store/playground-account.ts',
  stripe_events: 'billing/stripe-billing.ts',
  stripe_subscriptions: 'billing/stripe-billing.ts',
};
const WRITE_ANYTHING = new Set(['store/migrations.ts', 'store/data-transfer.ts']);

const src = resolve(import.meta.dirname, '../../src');
const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));

describe('the tables', () => {
  const writes = files.flatMap((file) => {
    const text = readFileSync(join(src, file), 'utf8');
    return [...text.matchAll(/\.(insertInto|updateTable|deleteFrom)\('(\w+)'\)/g)].map((match) => ({
      file: relative(src, join(src, file)),
      table: match[2] as string,
    }));
  });

  it('are written somewhere (the scan sees the writes)', () => {
    expect(new Set(writes.map((write) => write.table))).toEqual(new Set(Object.keys(WRITERS)));
  });

  it('are each written by their one owner', () => {
    const strays = writes.filter((write) => !WRITE_ANYTHING.has(write.file) && WRITERS[write.table] !== write.file);
    expect(strays).toEqual([]);
  });
});
