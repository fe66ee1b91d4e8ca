import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Every table, parents first, so an import never breaks a foreign key. */
const TABLES = [
  'accounts',
  'api_keys',
  'usage',
  'designs',
  'settings',
  'stripe_events',
  'stripe_subscriptions',
] as const;
type Table = (typeof TABLES)[number];

const FORMAT = 'glyphcast-export';
const FORMAT_VERSION = 1;

export type TableCounts = Partial<Record<Table, number>>;

/**
 * Writes the whole database as JSON lines: a header, then one `{ table, row }` per row. The
 * same format comes out of SQLite and PostgreSQL and goes into either: it is the backup
 * format and the way from SQLite to PostgreSQL. Keys are stored as hashes, so an export holds
 * no usable key (signing secrets excepted: keep exports private).
 */
export async function exportData(db: Kysely<Database>, write: (line: string) => void): Promise<TableCounts> {
  write(JSON.stringify({ format: FORMAT, version: FORMAT_VERSION, exportedAt: new Date().toISOString() }));
  const counts: TableCounts = {};
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    for (const row of rows) write(JSON.stringify({ table, row }));
    counts[table] = rows.length;
  }
  return counts;
}

export class ImportError extends Error {}

/**
 * Loads an export into an empty database (migrated, with no accounts), in one transaction:
 * either every row goes in, or none does.
 */
export async function importData(db: Kysely<Database>, lines: AsyncIterable<string>): Promise<TableCounts> {
  const existing = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  if (existing) throw new ImportError('the database already has accounts: import into an empty one');
  const counts: TableCounts = {};
  await db.transaction().execute(async (trx) => {
    let lineNumber = 0;
    for await (const line of lines) {
      lineNumber++;
      if (!line.trim()) continue;
      let entry: { format?: string; version?: number; table?: string; row?: Record<string, unknown> };
      try {
        entry = JSON.parse(line);
      } catch {
        throw new ImportError(`line ${lineNumber} is not JSON`);
      }
      if (lineNumber === 1) {
        if (entry.format !== FORMAT || entry.version !== FORMAT_VERSION) {
          throw new ImportError(`not a ${FORMAT} version ${FORMAT_VERSION} file (line 1)`);
        }
        continue;
      }
      const table = entry.table as Table;
      if (!TABLES.includes(table) || typeof entry.row !== 'object' || entry.row === null) {
        throw new ImportError(`line ${lineNumber} names no known table`);
      }
      // Rows come from our own export of the same schema; the database checks them again.
      await trx
        .insertInto(table)
        .values(entry.row as never)
        .execute();
      counts[table] = (counts[table] ?? 0) + 1;
    }
    if (lineNumber === 0) throw new ImportError('the file is empty');
  });
  return counts;
}
