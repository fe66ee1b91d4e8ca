import { randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { DesignLimitReached } from '../errors/refusals.js';
import { now } from './account-row.js';
import type { Database } from './schema.js';

/** A design as stored: what it is made of, its size and variables, and its version. */
export interface StoredDesign {
  id: string;
  accountId: string;
  version: number;
  name: string | null;
  source: 'html' | 'element';
  /** The HTML, or the element tree as JSON text. */
  body: string;
  width: number;
  height: number;
  /** Each variable's default, or null when a request must give it. */
  variables: Record<string, string | null>;
  /** Fonts the design names by URL (a Pro plan's). */
  fonts: DesignFontRef[];
  /** The text's language (a BCP 47 tag, or auto). */
  lang: string;
  createdAt: string;
  updatedAt: string;
}

/** A font of a stored design: its family name, its http(s) or data: URL, weight and style. */
export interface DesignFontRef {
  name: string;
  data: string;
  weight?: number;
  style?: 'normal' | 'italic';
}

/** What a design is made of, as given to `create` and `replace`. */
export type DesignContent = Pick<
  StoredDesign,
  'name' | 'source' | 'body' | 'width' | 'height' | 'variables' | 'fonts' | 'lang'
>;

/** How long a design read for its image URL is remembered: a busy og:image URL costs no query each time. */
const DESIGN_CACHE_MS = 5000;

function newDesignId(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  return `dsn_${Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

type DesignRow = Database['designs'];

function toDesign(row: DesignRow): StoredDesign {
  return {
    id: row.id,
    accountId: row.account_id,
    version: Number(row.version),
    name: row.name,
    source: row.source,
    body: row.body,
    width: Number(row.width),
    height: Number(row.height),
    variables: JSON.parse(row.variables) as Record<string, string | null>,
    fonts: JSON.parse(row.fonts) as DesignFontRef[],
    lang: row.lang,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The designs table's one writer. A design belongs to one account: every read and write names
 * the account, so another account's id reads as no design at all. Reads for image URLs are
 * remembered for a few seconds; a change in this process forgets them at once, on other
 * instances within `DESIGN_CACHE_MS`.
 */
export class Designs {
  private readonly recent = new LRUCache<string, StoredDesign | false>({ max: 10_000, ttl: DESIGN_CACHE_MS });

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {}

  /**
   * Stores a new design, unless the account has `limit` already. The count and the insert are
   * one transaction, and on PostgreSQL the account's designs are locked for it, so concurrent
   * requests never pass the limit together (SQLite runs one write at a time).
   */
  async create(accountId: string, content: DesignContent, limit: number): Promise<StoredDesign> {
    const time = now();
    const row: DesignRow = {
      id: newDesignId(),
      account_id: accountId,
      version: 1,
      ...this.columns(content),
      created_at: time,
      updated_at: time,
    };
    await this.db.transaction().execute(async (trx) => {
      if (this.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${accountId}))`.execute(trx);
      const { count } = await trx
        .selectFrom('designs')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= limit) throw new DesignLimitReached(accountId, limit);
      await trx.insertInto('designs').values(row).execute();
    });
    return toDesign(row);
  }

  /** The account's designs, oldest first. */
  async list(accountId: string): Promise<StoredDesign[]> {
    const rows = await this.db
      .selectFrom('designs')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toDesign);
  }

  /** Every design of every account (the admin's list). */
  async listAll(): Promise<StoredDesign[]> {
    const rows = await this.db.selectFrom('designs').selectAll().orderBy('account_id').orderBy('created_at').execute();
    return rows.map(toDesign);
  }

  /** A design by id, whoever owns it (the admin's view). */
  async find(id: string): Promise<StoredDesign | undefined> {
    const row = await this.db.selectFrom('designs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toDesign(row) : undefined;
  }

  /** The account's design, or undefined when it has none by that id. */
  async get(accountId: string, id: string): Promise<StoredDesign | undefined> {
    const design = await this.find(id);
    return design?.accountId === accountId ? design : undefined;
  }

  /** The account's design as its image URL reads it: remembered briefly (see the class). */
  async getRecent(accountId: string, id: string): Promise<StoredDesign | undefined> {
    const remembered = this.recent.get(id);
    const design = remembered === undefined ? await this.find(id) : remembered || undefined;
    if (remembered === undefined) this.recent.set(id, design ?? false);
    return design?.accountId === accountId ? design : undefined;
  }

  /** Replaces the account's design, one version up; undefined when it has none by that id. */
  async replace(accountId: string, id: string, content: DesignContent): Promise<StoredDesign | undefined> {
    const row = await this.db
      .updateTable('designs')
      .set({ ...this.columns(content), version: sql`version + 1`, updated_at: now() })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .returningAll()
      .executeTakeFirst();
    this.recent.delete(id);
    return row ? toDesign(row) : undefined;
  }

  /** Deletes the account's design; false when it had none by that id. */
  async delete(accountId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .deleteFrom('designs')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    this.recent.delete(id);
    return Number(deleted.numDeletedRows) > 0;
  }

  private columns(content: DesignContent) {
    return {
      name: content.name,
      source: content.source,
      body: content.body,
      width: content.width,
      height: content.height,
      variables: JSON.stringify(content.variables),
      fonts: JSON.stringify(content.fonts),
      lang: content.lang,
    };
  }
}
