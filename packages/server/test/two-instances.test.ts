import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/index.js';
import { monthOf } from '../src/store/usage.js';
import { POSTGRES_URL } from './store/_databases.js';

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
const schema = `glyphcast_two_${randomBytes(6).toString('hex')}`;
let a: RunningServer;
let b: RunningServer;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(query);
  await client.end();
}

/** Two servers, each with its own data directory, sharing PostgreSQL and Redis. */
beforeAll(async () => {
  await admin(`create schema ${schema}`);
  const shared = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: `${POSTGRES_URL}?options=-c%20search_path%3D${schema}`,
    redisUrl: REDIS_URL,
    cacheDriver: 'redis' as const,
    // A slow bucket, so refills during the burst test cannot blur the count.
    rateLimit: { perSecond: 1, burst: 5 },
  };
  a = await startServer({ ...shared, dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-a-')) });
  b = await startServer({ ...shared, dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-b-')) });
});

afterAll(async () => {
  await a.close();
  await b.close();
  await admin(`drop schema ${schema} cascade`);
});

const post = (server: RunningServer, key: string, code: string) =>
  fetch(`${server.url}/v1/code`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code, language: 'text', scale: 1 }),
  });

describe('two instances on PostgreSQL and Redis', () => {
  it('share accounts: a key made on one works on the other', async () => {
    const { secretKey } = await a.stores.accounts.create({ plan: 'hobby' });
    expect((await post(b, secretKey, `shared account ${randomBytes(4).toString('hex')}`)).status).toBe(200);
  });

  it('share one quota: the last image goes to exactly one of them', async () => {
    const { secretKey, account } = await a.stores.accounts.create({ plan: 'free' });
    const month = monthOf(new Date());
    for (let index = 0; index < 99; index++) await a.stores.usage.consume(account.id, month, 100);
    const unique = randomBytes(4).toString('hex');
    const responses = await Promise.all([post(a, secretKey, `a ${unique}`), post(b, secretKey, `b ${unique}`)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 429]);
    expect(await b.stores.usage.count(account.id, month)).toBe(100);
  });

  it('share one cache: what one rendered, the other serves', async () => {
    const { secretKey } = await a.stores.accounts.create({ plan: 'hobby' });
    const code = `cached across instances ${randomBytes(4).toString('hex')}`;
    expect((await post(a, secretKey, code)).headers.get('x-cache')).toBe('MISS');
    expect((await post(b, secretKey, code)).headers.get('x-cache')).toBe('HIT');
  });

  it('serve the same designs: stored on one, drawn from the other, an edit on one seen by both', async () => {
    const { secretKey, publicKey } = await a.stores.accounts.create({ plan: 'hobby' });
    const html = (colour: string) =>
      `<div style="display:flex;width:100%;height:100%;background:${colour};color:white">{{title}}</div>`;
    const store = (server: RunningServer, method: string, path: string, colour: string) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ html: html(colour), width: 300, height: 150, variables: { title: 'Shared' } }),
      });
    const created = await store(a, 'POST', '/v1/designs', '#1d4ed8');
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const url = (server: RunningServer) => `${server.url}/v1/designs/${id}/image?key=${publicKey}&title=Both`;
    const fromB = await fetch(url(b));
    expect(fromB.status).toBe(200);
    const etag = fromB.headers.get('etag');
    // One cache: the other instance serves what this one drew.
    expect((await fetch(url(a))).headers.get('x-cache')).toBe('HIT');
    // Edited through B: B draws the edit at once (A, which read the design a moment ago, within 5 s).
    expect((await store(b, 'PUT', `/v1/designs/${id}`, '#b91c1c')).status).toBe(200);
    const edited = await fetch(url(b));
    expect(edited.headers.get('etag')).not.toBe(etag);
    const listed = (await (
      await fetch(`${a.url}/v1/designs`, { headers: { authorization: `Bearer ${secretKey}` } })
    ).json()) as { designs: { id: string; version: number }[] };
    expect(listed.designs).toEqual([expect.objectContaining({ id, version: 2 })]);
  });

  it('share one rate limit: a burst split between them is limited as one', async () => {
    const { publicKey } = await a.stores.accounts.create({ plan: 'hobby' });
    const first = await fetch(`${a.url}/v1/og?title=Rate&key=${publicKey}`);
    const etag = first.headers.get('etag') as string;
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        fetch(`${(index % 2 ? a : b).url}/v1/og?title=Rate&key=${publicKey}`, { headers: { 'if-none-match': etag } }),
      ),
    );
    // 13 requests against one bucket of 5: at least 7 refused (about 1 token may refill). Two
    // separate buckets would refuse at most 2 (7 on one instance, 6 on the other).
    expect(responses.filter((response) => response.status === 429).length).toBeGreaterThanOrEqual(6);
  });
});
