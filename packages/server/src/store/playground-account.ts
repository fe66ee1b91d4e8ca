import type { Kysely } from 'kysely';
import type { Accounts } from './accounts.js';
import type { Database } from './schema.js';

interface PlaygroundKey {
  accountId: string;
  publicKey: string;
}

/**
 * The playground's own account (marked as such) and its public key, made on first use and then
 * shared by every instance through the settings table. A public key is public by design, so it
 * is kept as is.
 */
export class PlaygroundAccount {
  /** Once known it never changes. */
  private known: PlaygroundKey | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: Accounts,
  ) {}

  async key(): Promise<PlaygroundKey> {
    if (this.known) return this.known;
    const stored = await this.db
      .selectFrom('settings')
      .select('value')
      .where('name', '=', 'playground')
      .executeTakeFirst();
    if (stored) {
      this.known = JSON.parse(stored.value) as PlaygroundKey;
      return this.known;
    }
    const { account, publicKey } = await this.accounts.create({ plan: 'free', email: 'playground', playground: true });
    const value = JSON.stringify({ accountId: account.id, publicKey });
    // Two instances may race on first use: the first insert wins and both use it.
    await this.db
      .insertInto('settings')
      .values({ name: 'playground', value })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    return this.key();
  }
}
