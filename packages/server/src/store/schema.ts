import type { Generated } from 'kysely';

/** The tables, as Kysely sees them. Times are ISO-8601 text, so SQLite and PostgreSQL agree. */
export interface Database {
  accounts: {
    id: string;
    email: string | null;
    plan: string;
    created_at: string;
    signing_secret: string | null;
    /** The secret before the current one, accepted too until `previous_signing_until`. */
    previous_signing_secret: string | null;
    previous_signing_until: string | null;
    require_signed: Generated<number>;
    /** 1 for the playground's shared account (one per installation). */
    playground: Generated<number>;
    allowed_origins: string | null;
    stripe_customer_id: string | null;
    /** A paid plan past due holds until this time; after it the account is on Free. */
    plan_until: string | null;
    payment_failed_at: string | null;
  };
  api_keys: {
    /** SHA-256 of the key: the key itself is never stored. */
    hash: string;
    account_id: string;
    kind: 'secret' | 'public';
    /** Prefix and last four characters, for lists. */
    display: string;
    created_at: string;
    revoked_at: string | null;
  };
  /** Users' own designs: an element tree or HTML, its size and its variables. */
  designs: {
    /** `dsn_` and 16 characters. */
    id: string;
    account_id: string;
    /** 1 when stored, one more at every replace: it is part of every image's cache key. */
    version: number;
    name: string | null;
    /** What `body` holds: `html` text or an `element` tree as JSON. */
    source: 'html' | 'element';
    body: string;
    width: number;
    height: number;
    /** JSON object: each variable's default, or null when it must be given. */
    variables: string;
    /** JSON array: fonts by URL, `{ name, data, weight?, style? }` as the core takes them. */
    fonts: string;
    /** The text's language (a BCP 47 tag, or auto): the letterforms of its Han characters. */
    lang: string;
    created_at: string;
    updated_at: string;
  };
  settings: {
    name: string;
    value: string;
  };
  stripe_events: {
    id: string;
    type: string;
    /** The event's `created`, in seconds. */
    created: number | string;
    received_at: string;
  };
  stripe_subscriptions: {
    id: string;
    customer_id: string;
    status: string;
    price_id: string | null;
    /** 1 once Stripe deleted the subscription: final, later events cannot revive it. */
    ended: Generated<number>;
    /** `created` of the event that set this state, in seconds. */
    state_at: number | string;
  };
  usage: {
    account_id: string;
    /** Calendar month in UTC, `YYYY-MM`. */
    month: string;
    images: Generated<number>;
  };
  /** An image counted recently, by the ticket its request holds (see consumeImage). */
  usage_tickets: {
    id: string;
    account_id: string;
    month: string;
    created_at: string;
  };
}
