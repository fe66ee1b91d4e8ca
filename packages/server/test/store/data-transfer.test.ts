import { describe, expect, it } from 'vitest';
import { StripeBilling } from '../../src/billing/stripe-billing.js';
import { exportData, ImportError, importData } from '../../src/store/data-transfer.js';
import { openStores } from '../../src/store/stores.js';
import { monthOf } from '../../src/store/usage.js';
import { BACKENDS } from './_databases.js';

async function* linesOf(text: string) {
  for (const line of text.split('\n')) yield line;
}

const [sqlite, postgres] = BACKENDS as [(typeof BACKENDS)[number], (typeof BACKENDS)[number]];

describe.each([
  [sqlite, postgres],
  [postgres, sqlite],
])('data export from $name and import into the other', (from, to) => {
  it('carries accounts, keys, usage, designs, settings and billing state, so the same keys work', async () => {
    const source = await from.open();
    const target = await to.open();
    try {
      const store = openStores(source);
      const keys = await store.accounts.create({ plan: 'hobby', email: 'ada@example.com' });
      const month = monthOf(new Date());
      await store.usage.consume(keys.account.id, month, 100);
      await store.usage.consume(keys.account.id, month, 100);
      await store.accounts.setSignedUrls(keys.account.id, true);
      await store.playground.key();
      const design = await store.designs.create(
        keys.account.id,
        {
          name: 'Card',
          source: 'html',
          body: '<div>{{title}}</div>',
          width: 1200,
          height: 630,
          variables: { title: null },
          fonts: [{ name: 'Brand', data: 'https://fonts.example/brand.woff', weight: 700 }],
          lang: 'ja',
        },
        10,
      );
      await new StripeBilling(store.accounts, { pricePlans: { price_pro: 'pro' }, pastDueGraceDays: 7 }).apply({
        id: 'evt_1',
        object: 'event',
        type: 'customer.subscription.created',
        created: 1_700_000_000,
        data: {
          object: {
            id: 'sub_1',
            customer: 'cus_1',
            status: 'active',
            items: { data: [{ price: { id: 'price_pro' } }] },
          },
        },
      });

      let text = '';
      const exported = await exportData(source.db, (line) => {
        text += `${line}\n`;
      });
      expect(exported).toMatchObject({
        accounts: 2,
        api_keys: 4,
        usage: 1,
        designs: 1,
        settings: 1,
        stripe_events: 1,
        stripe_subscriptions: 1,
      });
      expect(text).not.toContain(keys.secretKey);

      expect(await importData(target.db, linesOf(text))).toEqual(exported);
      const copy = openStores(target);
      const owner = await copy.keyOwners.find(keys.publicKey);
      expect(owner?.account).toMatchObject({ id: keys.account.id, plan: 'hobby', email: 'ada@example.com' });
      expect(owner?.signingSecrets).toEqual((await store.keyOwners.find(keys.publicKey))?.signingSecrets);
      expect((await copy.keyOwners.find(keys.secretKey))?.kind).toBe('secret');
      expect(await copy.usage.count(keys.account.id, month)).toBe(2);
      expect((await copy.playground.key()).publicKey).toBe((await store.playground.key()).publicKey);
      expect(await copy.designs.get(keys.account.id, design.id)).toEqual(design);
      // Counting goes on from the copied value.
      expect(await copy.usage.consume(keys.account.id, month, 3)).toBe(true);
      expect(await copy.usage.consume(keys.account.id, month, 3)).toBe(false);
    } finally {
      await source.close();
      await target.close();
    }
  });
});

describe.each(BACKENDS)('data import on $name', ({ open }) => {
  it('refuses a database that has accounts, a foreign file, and keeps nothing of a broken file', async () => {
    const database = await open();
    try {
      const header = JSON.stringify({ format: 'glyphcast-export', version: 1 });
      const account = { id: 'acct_1', email: null, plan: 'pro', created_at: '2026-01-01T00:00:00.000Z' };
      await expect(importData(database.db, linesOf('{"hello":1}\n'))).rejects.toThrow(ImportError);
      const broken = [header, JSON.stringify({ table: 'accounts', row: account }), '{not json'].join('\n');
      await expect(importData(database.db, linesOf(broken))).rejects.toThrow('line 3 is not JSON');
      expect(await openStores(database).accounts.get('acct_1')).toBeUndefined();

      await importData(database.db, linesOf([header, JSON.stringify({ table: 'accounts', row: account })].join('\n')));
      expect((await openStores(database).accounts.get('acct_1'))?.plan).toBe('pro');
      await expect(importData(database.db, linesOf(header))).rejects.toThrow('already has accounts');
    } finally {
      await database.close();
    }
  });
});
