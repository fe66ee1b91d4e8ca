import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index.js';
import { monthOf } from '../../src/store/usage.js';
import { startTestServer } from '../_test-server.js';

/**
 * An og:image URL visited the way link-preview bots visit it: HEAD first, then GET, with their
 * own user agents, no key header (the public key is in the URL), and If-None-Match on the next
 * visit. Every answer is checked.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer('crawler', {
    // Five bots' visits, days apart in life, come within a second here: one key's bucket would refuse them.
    rateLimit: { perSecond: 100, burst: 100 },
  });
});

afterAll(async () => {
  await server.close();
});

const BOTS = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
];

it('answers every request of a link-preview crawl: HEAD, GET, and the revalidations', async () => {
  const { publicKey, account } = await server.stores.accounts.create({ plan: 'hobby' });
  const url = `${server.url}/v1/og?${new URLSearchParams({ title: 'Crawled by bots', author: 'Ada', key: publicKey })}`;
  let etag = '';
  for (const [visit, agent] of BOTS.entries()) {
    const headers = { 'user-agent': agent, accept: 'image/*,*/*;q=0.8' };
    const head = await fetch(url, { method: 'HEAD', headers });
    expect(head.status, agent).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(10_000);
    expect(head.headers.get('cache-control')).toBe(
      'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800, stale-if-error=604800',
    );
    expect(Buffer.from(await head.arrayBuffer()).length).toBe(0);

    const get = await fetch(url, { headers });
    const image = Buffer.from(await get.arrayBuffer());
    expect(get.status).toBe(200);
    expect(get.headers.get('x-cache')).toBe('HIT'); // the HEAD rendered it
    expect(image.length).toBe(Number(head.headers.get('content-length')));
    expect(get.headers.get('etag')).toBe(head.headers.get('etag'));
    const { width, height, format } = await sharp(image).metadata();
    expect([width, height, format]).toEqual([1200, 630, 'png']);
    if (visit === 0) etag = get.headers.get('etag') as string;
    expect(get.headers.get('etag')).toBe(etag);

    // The next visit revalidates, by HEAD and by GET.
    for (const method of ['HEAD', 'GET']) {
      const again = await fetch(url, { method, headers: { ...headers, 'if-none-match': etag } });
      expect(again.status, `${agent} ${method}`).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(Buffer.from(await again.arrayBuffer()).length).toBe(0);
    }
  }
  // Five bots, twenty requests: one image rendered and counted.
  expect(await server.stores.usage.count(account.id, monthOf(new Date()))).toBe(1);
});
