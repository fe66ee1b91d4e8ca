import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, signUrl } from '../src/index.js';
import { startTestServer } from './_test-server.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer('signed', {
    rateLimit: { perSecond: 1000, burst: 1000 },
  });
});

afterAll(async () => {
  await server.close();
});

describe('signed GET URLs', () => {
  it('accepts only URLs signed with the account’s secret, once required', async () => {
    const { publicKey, account } = await server.stores.accounts.create({ plan: 'hobby' });
    const url = `${server.url}/v1/og?title=Signed&key=${publicKey}`;
    expect((await fetch(url)).status).toBe(200);
    const secret = (await server.stores.accounts.setSignedUrls(account.id, true)) as string;
    expect((await fetch(url)).status).toBe(401);
    const signed = signUrl(url, secret);
    expect((await fetch(signed)).status).toBe(200);
    const tampered = signed.replace('title=Signed', 'title=Tampered');
    const refusal = await fetch(tampered);
    expect(refusal.status).toBe(401);
    expect(((await refusal.json()) as { detail: string }).detail).toContain('requires signed URLs');
    expect((await fetch(signUrl(url, 'a guessed secret'))).status).toBe(401);
    await server.stores.accounts.setSignedUrls(account.id, false);
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('signing-secret rotation', () => {
  it('accepts both secrets during the overlap, then only the new one', async () => {
    const { publicKey, account } = await server.stores.accounts.create({ plan: 'hobby' });
    const url = `${server.url}/v1/og?title=Rotated&key=${publicKey}`;
    const old = (await server.stores.accounts.setSignedUrls(account.id, true)) as string;
    const rotated = await server.stores.accounts.rotateSigningSecret(account.id, 7);
    expect(rotated?.secret).toMatch(/^whsec_/);
    expect(rotated?.secret).not.toBe(old);
    // Pages still holding URLs signed with the old secret keep their images for the overlap.
    expect((await fetch(signUrl(url, old))).status).toBe(200);
    expect((await fetch(signUrl(url, rotated?.secret as string))).status).toBe(200);
    expect((await fetch(url)).status).toBe(401);
    // A rotation with no overlap (or an overlap that has ended) leaves only the newest secret.
    const again = await server.stores.accounts.rotateSigningSecret(account.id, 0);
    expect((await fetch(signUrl(url, again?.secret as string))).status).toBe(200);
    expect((await fetch(signUrl(url, rotated?.secret as string))).status).toBe(401);
    expect((await fetch(signUrl(url, old))).status).toBe(401);
    // Turning signatures off and on again starts afresh: no previous secret lingers.
    await server.stores.accounts.setSignedUrls(account.id, false);
    const fresh = (await server.stores.accounts.setSignedUrls(account.id, true)) as string;
    expect((await fetch(signUrl(url, again?.secret as string))).status).toBe(401);
    expect((await fetch(signUrl(url, fresh))).status).toBe(200);
  });

  it('is refused for an account that does not sign', async () => {
    const { account } = await server.stores.accounts.create({ plan: 'hobby' });
    expect(await server.stores.accounts.rotateSigningSecret(account.id, 7)).toBeUndefined();
  });
});

describe('origin lists', () => {
  it('refuses a browser on another origin, and lets requests without one through', async () => {
    const { publicKey, account } = await server.stores.accounts.create({ plan: 'hobby' });
    await server.stores.accounts.setAllowedOrigins(account.id, ['https://blog.example.com']);
    const url = `${server.url}/v1/og?title=Origins&key=${publicKey}`;
    expect((await fetch(url, { headers: { origin: 'https://blog.example.com' } })).status).toBe(200);
    expect((await fetch(url, { headers: { referer: 'https://blog.example.com/posts/1' } })).status).toBe(200);
    const elsewhere = await fetch(url, { headers: { referer: 'https://evil.example.net/page' } });
    expect(elsewhere.status).toBe(403);
    expect(((await elsewhere.json()) as { code: string }).code).toBe('ORIGIN_NOT_ALLOWED');
    // A social network's crawler sends neither header: the card must still load.
    expect((await fetch(url)).status).toBe(200);
  });
});
