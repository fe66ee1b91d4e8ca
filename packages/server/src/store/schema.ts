import type { Generated } from 'kysely';

/** The tables, as Kysely sees them. Times are ISO-8601 text, so SQLite and PostgreSQL agree. */
export interface Database {
  accounts: {
    id: string;
    email: string | null;
    plan: string;
    created_at: string;
    signing_secret: string | null;
    require_signed: Generated<number>;
    allowed_origins: string | null;
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
  settings: {
    name: string;
    value: string;
  };
  usage: {
    account_id: string;
    /** Calendar month in UTC, `YYYY-MM`. */
    month: string;
    images: Generated<number>;
  };
}
