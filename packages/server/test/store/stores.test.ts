import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseKey } from '../../src/keys/key-format.js';
import type { OpenDatabase } from '../../src/store/open-database.js';
import { openStores, type Stores } from '../../src/store/stores.js';
import { monthOf } from '../../src/store/usage.js';
import { BACKENDS } from './_databases.js';

describe.each(BACKENDS)('the stores on $name', ({ open }) => {
  let database: OpenDatabase;
  let store: Stores;

  beforeAll(async () => {
    database = await open();
    store = openStores(database);
  });

  afterAll(async () => {
    await database.close();
  });

  it('creates an account with both keys, and stores only their hashes', async () => {
    const created = await store.accounts.create({ plan: 'hobby', email: 'ada@example.com' });
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
    expect(await store.keyOwners.find(created.secretKey)).toMatchObject({
      kind: 'secret',
      revoked: false,
      account: { plan: 'hobby' },
    });
    expect(await store.keyOwners.find(created.publicKey)).toMatchObject({
      kind: 'public',
      account: { id: created.account.id },
    });
  });

  it('knows no unknown key', async () => {
    expect(await store.keyOwners.find('sk_live_000000000000000000000000000000000000')).toBeUndefined();
  });

  it('revokes, rotates and changes plans', async () => {
    const { account, secretKey } = await store.accounts.create({ plan: 'free' });
    const fresh = await store.keys.rotate(account.id);
    expect(fresh).toBeDefined();
    expect(await store.keyOwners.find(secretKey)).toMatchObject({ revoked: true });
    expect(await store.keyOwners.find(fresh?.secretKey as string)).toMatchObject({ revoked: false });
    expect(await store.accounts.setPlan(account.id, 'pro')).toBe(true);
    expect((await store.accounts.get(account.id))?.plan).toBe('pro');
    expect(await store.keys.revoke(account.id)).toBe(2);
    expect(await store.keyOwners.find(fresh?.publicKey as string)).toMatchObject({ revoked: true });
    const listed = (await store.accounts.list()).find((entry) => entry.id === account.id);
    expect(listed?.keys).toHaveLength(4);
    expect(listed?.keys.every((key) => key.revoked)).toBe(true);
  });

  it('sees every change to an account or its keys at once, though key owners are remembered', async () => {
    const { account, publicKey } = await store.accounts.create({ plan: 'free' });
    expect(await store.keyOwners.find(publicKey)).toMatchObject({
      account: { plan: 'free' },
      allowedOrigins: undefined,
    });
    await store.accounts.setPlan(account.id, 'hobby');
    expect(await store.keyOwners.find(publicKey)).toMatchObject({ account: { plan: 'hobby' } });
    await store.accounts.setAllowedOrigins(account.id, ['https://example.com']);
    expect((await store.keyOwners.find(publicKey))?.allowedOrigins).toEqual(['https://example.com']);
    const secret = await store.accounts.setSignedUrls(account.id, true);
    expect((await store.keyOwners.find(publicKey))?.signingSecrets).toEqual([secret]);
    // Billing's writes run in a transaction with its own tables: seen once it commits.
    await store.accounts.transaction(async (accounts) => {
      await accounts.setPlan(account.id, 'pro');
    });
    expect(await store.keyOwners.find(publicKey)).toMatchObject({ account: { plan: 'pro' } });
    // A transaction that fails changes nothing.
    await expect(
      store.accounts.transaction(async (accounts) => {
        await accounts.setPlan(account.id, 'free');
        throw new Error('the event could not be applied');
      }),
    ).rejects.toThrow('could not be applied');
    expect(await store.keyOwners.find(publicKey)).toMatchObject({ account: { plan: 'pro' } });
    await store.keys.revoke(account.id);
    expect(await store.keyOwners.find(publicKey)).toMatchObject({ revoked: true });
  });

  it('counts exactly up to the limit under concurrency', async () => {
    const { account } = await store.accounts.create({ plan: 'free' });
    const month = monthOf(new Date());
    const results = await Promise.all(Array.from({ length: 200 }, () => store.usage.consume(account.id, month, 100)));
    expect(results.filter(Boolean)).toHaveLength(100);
    expect(await store.usage.count(account.id, month)).toBe(100);
    expect(await store.usage.consume(account.id, month, 100)).toBe(false);
    // A new month starts from zero.
    expect(await store.usage.consume(account.id, '2099-01', 100)).toBe(true);
  });

  it('counts with tickets exactly up to the limit, and refunds each ticket once', async () => {
    const { account } = await store.accounts.create({ plan: 'free' });
    const month = monthOf(new Date());
    const tickets = Array.from({ length: 30 }, (_, index) => `ticket-${account.id}-${index}`);
    const results = await Promise.all(tickets.map((ticket) => store.usage.consume(account.id, month, 20, ticket)));
    expect(results.filter(Boolean)).toHaveLength(20);
    const counted = tickets.filter((_, index) => results[index]);
    const refused = tickets.filter((_, index) => !results[index]);
    await store.usage.refund(counted[0] as string);
    await store.usage.refund(counted[0] as string); // applied twice: still one image back
    await store.usage.refund(refused[0] as string); // never counted: nothing to give back
    await store.usage.refund('no-such-ticket');
    expect(await store.usage.count(account.id, month)).toBe(19);
    // Old tickets are cleared; a refund after that changes nothing.
    await store.usage.pruneTickets(new Date(Date.now() + 1000));
    await store.usage.refund(counted[1] as string);
    expect(await store.usage.count(account.id, month)).toBe(19);
  });
});

describe('monthOf', () => {
  it('is the calendar month in UTC', () => {
    expect(monthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });
});
