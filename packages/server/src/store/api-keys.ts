import type { Kysely } from 'kysely';
import { displayKey, generateKey, hashKey } from '../keys/key-format.js';
import { now } from './account-row.js';
import type { KeyOwners } from './key-owners.js';
import type { Database } from './schema.js';

export interface KeyPair {
  secretKey: string;
  publicKey: string;
}

/** The keys table's one writer: keys are stored as hashes, and shown once when made. */
export class ApiKeys {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly keyOwners: KeyOwners,
  ) {}

  /** A new secret and public key for an account, written through `db` (a transaction, when the account is new). */
  async issuePair(accountId: string, db: Kysely<Database> = this.db): Promise<KeyPair> {
    const keys = { secretKey: generateKey('secret'), publicKey: generateKey('public') };
    const createdAt = now();
    const row = (key: string, kind: 'secret' | 'public') => ({
      hash: hashKey(key),
      account_id: accountId,
      kind,
      display: displayKey(key),
      created_at: createdAt,
      revoked_at: null,
    });
    await db
      .insertInto('api_keys')
      .values([row(keys.secretKey, 'secret'), row(keys.publicKey, 'public')])
      .execute();
    return keys;
  }

  /** Revokes every live key of an account; returns how many were revoked. */
  async revoke(accountId: string, db: Kysely<Database> = this.db): Promise<number> {
    const result = await db
      .updateTable('api_keys')
      .set({ revoked_at: now() })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    this.keyOwners.forget();
    return Number(result.numUpdatedRows);
  }

  /** Revokes the live keys and issues a new pair, in one transaction. */
  async rotate(accountId: string): Promise<KeyPair> {
    const keys = await this.db.transaction().execute(async (trx) => {
      await this.revoke(accountId, trx);
      return this.issuePair(accountId, trx);
    });
    this.keyOwners.forget();
    return keys;
  }

  /** The keys of every account as lists show them (prefix and last four characters). */
  async displayed(): Promise<{ accountId: string; kind: 'secret' | 'public'; display: string; revoked: boolean }[]> {
    const rows = await this.db.selectFrom('api_keys').select(['account_id', 'kind', 'display', 'revoked_at']).execute();
    return rows.map((row) => ({
      accountId: row.account_id,
      kind: row.kind,
      display: row.display,
      revoked: row.revoked_at !== null,
    }));
  }
}
