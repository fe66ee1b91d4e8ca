import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { monthOf } from '../src/store/usage.js';
import { startTestServer } from './_test-server.js';
import { POSTGRES_URL } from './store/_databases.js';

const SECRET = `whsec_${randomBytes(24).toString('hex')}`;
const PRICES = { price_hobby_monthly: 'hobby', price_pro_monthly: 'pro' } as const;
const now = () => Math.floor(Date.now() / 1000);

interface Backend {
  name: string;
  /** Server options naming the database, and raw SQL against it (to break it on purpose). */
  setUp(): Promise<{
    databaseUrl?: string;
    dataDir: string;
    sql(statement: string): Promise<void>;
    tearDown(): Promise<void>;
  }>;
}

const BACKENDS: Backend[] = [
  {
    name: 'sqlite',
    async setUp() {
      const dataDir = mkdtempSync(join(tmpdir(), 'glyphcast-stripe-'));
      return {
        dataDir,
        async sql(statement) {
          const db = new Database(join(dataDir, 'glyphcast.sqlite'));
          db.exec(statement);
          db.close();
        },
        async tearDown() {},
      };
    },
  },
  {
    name: 'postgres',
    async setUp() {
      const schema = `glyphcast_stripe_${randomBytes(6).toString('hex')}`;
      const run = async (statement: string) => {
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        await client.query(statement);
        await client.end();
      };
      await run(`create schema ${schema}`);
      return {
        dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-stripe-')),
        databaseUrl: `${POSTGRES_URL}?options=-c%20search_path%3D${schema}`,
        sql: (statement) => run(`set search_path to ${schema}; ${statement}`),
        tearDown: () => run(`drop schema ${schema} cascade`),
      };
    },
  },
];

