import { type Kysely, sql } from 'kysely';
import { now } from './account-row.js';
import type { Database } from './schema.js';

/** The calendar month of a date in UTC, `YYYY-MM`: the metering period. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The usage tables' one writer: images counted per account and month, and the tickets that let a count be refunded. */
export class Usage {
  constructor(private readonly db: Kysely<Database>) {}

  /** Images counted for an account in a month. */
  async count(accountId: string, month: string): Promise<number> {
    const row = await this.db
      .selectFrom('usage')
      .select('images')
      .where('account_id', '=', accountId)
      .where('month', '=', month)
      .executeTakeFirst();
    return row ? Number(row.images) : 0;
  }

  /**
   * Counts one image if the account is under `limit` this month, as one atomic statement (an
   * upsert whose update only happens below the limit): under any concurrency, exactly `limit`
   * images pass. Returns false when the limit is reached. With a `ticket`, the count and the
   * ticket are written in one transaction, so `refund` can undo exactly this count even when
   * the commit's answer was lost on the way back.
   */
  async consume(accountId: string, month: string, limit: number, ticket?: string): Promise<boolean> {
    if (limit <= 0) return false;
    const count = (db: Kysely<Database>) =>
      db
        .insertInto('usage')
        .values({ account_id: accountId, month, images: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['account_id', 'month'])
            .doUpdateSet({ images: sql`usage.images + 1` })
            .where(sql<boolean>`usage.images < ${limit}`),
        )
        .returning('images')
        .executeTakeFirst();
    if (ticket === undefined) return (await count(this.db)) !== undefined;
    return this.db.transaction().execute(async (trx) => {
      if ((await count(trx)) === undefined) return false;
      await trx
        .insertInto('usage_tickets')
        .values({ id: ticket, account_id: accountId, month, created_at: now() })
        .execute();
      return true;
    });
  }

  /**
   * Gives back the image counted under `ticket`, if it was counted: the ticket and the count go
   * together, so a refund whose consume never committed, or one applied twice, changes nothing.
   */
  async refund(ticket: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const counted = await trx
        .deleteFrom('usage_tickets')
        .where('id', '=', ticket)
        .returning(['account_id', 'month'])
        .executeTakeFirst();
      if (!counted) return;
      await trx
        .updateTable('usage')
        .set({ images: sql`images - 1` })
        .where('account_id', '=', counted.account_id)
        .where('month', '=', counted.month)
        .where('images', '>', 0)
        .execute();
    });
  }

  /** Forgets tickets older than `before`: by then every refund that needed one has been tried. */
  async pruneTickets(before: Date): Promise<void> {
    await this.db.deleteFrom('usage_tickets').where('created_at', '<', before.toISOString()).execute();
  }
}
