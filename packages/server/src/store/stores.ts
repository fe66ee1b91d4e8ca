import { Accounts } from './accounts.js';
import { ApiKeys } from './api-keys.js';
import { Designs } from './designs.js';
import { KeyOwners } from './key-owners.js';
import type { OpenDatabase } from './open-database.js';
import { PlaygroundAccount } from './playground-account.js';
import { Usage } from './usage.js';

/** The service's tables, each written by one owner (billing's own tables are StripeBilling's). */
export interface Stores {
  accounts: Accounts;
  keys: ApiKeys;
  /** Who a key belongs to, remembered briefly; forgotten by the writers above. */
  keyOwners: KeyOwners;
  usage: Usage;
  playground: PlaygroundAccount;
  designs: Designs;
}

/** The stores over one database (SQLite or PostgreSQL). */
export function openStores({ db, dialect }: Pick<OpenDatabase, 'db' | 'dialect'>): Stores {
  const keyOwners = new KeyOwners(db);
  const keys = new ApiKeys(db, keyOwners);
  const accounts = new Accounts(db, keyOwners, keys);
  return {
    accounts,
    keys,
    keyOwners,
    usage: new Usage(db),
    playground: new PlaygroundAccount(db, accounts),
    designs: new Designs(db, dialect),
  };
}
