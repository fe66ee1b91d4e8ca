import { randomBytes, randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { displayKey, generateKey, hashKey, type KeyKind } from '../keys/key-format.js';
import { isPlanId, type PlanId } from '../plans/plans.js';
import type { Database } from './schema.js';

export interface Account {
  id: string;
  email: string | null;
  plan: PlanId;
  createdAt: string;
  /** The playground's shared account: its limits are per client address. */
  playground: boolean;
}

interface KeyPair {
  secretKey: string;
  publicKey: string;
}

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

const now = () => new Date().toISOString();

const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

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

/** How long a key's account and settings are remembered (see findKeyOwner). */
const KEY_CACHE_MS = 5000;

function newAccountId(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  return `acct_${Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

/** The calendar month of a date in UTC, `YYYY-MM`: the metering period. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

function toAccount(
  row: Pick<Database['accounts'], 'id' | 'email' | 'plan' | 'created_at' | 'plan_until'> & { playground: unknown },
): Account {
  // A paid plan past due holds for its grace period; after it, Free until Stripe says paid.
  const lapsed = row.plan_until !== null && row.plan_until <= now();
  const plan = isPlanId(row.plan) && !lapsed ? row.plan : 'free';
  return { id: row.id, email: row.email, plan, createdAt: row.created_at, playground: Number(row.playground) === 1 };
}

/** Accounts, their keys (stored as hashes) and their monthly usage, over SQLite or PostgreSQL. */
export class AccountStore {
  /** Key owners by key, for a few seconds. */
  private readonly owners = new LRUCache<string, KeyOwner>({ max: 10_000, ttl: KEY_CACHE_MS });
  /** The playground's key once known: it never changes. */
  private playground: { accountId: string; publicKey: string } | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  /** Creates an account with a secret and a public key; the keys are returned this once only. */
  async createAccount(options: {
    plan: PlanId;
    email?: string;
    playground?: boolean;
  }): Promise<{ account: Account } & KeyPair> {
    const account: Account = {
      id: newAccountId(),
      email: options.email ?? null,
      plan: options.plan,
      createdAt: now(),
      playground: options.playground ?? false,
    };
    const keys = { secretKey: generateKey('secret'), publicKey: generateKey('public') };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('accounts')
        .values({
          id: account.id,
          email: account.email,
          plan: account.plan,
          created_at: account.createdAt,
          playground: account.playground ? 1 : 0,
        })
        .execute();
      await trx.insertInto('api_keys').values(this.keyRows(account.id, keys)).execute();
    });
    return { account, ...keys };
  }

  private keyRows(accountId: string, keys: KeyPair) {
    const createdAt = now();
    return [
      {
        hash: hashKey(keys.secretKey),
        account_id: accountId,
        kind: 'secret' as const,
        display: displayKey(keys.secretKey),
        created_at: createdAt,
        revoked_at: null,
      },
      {
        hash: hashKey(keys.publicKey),
        account_id: accountId,
        kind: 'public' as const,
        display: displayKey(keys.publicKey),
        created_at: createdAt,
        revoked_at: null,
      },
    ];
  }

  /**
   * The account a key belongs to, remembered for a few seconds: a busy og:image URL then costs
   * no database query per request. A revocation, plan change or new setting takes effect
   * within `KEY_CACHE_MS`, on every instance.
   */
  async findKeyOwner(key: string): Promise<KeyOwner | undefined> {
    // Remembered by the key itself (in memory only, like the request that carried it): a
    // repeat skips hashing. The database only ever sees and stores the hash.
    const remembered = this.owners.get(key);
    if (remembered) return remembered;
    const owner = await this.lookUpKeyOwner(key);
    if (owner) this.owners.set(key, owner);
    return owner;
  }

  /** Forgets remembered keys: after an admin change in this process, it applies at once. */
  forgetKeys(): void {
    this.owners.clear();
  }

  private async lookUpKeyOwner(key: string): Promise<KeyOwner | undefined> {
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

  async getAccount(id: string): Promise<Account | undefined> {
    const row = await this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toAccount(row);
  }

  async listAccounts(): Promise<(Account & { keys: { kind: KeyKind; display: string; revoked: boolean }[] })[]> {
    const accounts = await this.db.selectFrom('accounts').selectAll().orderBy('created_at').execute();
    const keys = await this.db.selectFrom('api_keys').select(['account_id', 'kind', 'display', 'revoked_at']).execute();
    return accounts.map((row) => ({
      ...toAccount(row),
      keys: keys
        .filter((key) => key.account_id === row.id)
        .map((key) => ({ kind: key.kind, display: key.display, revoked: key.revoked_at !== null })),
    }));
  }

  /** Revokes every live key of an account; returns how many were revoked. */
  async revokeKeys(accountId: string): Promise<number> {
    this.forgetKeys();
    const result = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: now() })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Revokes the live keys and issues a new pair, in one transaction. */
  async rotateKeys(accountId: string): Promise<KeyPair | undefined> {
    this.forgetKeys();
    if (!(await this.getAccount(accountId))) return undefined;
    const keys = { secretKey: generateKey('secret'), publicKey: generateKey('public') };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('api_keys')
        .set({ revoked_at: now() })
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .execute();
      await trx.insertInto('api_keys').values(this.keyRows(accountId, keys)).execute();
    });
    return keys;
  }

  /** Turns signed GET URLs on (returning a new signing secret, shown once) or off. */
  async setSignedUrls(accountId: string, required: boolean): Promise<string | undefined> {
    this.forgetKeys();
    const secret = required ? newSigningSecret() : undefined;
    const noRollover = { previous_signing_secret: null, previous_signing_until: null };
    const update = required
      ? { signing_secret: secret as string, require_signed: 1, ...noRollover }
      : { require_signed: 0, ...noRollover };
    await this.db.updateTable('accounts').set(update).where('id', '=', accountId).execute();
    return secret;
  }

  /**
   * A new signing secret for an account that requires signed URLs (shown once), the current
   * one still accepted for `overlapDays`: pages and caches holding URLs signed with it keep
   * working while the site re-signs them. Undefined when the account does not sign.
   */
  async rotateSigningSecret(
    accountId: string,
    overlapDays: number,
  ): Promise<{ secret: string; previousUntil: string } | undefined> {
    this.forgetKeys();
    const row = await this.db
      .selectFrom('accounts')
      .select(['signing_secret', 'require_signed'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!row?.signing_secret || Number(row.require_signed) !== 1) return undefined;
    const secret = newSigningSecret();
    const previousUntil = new Date(Date.now() + overlapDays * 86_400_000).toISOString();
    await this.db
      .updateTable('accounts')
      .set({
        signing_secret: secret,
        previous_signing_secret: row.signing_secret,
        previous_signing_until: previousUntil,
      })
      .where('id', '=', accountId)
      .execute();
    return { secret, previousUntil };
  }

  /** Limits the public key to these origins (`https://example.com`), or lifts the limit. */
  async setAllowedOrigins(accountId: string, origins: string[] | undefined): Promise<void> {
    this.forgetKeys();
    await this.db
      .updateTable('accounts')
      .set({ allowed_origins: origins?.length ? JSON.stringify(origins) : null })
      .where('id', '=', accountId)
      .execute();
  }

  /**
   * The playground's own account and public key, made on first use and then shared by every
   * instance through the database. A public key is public by design, so it is kept as is.
   */
  async playgroundKey(): Promise<{ accountId: string; publicKey: string }> {
    if (this.playground) return this.playground;
    const stored = await this.db
      .selectFrom('settings')
      .select('value')
      .where('name', '=', 'playground')
      .executeTakeFirst();
    if (stored) {
      this.playground = JSON.parse(stored.value) as { accountId: string; publicKey: string };
      return this.playground;
    }
    const { account, publicKey } = await this.createAccount({ plan: 'free', email: 'playground', playground: true });
    const value = JSON.stringify({ accountId: account.id, publicKey });
    // Two instances may race on first use: the first insert wins and both use it.
    await this.db
      .insertInto('settings')
      .values({ name: 'playground', value })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    return this.playgroundKey();
  }

  async setPlan(accountId: string, plan: PlanId): Promise<boolean> {
    this.forgetKeys();
    const result = await this.db
      .updateTable('accounts')
      .set({ plan, plan_until: null })
      .where('id', '=', accountId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** What Stripe told us about an account: its customer, a past-due plan's end, a failed payment. */
  async billingOf(
    accountId: string,
  ): Promise<
    { stripeCustomerId: string | null; planUntil: string | null; paymentFailedAt: string | null } | undefined
  > {
    const row = await this.db
      .selectFrom('accounts')
      .select(['stripe_customer_id', 'plan_until', 'payment_failed_at'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    return (
      row && {
        stripeCustomerId: row.stripe_customer_id,
        planUntil: row.plan_until,
        paymentFailedAt: row.payment_failed_at,
      }
    );
  }

  /** Images counted for an account in a month. */
  async usage(accountId: string, month: string): Promise<number> {
    const row = await this.db
      .selectFrom('usage')
      .select('images')
      .where('account_id', '=', accountId)
      .where('month', '=', month)
      .executeTakeFirst();
    return row ? Number(row.images) : 0;
  }

  /** Gives back an image counted for a render that then failed: a failed render counts nothing. */
  /**
   * Gives back the image counted under `ticket`, if it was counted: the ticket and the count go
   * together, so a refund whose consume never committed, or one applied twice, changes nothing.
   */
  async refundTicket(ticket: string): Promise<void> {
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

  /**
   * Counts one image if the account is under `limit` this month, as one atomic statement (an
   * upsert whose update only happens below the limit): under any concurrency, exactly `limit`
   * images pass. Returns false when the limit is reached. With a `ticket`, the count and the
   * ticket are written in one transaction, so `refundTicket` can undo exactly this count even
   * when the commit's answer was lost on the way back.
   */
  async consumeImage(accountId: string, month: string, limit: number, ticket?: string): Promise<boolean> {
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
}
