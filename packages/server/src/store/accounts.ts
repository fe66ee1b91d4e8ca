import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { PlanId } from '../plans/plans.js';
import { type Account, now, toAccount } from './account-row.js';
import type { ApiKeys, KeyPair } from './api-keys.js';
import type { KeyOwners } from './key-owners.js';
import type { Database } from './schema.js';

const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

function newAccountId(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  return `acct_${Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

/** What Stripe told us about an account: its customer, a past-due plan's end, a failed payment. */
export interface AccountBilling {
  stripeCustomerId: string | null;
  planUntil: string | null;
  paymentFailedAt: string | null;
}

/**
 * The accounts table's one writer: accounts, their plans, settings and billing state. Every
 * change forgets the remembered key owners, so it applies at once in this process. Billing's
 * changes run in `transaction` with its own tables, and are forgotten once they commit.
 */
export class Accounts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly keyOwners: KeyOwners,
    private readonly keys: ApiKeys,
  ) {}

  /** Runs `work` in one transaction, with these accounts writing through it. */
  async transaction<T>(work: (accounts: Accounts, trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const result = await this.db
      .transaction()
      .execute((trx) => work(new Accounts(trx, this.keyOwners, this.keys), trx));
    this.keyOwners.forget();
    return result;
  }

  /** Creates an account with a secret and a public key; the keys are returned this once only. */
  async create(options: {
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
    const keys = await this.db.transaction().execute(async (trx) => {
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
      return this.keys.issuePair(account.id, trx);
    });
    return { account, ...keys };
  }

  async get(id: string): Promise<Account | undefined> {
    const row = await this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toAccount(row);
  }

  /** Every account with its keys as lists show them, oldest first. */
  async list(): Promise<(Account & { keys: { kind: 'secret' | 'public'; display: string; revoked: boolean }[] })[]> {
    const rows = await this.db.selectFrom('accounts').selectAll().orderBy('created_at').execute();
    const keys = await this.keys.displayed();
    return rows.map((row) => ({
      ...toAccount(row),
      keys: keys
        .filter((key) => key.accountId === row.id)
        .map(({ kind, display, revoked }) => ({ kind, display, revoked })),
    }));
  }

  /** Sets the plan; `until` keeps a past-due paid plan only until then. False for no such account. */
  async setPlan(accountId: string, plan: PlanId, until: string | null = null): Promise<boolean> {
    const result = await this.db
      .updateTable('accounts')
      .set({ plan, plan_until: until })
      .where('id', '=', accountId)
      .executeTakeFirst();
    this.keyOwners.forget();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Turns signed GET URLs on (returning a new signing secret, shown once) or off. */
  async setSignedUrls(accountId: string, required: boolean): Promise<string | undefined> {
    const secret = required ? newSigningSecret() : undefined;
    const noRollover = { previous_signing_secret: null, previous_signing_until: null };
    const update = required
      ? { signing_secret: secret as string, require_signed: 1, ...noRollover }
      : { require_signed: 0, ...noRollover };
    await this.db.updateTable('accounts').set(update).where('id', '=', accountId).execute();
    this.keyOwners.forget();
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
    this.keyOwners.forget();
    return { secret, previousUntil };
  }

  /** Limits the public key to these origins (`https://example.com`), or lifts the limit. */
  async setAllowedOrigins(accountId: string, origins: string[] | undefined): Promise<void> {
    await this.db
      .updateTable('accounts')
      .set({ allowed_origins: origins?.length ? JSON.stringify(origins) : null })
      .where('id', '=', accountId)
      .execute();
    this.keyOwners.forget();
  }

  async billingOf(accountId: string): Promise<AccountBilling | undefined> {
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

  /** Links a Stripe customer to the account; false for no such account. */
  async linkCustomer(accountId: string, customer: string): Promise<boolean> {
    const linked = await this.db
      .updateTable('accounts')
      .set({ stripe_customer_id: customer })
      .where('id', '=', accountId)
      .executeTakeFirst();
    return Number(linked.numUpdatedRows) === 1;
  }

  async accountOfCustomer(customer: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('accounts')
      .select('id')
      .where('stripe_customer_id', '=', customer)
      .executeTakeFirst();
    return row?.id;
  }

  async recordPaymentFailed(accountId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('accounts')
      .set({ payment_failed_at: at.toISOString() })
      .where('id', '=', accountId)
      .execute();
  }
}
