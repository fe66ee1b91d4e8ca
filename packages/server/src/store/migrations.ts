import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

/** Migrations in code (no files to ship), applied in name order at start. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts-keys-usage': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text')
        .addColumn('plan', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('api_keys')
        .addColumn('hash', 'text', (column) => column.primaryKey())
        .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id'))
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('display', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('api_keys_account').on('api_keys').column('account_id').execute();
      await db.schema
        .createTable('usage')
        .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id'))
        .addColumn('month', 'text', (column) => column.notNull())
        .addColumn('images', 'integer', (column) => column.notNull().defaultTo(sql`0`))
        .addPrimaryKeyConstraint('usage_pk', ['account_id', 'month'])
        .execute();
    },
  },
};

MIGRATIONS['0002-signed-urls-origins'] = {
  async up(db: Kysely<unknown>) {
    // The signing secret is an HMAC key: it must be readable to verify, so it is not hashed.
    await db.schema.alterTable('accounts').addColumn('signing_secret', 'text').execute();
    await db.schema
      .alterTable('accounts')
      .addColumn('require_signed', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    // JSON array of origins allowed to use the public key, or null for any.
    await db.schema.alterTable('accounts').addColumn('allowed_origins', 'text').execute();
  },
};

MIGRATIONS['0003-settings'] = {
  async up(db: Kysely<unknown>) {
    // Small server-wide values, shared by every instance (the playground's public key).
    await db.schema
      .createTable('settings')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .execute();
  },
};

MIGRATIONS['0004-stripe-billing'] = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').addColumn('stripe_customer_id', 'text').execute();
    // A paid plan past due holds until this time (ISO-8601), then the account is on Free.
    await db.schema.alterTable('accounts').addColumn('plan_until', 'text').execute();
    await db.schema.alterTable('accounts').addColumn('payment_failed_at', 'text').execute();
    await db.schema.createIndex('accounts_stripe_customer').on('accounts').column('stripe_customer_id').execute();
    // Every Stripe event applied, by id: a replay finds its id here and changes nothing.
    await db.schema
      .createTable('stripe_events')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('created', 'bigint', (column) => column.notNull())
      .addColumn('received_at', 'text', (column) => column.notNull())
      .execute();
    // The last known state of each subscription, kept even before its account is known
    // (Stripe may send the subscription before the checkout that names the account).
    await db.schema
      .createTable('stripe_subscriptions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('customer_id', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('price_id', 'text')
      .addColumn('ended', 'integer', (column) => column.notNull().defaultTo(0))
      // `created` of the event that set this state: an older event is ignored.
      .addColumn('state_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('stripe_subscriptions_customer')
      .on('stripe_subscriptions')
      .column('customer_id')
      .execute();
  },
};

MIGRATIONS['0005-usage-tickets'] = {
  async up(db: Kysely<unknown>) {
    // One row per image counted in the last hour, written in the same transaction as the count:
    // when a commit's answer is lost, the ticket says whether the count happened.
    await db.schema
      .createTable('usage_tickets')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('month', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('usage_tickets_created').on('usage_tickets').column('created_at').execute();
  },
};

MIGRATIONS['0006-signing-rollover'] = {
  async up(db: Kysely<unknown>) {
    // During a rollover the secret before the current one signs too, until a set time.
    await db.schema.alterTable('accounts').addColumn('previous_signing_secret', 'text').execute();
    await db.schema.alterTable('accounts').addColumn('previous_signing_until', 'text').execute();
  },
};

MIGRATIONS['0007-playground-account'] = {
  async up(db: Kysely<unknown>) {
    // The playground's account says what it is, rather than being known by its email.
    await db.schema
      .alterTable('accounts')
      .addColumn('playground', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    const stored = await sql<{ value: string }>`select value from settings where name = 'playground'`.execute(db);
    const value = stored.rows[0]?.value;
    if (value) {
      const { accountId } = JSON.parse(value) as { accountId: string };
      await sql`update accounts set playground = 1 where id = ${accountId}`.execute(db);
    }
  },
};

MIGRATIONS['0008-designs'] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('designs')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id'))
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('name', 'text')
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('width', 'integer', (column) => column.notNull())
      .addColumn('height', 'integer', (column) => column.notNull())
      .addColumn('variables', 'text', (column) => column.notNull())
      .addColumn('fonts', 'text', (column) => column.notNull())
      .addColumn('lang', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('designs_account').on('designs').column('account_id').execute();
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws if a migration fails (the server must not start then). */
export async function migrate(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which: a database shared
  // with another schema that has them (another app, another instance's test) would make it skip
  // creating its own. On PostgreSQL they live in the schema our tables go to.
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const { error } = await new Migrator({ db, provider, migrationTableSchema: schema }).migrateToLatest();
  if (error) throw error;
}
