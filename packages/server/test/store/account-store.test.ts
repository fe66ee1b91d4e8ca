import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseKey } from '../../src/keys/key-format.js';
import { AccountStore, monthOf } from '../../src/store/account-store.js';
import type { OpenDatabase } from '../../src/store/open-database.js';
import { BACKENDS } from './_databases.js';

describe.each(BACKENDS)('AccountStore on $name', ({ open }) => {
  let database: OpenDatabase;
  let store: AccountStore;

  beforeAll(async () => {
    database = await open();
    store = new AccountStore(database.db);
  });

  afterAll(async () => {
    await database.close();
  });

  it('creates an account with both keys, and stores only their hashes', async () => {
    const created = await store.createAccount({ plan: 'hobby', email: 'ada@example.com' });
    expect(parseKey(created.secretKey)).toBe('secret');
    expect(parseKey(created.publicKey)).toBe('public');
    const rows = await database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('account_id', '=', created.account.id)
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(created.secretKey.slice(8, 30));
    }
    expect(await store.findKeyOwner(created.secretKey)).toMatchObject({
      kind: 'secret',
      revoked: false,
      account: { plan: 'hobby' },
    });
    expect(await store.findKeyOwner(created.publicKey)).toMatchObject({
      kind: 'public',
      account: { id: created.account.id },
    });
  });

  it('knows no unknown key', async () => {
    expect(await store.findKeyOwner('sk_live_000000000000000000000000000000000000')).toBeUndefined();
  });

  it('revokes, rotates and changes plans', async () => {
    const { account, secretKey } = await store.createAccount({ plan: 'free' });
    const fresh = await store.rotateKeys(account.id);
    expect(fresh).toBeDefined();
    expect(await store.findKeyOwner(secretKey)).toMatchObject({ revoked: true });
    expect(await store.findKeyOwner(fresh?.secretKey as string)).toMatchObject({ revoked: false });
    expect(await store.setPlan(account.id, 'pro')).toBe(true);
    expect((await store.getAccount(account.id))?.plan).toBe('pro');
    expect(await store.revokeKeys(account.id)).toBe(2);
    expect(await store.findKeyOwner(fresh?.publicKey as string)).toMatchObject({ revoked: true });
    const listed = (await store.listAccounts()).find((entry) => entry.id === account.id);
    expect(listed?.keys).toHaveLength(4);
    expect(listed?.keys.every((key) => key.revoked)).toBe(true);
  });

  it('counts exactly up to the limit under concurrency', async () => {
    const { account } = await store.createAccount({ plan: 'free' });
    const month = monthOf(new Date());
    const results = await Promise.all(Array.from({ length: 200 }, () => store.consumeImage(account.id, month, 100)));
    expect(results.filter(Boolean)).toHaveLength(100);
    expect(await store.usage(account.id, month)).toBe(100);
    expect(await store.consumeImage(account.id, month, 100)).toBe(false);
    // A new month starts from zero.
    expect(await store.consumeImage(account.id, '2099-01', 100)).toBe(true);
  });

  it('counts with tickets exactly up to the limit, and refunds each ticket once', async () => {
    const { account } = await store.createAccount({ plan: 'free' });
    const month = monthOf(new Date());
    const tickets = Array.from({ length: 30 }, (_, index) => `ticket-${account.id}-${index}`);
    const results = await Promise.all(tickets.map((ticket) => store.consumeImage(account.id, month, 20, ticket)));
    expect(results.filter(Boolean)).toHaveLength(20);
    const counted = tickets.filter((_, index) => results[index]);
    const refused = tickets.filter((_, index) => !results[index]);
    await store.refundTicket(counted[0] as string);
    await store.refundTicket(counted[0] as string); // applied twice: still one image back
    await store.refundTicket(refused[0] as string); // never counted: nothing to give back
    await store.refundTicket('no-such-ticket');
    expect(await store.usage(account.id, month)).toBe(19);
    // Old tickets are cleared; a refund after that changes nothing.
    await store.pruneTickets(new Date(Date.now() + 1000));
    await store.refundTicket(counted[1] as string);
    expect(await store.usage(account.id, month)).toBe(19);
  });
});

describe('monthOf', () => {
  it('is the calendar month in UTC', () => {
    expect(monthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });
});
