import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { hashKey, type KeyKind } from '../keys/key-format.js';
import { type Account, now, toAccount } from './account-row.js';
import type { Database } from './schema.js';

export interface KeyOwner {
  account: Account;
  kind: KeyKind;
  revoked: boolean;
  /**
   * The secrets a signed GET URL may be signed with, when the account requires signatures: the
   * current one, and during a rollover the previous one; undefined when signatures are not required.
   */
  signingSecrets: string[] | undefined;
  /** Origins allowed to use the public key; undefined for any. */
  allowedOrigins: string[] | undefined;
}

/** How long a key's account and settings are remembered (see find). */
const KEY_CACHE_MS = 5000;

/** The current signing secret, and the previous one while its rollover lasts. */
function signingSecretsOf(row: {
  signing_secret: string | null;
  previous_signing_secret: string | null;
  previous_signing_until: string | null;
}): string[] {
  const secrets = [row.signing_secret as string];
  if (row.previous_signing_secret && row.previous_signing_until && row.previous_signing_until > now()) {
    secrets.push(row.previous_signing_secret);
  }
  return secrets;
}

/**
 * Who a key belongs to, read from the keys and accounts tables and remembered for a few
 * seconds: a busy og:image URL then costs no database query per request. Whoever writes those
 * tables (Accounts, ApiKeys) calls `forget`, so a change in this process applies at once; on
 * other instances it applies within `KEY_CACHE_MS`.
 */
export class KeyOwners {
  private readonly owners = new LRUCache<string, KeyOwner>({ max: 10_000, ttl: KEY_CACHE_MS });

  constructor(private readonly db: Kysely<Database>) {}

  async find(key: string): Promise<KeyOwner | undefined> {
    // Remembered by the key itself (in memory only, like the request that carried it): a
    // repeat skips hashing. The database only ever sees and stores the hash.
    const remembered = this.owners.get(key);
    if (remembered) return remembered;
    const owner = await this.lookUp(key);
    if (owner) this.owners.set(key, owner);
    return owner;
  }

  forget(): void {
    this.owners.clear();
  }

  private async lookUp(key: string): Promise<KeyOwner | undefined> {
    const row = await this.db
      .selectFrom('api_keys')
      .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
      .select([
        'accounts.id',
        'accounts.email',
        'accounts.plan',
        'accounts.created_at',
        'accounts.signing_secret',
        'accounts.previous_signing_secret',
        'accounts.previous_signing_until',
        'accounts.require_signed',
        'accounts.allowed_origins',
        'accounts.plan_until',
        'accounts.playground',
        'api_keys.kind',
        'api_keys.revoked_at',
      ])
      .where('api_keys.hash', '=', hashKey(key))
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      account: toAccount(row),
      kind: row.kind,
      revoked: row.revoked_at !== null,
      signingSecrets: Number(row.require_signed) === 1 && row.signing_secret ? signingSecretsOf(row) : undefined,
      allowedOrigins: row.allowed_origins ? (JSON.parse(row.allowed_origins) as string[]) : undefined,
    };
  }
}