describe.each(BACKENDS)('POST /webhooks/stripe on $name', (backend) => {
  let server: RunningServer;
  let database: Awaited<ReturnType<Backend['setUp']>>;

  beforeAll(async () => {
    database = await backend.setUp();
    server = await startTestServer('nostripe', {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      rateLimit: { perSecond: 1000, burst: 1000 },
      stripeWebhookSecret: SECRET,
      stripePricePlans: PRICES,
      pastDueGraceDays: 7,
    });
  });

  afterAll(async () => {
    await server.close();
    await database.tearDown();
  });

  let sequence = 0;
  /** A real-shaped Stripe event (API version 2025 shapes, trimmed to what matters plus noise). */
  const stripeEvent = (type: string, object: Record<string, unknown>, created = now()) => ({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: `req_${sequence++}`, idempotency_key: null },
    type,
    data: { object },
  });
  const subscription = (
    id: string,
    customer: string,
    status: string,
    price: keyof typeof PRICES | 'price_unknown' = 'price_pro_monthly',
  ) => ({
    id,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [{ id: `si_${id}`, object: 'subscription_item', price: { id: price, object: 'price' } }],
    },
  });
  const checkout = (accountId: string | null, customer: string, subscriptionId: string) => ({
    id: `cs_test_${randomBytes(8).toString('hex')}`,
    object: 'checkout.session',
    client_reference_id: accountId,
    customer,
    subscription: subscriptionId,
    mode: 'subscription',
    payment_status: 'paid',
    status: 'complete',
  });

  const send = (
    payload: string | object,
    options: { timestamp?: number; secret?: string; signature?: string | null; headers?: Record<string, string> } = {},
  ) => {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const signature =
      options.signature === undefined
        ? Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: options.secret ?? SECRET,
            timestamp: options.timestamp ?? now(),
          })
        : options.signature;
    return fetch(`${server.url}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
        ...options.headers,
      },
      body,
    });
  };
  const expectRejected = async (response: Response, status = 400) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const problem = (await response.json()) as { code: string; detail: string };
    expect(problem.detail).not.toContain(SECRET);
    return problem;
  };
  const planOf = async (accountId: string) => (await server.stores.accounts.get(accountId))?.plan;
  /** A free account that has paid for Pro through checkout (customer linked, subscription active). */
  const paidAccount = async (plan: keyof typeof PRICES = 'price_pro_monthly') => {
    const keys = await server.stores.accounts.create({ plan: 'free' });
    const customer = `cus_${randomBytes(6).toString('hex')}`;
    const subscriptionId = `sub_${randomBytes(6).toString('hex')}`;
    const base = now() - 1000;
    expect(
      (await send(stripeEvent('checkout.session.completed', checkout(keys.account.id, customer, subscriptionId), base)))
        .status,
    ).toBe(200);
    expect(
      (
        await send(
          stripeEvent('customer.subscription.created', subscription(subscriptionId, customer, 'active', plan), base),
        )
      ).status,
    ).toBe(200);
    return { ...keys, customer, subscriptionId, base };
  };

  it('refuses missing, forged, stale and future signatures, changing nothing', async () => {
    const keys = await server.stores.accounts.create({ plan: 'free' });
    const event = stripeEvent('checkout.session.completed', checkout(keys.account.id, 'cus_forged', 'sub_forged'));
    expect((await expectRejected(await send(event, { signature: null }))).code).toBe('INVALID_WEBHOOK');
    await expectRejected(await send(event, { secret: 'whsec_not_ours' }));
    await expectRejected(await send(event, { timestamp: now() - 301 }));
    // Ten seconds past the tolerance: the server reads its clock after this one, maybe a second later.
    await expectRejected(await send(event, { timestamp: now() + 310 }));
    // Two timestamps: the SDK verifies the signature of one while the future check could read the other.
    const signed = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: SECRET,
      timestamp: now() + 3600,
    });
    const doubled = `t=${now()},${signed}`;
    const problem = await expectRejected(await send(event, { signature: doubled }));
    expect(problem.detail).toMatch(/exactly one timestamp/);
    const tampered = Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: SECRET });
    await expectRejected(await send({ ...event, id: 'evt_other' }, { signature: tampered }));
    expect(await server.stores.accounts.billingOf(keys.account.id)).toMatchObject({ stripeCustomerId: null });
    // Nothing was recorded: the genuine delivery still applies.
    expect(((await (await send(event)).json()) as { outcome: string }).outcome).toBe('applied');
    expect(await server.stores.accounts.billingOf(keys.account.id)).toMatchObject({ stripeCustomerId: 'cus_forged' });
  });

  it('refuses bodies that are not JSON events (400) and bodies over 64 KiB (413)', async () => {
    await expectRejected(await send('{"id": "evt_1", "object": "event", '));
    await expectRejected(await send({ id: 'evt_2', object: 'charge' }));
    await expectRejected(await send({ hello: 'world' }));
    const huge = stripeEvent('customer.updated', { padding: 'x'.repeat(70_000) });
    expect((await expectRejected(await send(huge), 413)).code).toBe('BODY_TOO_LARGE');
    // Chunked, with no Content-Length to refuse it early: cut off as it passes the limit.
    const chunks = new ReadableStream({
      start(controller) {
        for (let index = 0; index < 80; index++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const chunked = await fetch(`${server.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    await expectRejected(chunked, 413);
  });

  it('links the checkout to the account and sets the plan from the price; the next request sees it', async () => {
    const keys = await server.stores.accounts.create({ plan: 'free' });
    const url = `${server.url}/v1/og?title=Upgrade&key=${keys.publicKey}`;
    const freeEtag = (await fetch(url)).headers.get('etag');
    const css = () =>
      fetch(`${server.url}/v1/og`, {
        method: 'POST',
        headers: { authorization: `Bearer ${keys.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Styled', css: 'text-align: center' }),
      });
    expect((await css()).status).toBe(403);
    // Free's 100 images used up (the first GET above made one): the next new card is refused.
    const month = monthOf(new Date());
    while (await server.stores.usage.consume(keys.account.id, month, 100)) {}
    const newCard = (title: string) => fetch(`${server.url}/v1/og?title=${title}&key=${keys.publicKey}`);
    expect((await newCard('refused')).status).toBe(429);

    await send(stripeEvent('checkout.session.completed', checkout(keys.account.id, 'cus_pro1', 'sub_pro1')));
    expect(await planOf(keys.account.id)).toBe('free'); // no subscription state yet
    const response = await send(
      stripeEvent('customer.subscription.created', subscription('sub_pro1', 'cus_pro1', 'active')),
    );
    expect(await response.json()).toMatchObject({ received: true, outcome: 'applied' });
    expect(await planOf(keys.account.id)).toBe('pro');

    // Watermark gone (a new ETag for the same URL), Pro's custom CSS allowed: at once.
    expect((await fetch(url)).headers.get('etag')).not.toBe(freeEtag);
    expect((await css()).status).toBe(200);
    expect((await newCard('accepted')).status).toBe(200); // Pro's 30000 a month
  });

  it('keeps a subscription that arrives before its checkout, and applies it once the account is known', async () => {
    const keys = await server.stores.accounts.create({ plan: 'free' });
    const early = await send(
      stripeEvent(
        'customer.subscription.created',
        subscription('sub_early', 'cus_early', 'active', 'price_hobby_monthly'),
      ),
    );
    expect(early.status).toBe(200);
    expect(await planOf(keys.account.id)).toBe('free');
    await send(stripeEvent('checkout.session.completed', checkout(keys.account.id, 'cus_early', 'sub_early')));
    expect(await planOf(keys.account.id)).toBe('hobby');
  });

  it('answers a replay with 200 and changes nothing', async () => {
    const paid = await paidAccount();
    const created = stripeEvent(
      'customer.subscription.updated',
      subscription(paid.subscriptionId, paid.customer, 'active', 'price_hobby_monthly'),
      paid.base + 10,
    );
    expect(((await (await send(created)).json()) as { outcome: string }).outcome).toBe('applied');
    expect(await planOf(paid.account.id)).toBe('hobby');
    await server.stores.accounts.setPlan(paid.account.id, 'pro'); // an operator's change in between
    const replay = await send(created);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { outcome: string }).outcome).toBe('duplicate');
    expect(await planOf(paid.account.id)).toBe('pro');
  });

  it('ignores events older than the state they would change: a late update never undoes a deletion', async () => {
    const paid = await paidAccount();
    const at = paid.base;
    const upgrade = subscription(paid.subscriptionId, paid.customer, 'active', 'price_pro_monthly');
    const downgrade = subscription(paid.subscriptionId, paid.customer, 'active', 'price_hobby_monthly');
    await send(stripeEvent('customer.subscription.updated', upgrade, at + 20));
    const late = await send(stripeEvent('customer.subscription.updated', downgrade, at + 10));
    expect(((await late.json()) as { outcome: string }).outcome).toBe('ignored');
    expect(await planOf(paid.account.id)).toBe('pro');

    await send(stripeEvent('customer.subscription.deleted', { ...upgrade, status: 'canceled' }, at + 30));
    expect(await planOf(paid.account.id)).toBe('free');
    await send(stripeEvent('customer.subscription.updated', upgrade, at + 25));
    await send(stripeEvent('customer.subscription.updated', upgrade, at + 30)); // same second as the deletion
    expect(await planOf(paid.account.id)).toBe('free');
  });

  it('returns the account to Free when the subscription is canceled or unpaid', async () => {
    for (const status of ['canceled', 'unpaid']) {
      const paid = await paidAccount();
      await send(
        stripeEvent(
          'customer.subscription.updated',
          subscription(paid.subscriptionId, paid.customer, status),
          paid.base + 5,
        ),
      );
      expect(await planOf(paid.account.id)).toBe('free');
    }
  });

  it('keeps the plan of a past-due subscription for the grace period, then Free', async () => {
    const recent = await paidAccount();
    await send(
      stripeEvent(
        'customer.subscription.updated',
        subscription(recent.subscriptionId, recent.customer, 'past_due'),
        now(),
      ),
    );
    expect(await planOf(recent.account.id)).toBe('pro');
    const held = (await server.stores.accounts.billingOf(recent.account.id))?.planUntil ?? '';
    expect(Date.parse(held) / 1000).toBeGreaterThan(now() + 6.9 * 86_400);

    // Fell past due eight days ago (the grace period counts from then): Free now.
    const lapsed = await server.stores.accounts.create({ plan: 'free' });
    await send(stripeEvent('checkout.session.completed', checkout(lapsed.account.id, 'cus_lapsed', 'sub_lapsed')));
    const eightDaysAgo = now() - 8 * 86_400;
    await send(
      stripeEvent('customer.subscription.created', subscription('sub_lapsed', 'cus_lapsed', 'past_due'), eightDaysAgo),
    );
    expect(await planOf(lapsed.account.id)).toBe('free');

    // Paid again: the plan is whole.
    await send(stripeEvent('customer.subscription.updated', subscription('sub_lapsed', 'cus_lapsed', 'active'), now()));
    expect(await planOf(lapsed.account.id)).toBe('pro');
    expect((await server.stores.accounts.billingOf(lapsed.account.id))?.planUntil).toBeNull();
  });

  it('records a failed payment', async () => {
    const paid = await paidAccount();
    const failedAt = now() - 60;
    await send(
      stripeEvent(
        'invoice.payment_failed',
        { id: 'in_1', object: 'invoice', customer: paid.customer, subscription: paid.subscriptionId },
        failedAt,
      ),
    );
    expect((await server.stores.accounts.billingOf(paid.account.id))?.paymentFailedAt).toBe(
      new Date(failedAt * 1000).toISOString(),
    );
    expect(await planOf(paid.account.id)).toBe('pro');
  });

  it('acknowledges unknown event types and unknown accounts without changing anything', async () => {
    const unknownType = await send(stripeEvent('customer.tax_id.created', { id: 'txi_1', object: 'tax_id' }));
    expect(unknownType.status).toBe(200);
    expect(((await unknownType.json()) as { outcome: string }).outcome).toBe('ignored');
    const unknownAccount = await send(
      stripeEvent('checkout.session.completed', checkout('acct_nobody', 'cus_x', 'sub_x')),
    );
    expect(unknownAccount.status).toBe(200);
    expect(((await unknownAccount.json()) as { outcome: string }).outcome).toBe('ignored');
  });

  it('answers 500 when the event cannot be applied, recording nothing, so that Stripe’s retry works', async () => {
    const keys = await server.stores.accounts.create({ plan: 'free' });
    await send(stripeEvent('checkout.session.completed', checkout(keys.account.id, 'cus_retry', 'sub_retry')));
    const event = stripeEvent('customer.subscription.created', subscription('sub_retry', 'cus_retry', 'active'));
    await database.sql('alter table stripe_subscriptions rename to stripe_subscriptions_away');
    try {
      const failed = await send(event);
      expect((await expectRejected(failed, 500)).code).toBe('INTERNAL');
    } finally {
      await database.sql('alter table stripe_subscriptions_away rename to stripe_subscriptions');
    }
    expect(await planOf(keys.account.id)).toBe('free');
    const retried = await send(event);
    expect(((await retried.json()) as { outcome: string }).outcome).toBe('applied');
    expect(await planOf(keys.account.id)).toBe('pro');
  });
});

describe('POST /webhooks/stripe without STRIPE_WEBHOOK_SECRET', () => {
  it('is a 404 that says billing is not configured', async () => {
    const server = await startTestServer('no-billing', { stripeWebhookSecret: '' });
    try {
      const response = await fetch(`${server.url}/webhooks/stripe`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { detail: string }).detail).toContain('STRIPE_WEBHOOK_SECRET');
    } finally {
      await server.close();
    }
  });
});
