import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signUrl } from '@glyphcast/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { PLANS } from '../src/plans/plans.js';
import { monthOf } from '../src/store/usage.js';
import { startTestServer } from './_test-server.js';

let server: RunningServer;
type Created = { secretKey: string; publicKey: string; account: { id: string } };
let hobby: Created;
let free: Created;
let other: Created;

beforeAll(async () => {
  server = await startTestServer('designs', { rateLimit: { perSecond: 1000, burst: 1000 } });
  hobby = await server.stores.accounts.create({ plan: 'hobby' });
  free = await server.stores.accounts.create({ plan: 'free' });
  other = await server.stores.accounts.create({ plan: 'hobby' });
});

afterAll(async () => {
  await server.close();
});

const send = (method: string, path: string, key: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function problem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { code: string; field?: string; detail: string };
  expect(body.code).toBe(code);
  return body;
}

/** A card in the brand's colours: the title and date are variables. */
const CARD_HTML = `<style>
  .card { display: flex; flex-direction: column; justify-content: space-between; width: 100%; height: 100%;
          padding: 60px; background: {{never}}; }
</style>
<div class="card" style="background-color: #0f172a; color: white">
  <div style="font-size: 64px; font-weight: 700">{{title}}</div>
  <div style="font-size: 28px; color: #94a3b8">{{date}}</div>
</div>`.replace(' background: {{never}};', '');

const design = (overrides: Record<string, unknown> = {}) => ({
  name: 'Blog card',
  html: CARD_HTML,
  width: 1200,
  height: 630,
  variables: { title: null, date: '2026-11-25' },
  ...overrides,
});

/** Mean colour of a region of an image, as [r, g, b]. */
async function meanColor(image: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(image).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let index = 0; index < data.length; index++) sums[index % 3] = (sums[index % 3] ?? 0) + (data[index] ?? 0);
  return sums.map((sum) => Math.round(sum / (info.width * info.height)));
}

describe('stored designs', () => {
  it('stores, renders by GET with the public key, and an edit changes the same URL’s ETag and pixels', async () => {
    const created = await send('POST', '/v1/designs', hobby.secretKey, design());
    expect(created.status).toBe(201);
    const stored = (await created.json()) as { id: string; version: number; imageUrl: string; html: string };
    expect(stored.id).toMatch(/^dsn_[a-z0-9]{16}$/);
    expect(stored.version).toBe(1);
    expect(stored.imageUrl.endsWith(`/v1/designs/${stored.id}/image`)).toBe(true);

    const url = `${server.url}/v1/designs/${stored.id}/image?key=${hobby.publicKey}&title=${encodeURIComponent('Hello, 世界')}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const etag = first.headers.get('etag');
    const image = Buffer.from(await first.arrayBuffer());
    const meta = await sharp(image).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // The card's dark background, and light text where the title is.
    expect(await meanColor(image, { left: 1100, top: 300, width: 40, height: 40 })).toEqual([15, 23, 42]);
    const titleRegion = { left: 60, top: 60, width: 400, height: 70 };
    expect((await meanColor(image, titleRegion))[0]).toBeGreaterThan(40);

    const again = await fetch(url);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await fetch(url, { headers: { 'if-none-match': etag ?? '' } })).status).toBe(304);

    const edited = await send(
      'PUT',
      `/v1/designs/${stored.id}`,
      hobby.secretKey,
      design({ html: CARD_HTML.replace('#0f172a', '#7c3aed') }),
    );
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { version: number }).version).toBe(2);
    const after = await fetch(url, { headers: { 'if-none-match': etag ?? '' } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const edit = Buffer.from(await after.arrayBuffer());
    expect(await meanColor(edit, { left: 1100, top: 300, width: 40, height: 40 })).toEqual([124, 58, 237]);
  });

  it('lists, reads and deletes; a deleted design’s image URL is a 404', async () => {
    const { id } = (await (await send('POST', '/v1/designs', hobby.secretKey, design())).json()) as { id: string };
    const list = (await (await send('GET', '/v1/designs', hobby.secretKey)).json()) as {
      designs: { id: string }[];
      limit: number;
    };
    expect(list.designs.map((entry) => entry.id)).toContain(id);
    expect(list.limit).toBe(PLANS.hobby.designs);
    const read = (await (await send('GET', `/v1/designs/${id}`, hobby.secretKey)).json()) as { html: string };
    expect(read.html).toBe(CARD_HTML);
    expect((await send('DELETE', `/v1/designs/${id}`, hobby.secretKey)).status).toBe(204);
    await problem(await send('GET', `/v1/designs/${id}`, hobby.secretKey), 404, 'NOT_FOUND');
    await problem(await fetch(`${server.url}/v1/designs/${id}/image?key=${hobby.publicKey}&title=x`), 404, 'NOT_FOUND');
  });

  it('keeps each account’s designs its own: another key reads, edits, deletes and renders nothing', async () => {
    const { id } = (await (await send('POST', '/v1/designs', hobby.secretKey, design())).json()) as { id: string };
    await problem(await send('GET', `/v1/designs/${id}`, other.secretKey), 404, 'NOT_FOUND');
    await problem(await send('PUT', `/v1/designs/${id}`, other.secretKey, design()), 404, 'NOT_FOUND');
    await problem(await send('DELETE', `/v1/designs/${id}`, other.secretKey), 404, 'NOT_FOUND');
    await problem(await fetch(`${server.url}/v1/designs/${id}/image?key=${other.publicKey}&title=x`), 404, 'NOT_FOUND');
    expect((await send('GET', `/v1/designs/${id}`, hobby.secretKey)).status).toBe(200);
  });

  it('requires a signature on the image URL when the account requires signed URLs', async () => {
    const signed = await server.stores.accounts.create({ plan: 'hobby' });
    const secret = (await server.stores.accounts.setSignedUrls(signed.account.id, true)) as string;
    const { id } = (await (await send('POST', '/v1/designs', signed.secretKey, design())).json()) as { id: string };
    const url = `${server.url}/v1/designs/${id}/image?title=Signed&key=${signed.publicKey}`;
    await problem(await fetch(url), 401, 'UNAUTHORIZED');
    expect((await fetch(signUrl(url, secret))).status).toBe(200);
    // A variable changed after signing breaks the signature.
    await problem(await fetch(signUrl(url, secret).replace('Signed', 'Forged')), 401, 'UNAUTHORIZED');
  });

  it('takes the secret key only in the Authorization header', async () => {
    await problem(await send('GET', '/v1/designs', hobby.publicKey), 401, 'UNAUTHORIZED');
    await problem(await fetch(`${server.url}/v1/designs?key=${hobby.secretKey}`), 401, 'UNAUTHORIZED');
  });

  it('renders by POST with the secret key and variables as JSON, in every format', async () => {
    const { id } = (await (await send('POST', '/v1/designs', hobby.secretKey, design())).json()) as { id: string };
    for (const format of ['png', 'jpeg', 'webp', 'svg'] as const) {
      const response = await send('POST', `/v1/designs/${id}/image`, hobby.secretKey, {
        variables: { title: 'Posted' },
        format,
        scale: 2,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const bytes = Buffer.from(await response.arrayBuffer());
      if (format === 'svg') expect(bytes.toString()).toContain('Posted');
      else expect((await sharp(bytes).metadata()).width).toBe(2400);
    }
  });
});

describe('variables', () => {
  let id: string;
  beforeAll(async () => {
    ({ id } = (await (await send('POST', '/v1/designs', hobby.secretKey, design())).json()) as { id: string });
  });
  const image = (query: string) => fetch(`${server.url}/v1/designs/${id}/image?key=${hobby.publicKey}&${query}`);

  it('a hostile value is drawn as its characters, in PNG and in SVG', async () => {
    const hostile = '</div><img src="http://127.0.0.1/x.png"><script>alert(1)</script> & "quotes"';
    const svg = await image(`title=${encodeURIComponent(hostile)}&format=svg`);
    expect(svg.status).toBe(200);
    const text = await svg.text();
    expect(text).not.toContain('<script>');
    expect(text).not.toContain('<img');
    expect(text).toContain('&lt;/div&gt;&lt;img src=');
    const png = await image(`title=${encodeURIComponent(hostile)}`);
    expect(png.status).toBe(200);
    expect(png.headers.get('warning')).toBeNull();
  });

  it('an unknown or a missing required variable is a 400 naming it', async () => {
    expect((await problem(await image('title=x&subtitle=y'), 400, 'INVALID_PARAMETER')).field).toBe('subtitle');
    expect((await problem(await image('date=2026'), 400, 'INVALID_PARAMETER')).field).toBe('title');
    expect((await problem(await image('title=x&format=gif'), 400, 'INVALID_PARAMETER')).field).toBe('format');
  });

  it('a default fills what the URL leaves out; given values change the image', async () => {
    const withDefault = await image('title=Same');
    const withDate = await image('title=Same&date=1999-01-01');
    expect(withDefault.headers.get('etag')).not.toBe(withDate.headers.get('etag'));
  });

  it('a picture variable must be a URL, and cannot leave its url()', async () => {
    const picture = await send('POST', '/v1/designs', hobby.secretKey, {
      element: {
        type: 'div',
        props: {
          style: { display: 'flex', width: '100%', height: '100%', backgroundImage: 'url({{background}})' },
          children: [{ type: 'img', props: { src: '{{avatar}}', width: 64, height: 64 } }],
        },
      },
      width: 400,
      height: 200,
      variables: { background: '', avatar: '' },
    });
    expect(picture.status, await picture.clone().text()).toBe(201);
    const { id: pictureId } = (await picture.json()) as { id: string };
    const url = (query: string) => fetch(`${server.url}/v1/designs/${pictureId}/image?key=${hobby.publicKey}&${query}`);
    // Empty: no picture, drawn without it.
    const empty = await url('format=png');
    expect(empty.status, await empty.clone().text()).toBe(200);
    const script = await url(`background=${encodeURIComponent('javascript:alert(1)')}`);
    expect((await problem(script, 400, 'INVALID_PARAMETER')).field).toBe('background');
    // A URL trying to close the url() and add a declaration stays inside it, percent-encoded.
    const breakout = await url(
      `background=${encodeURIComponent('http://glyphcast-test.invalid/a.png"), url("http://192.0.2.2/b.png')}`,
    );
    expect(breakout.status, await breakout.clone().text()).toBe(200);
    // One picture was asked for, its URL all of the value (it failed to load: the name does not
    // resolve); had a second url() escaped, its private address would have been refused (400).
    expect(breakout.headers.get('warning')).toContain('ENOTFOUND glyphcast-test.invalid');
  });
});

describe('storing a design is checked', () => {
  const refused = async (body: unknown, field: string) => {
    const answer = await problem(await send('POST', '/v1/designs', hobby.secretKey, body), 400, 'INVALID_PARAMETER');
    expect(answer.field).toBe(field);
    return answer;
  };

  it('names the field or the tree path of what is wrong', async () => {
    await refused(design({ variables: { date: null } }), 'variables.title');
    await refused(design({ width: 0 }), 'width');
    await refused(design({ html: undefined }), 'html');
    await refused(design({ element: { type: 'div', props: {} } }), 'element');
    await refused(design({ variables: { title: null, key: 'x' } }), 'variables.key');
    await refused(design({ variables: { title: null, 'bad name': 'x' } }), 'variables.bad name');
    await refused(design({ colour: 'red' }), 'colour');
    await refused(
      design({ html: '<div style="display:flex"><p style="color: {{title}}">x</p></div>' }),
      'html: div > p',
    );
    const deep = { type: 'div', props: { children: [] as unknown[] } };
    let node = deep;
    for (let depth = 0; depth < 100; depth++) {
      const child = { type: 'div', props: { children: [] as unknown[] } };
      node.props.children.push(child);
      node = child;
    }
    const answer = await refused({ element: deep, width: 100, height: 100 }, `element: ${'div > '.repeat(64)}div`);
    expect(answer.detail).toContain('nested at most 64 deep');
    await refused({ element: { type: 'img', props: { src: 'file:///etc/passwd' } }, width: 10, height: 10 }, 'element');
  });

  it('holds each plan to its number of designs', async () => {
    for (let index = 0; index < PLANS.free.designs; index++) {
      expect((await send('POST', '/v1/designs', free.secretKey, design())).status).toBe(201);
    }
    const over = await problem(
      await send('POST', '/v1/designs', free.secretKey, design()),
      403,
      'DESIGN_LIMIT_REACHED',
    );
    expect(over.detail).toContain(`at most ${PLANS.free.designs} designs`);
  });

  it('draws the Free plan’s watermark on its designs, and meters every render', async () => {
    const [first] = ((await (await send('GET', '/v1/designs', free.secretKey)).json()) as { designs: { id: string }[] })
      .designs;
    const before = await server.stores.usage.count(free.account.id, monthOf(new Date()));
    const response = await fetch(`${server.url}/v1/designs/${first?.id}/image?key=${free.publicKey}&title=Free`);
    expect(response.status).toBe(200);
    const image = Buffer.from(await response.arrayBuffer());
    // The mark's dark pill in the bottom-right corner, over the card's own colour.
    const pill = await meanColor(image, { left: 1137, top: 610, width: 3, height: 6 });
    // Half-black over the card's #0f172a.
    for (const [index, channel] of [15, 23, 42].entries())
      expect(Math.abs((pill[index] ?? 0) - channel / 2)).toBeLessThan(1.5);
    expect(await server.stores.usage.count(free.account.id, monthOf(new Date()))).toBe(before + 1);
  });
});

describe('lang', () => {
  it('is stored with the design and chooses its Han letterforms', async () => {
    const han = (lang: string) =>
      send('POST', '/v1/designs', hobby.secretKey, {
        html: '<div style="display:flex;width:100%;height:100%;background:white;font-size:64px">直角 骨 述 刃</div>',
        width: 400,
        height: 100,
        lang,
      });
    const [traditional, simplified] = await Promise.all([han('zh-TW'), han('zh-CN')]);
    const ids = (await Promise.all([traditional.json(), simplified.json()])) as { id: string; lang: string }[];
    expect(ids.map((design) => design.lang)).toEqual(['zh-TW', 'zh-CN']);
    const images = await Promise.all(
      ids.map(async ({ id }) =>
        Buffer.from(await (await fetch(`${server.url}/v1/designs/${id}/image?key=${hobby.publicKey}`)).arrayBuffer()),
      ),
    );
    expect(images[0]?.equals(images[1] as Buffer)).toBe(false);
    const bad = await problem(await han('not a tag'), 400, 'INVALID_PARAMETER');
    expect(bad.field).toBe('lang');
  });
});

describe('fonts', () => {
  const mono = readFileSync(join(import.meta.dirname, '../../core/fonts/JetBrainsMono_400Regular.ttf'));
  const branded = {
    html: '<div style="display:flex;width:100%;height:100%;background:white;font-family:Brand;font-size:40px">{{title}}</div>',
    width: 400,
    height: 100,
    variables: { title: 'iiiiiiii' },
    fonts: [{ name: 'Brand', data: `data:font/ttf;base64,${mono.toString('base64')}` }],
  };

  it('are a Pro plan’s: refused with 403 naming `fonts` on the others, stored and drawn on Pro', async () => {
    const refused = await problem(await send('POST', '/v1/designs', hobby.secretKey, branded), 403, 'PLAN_REQUIRED');
    expect(refused.field).toBe('fonts');
    await problem(await send('POST', '/v1/render', hobby.secretKey, branded), 403, 'PLAN_REQUIRED');
    const pro = await server.stores.accounts.create({ plan: 'pro' });
    const created = await send('POST', '/v1/designs', pro.secretKey, branded);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const url = `${server.url}/v1/designs/${id}/image?key=${pro.publicKey}`;
    const withFont = await fetch(url);
    expect(withFont.headers.get('warning')).toBeNull();
    const plain = await send('POST', '/v1/render', pro.secretKey, {
      html: branded.html.replace('{{title}}', branded.variables.title),
      width: branded.width,
      height: branded.height,
    });
    expect(plain.status).toBe(200);
    const inked = async (response: Response) => {
      const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let right = 0;
      for (let index = 0; index < data.length; index++)
        if ((data[index] ?? 255) < 128) right = Math.max(right, index % info.width);
      return right;
    };
    // Monospace "i"s run far wider than Inter's.
    expect(await inked(withFont)).toBeGreaterThan((await inked(plain)) + 60);

    // After a downgrade the design still draws, in the bundled faces, and says why.
    await server.stores.accounts.setPlan(pro.account.id, 'hobby');
    const downgraded = await fetch(url);
    expect(downgraded.status).toBe(200);
    expect(downgraded.headers.get('warning')).toContain('fonts: custom fonts need the Pro plan');
  });
});

describe('the rate limit', () => {
  it('is taken before a design is looked up or a body read: unknown ids and bad bodies spend it too', async () => {
    const limited = await startTestServer('designs-rate', { rateLimit: { perSecond: 1, burst: 3 } });
    try {
      const keys = await limited.stores.accounts.create({ plan: 'hobby' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await fetch(`${limited.url}/v1/designs/dsn_0000000000000000/image?key=${keys.publicKey}`);
        statuses.push(response.status);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      const inline = await fetch(`${limited.url}/v1/render?key=${keys.publicKey}&html=AAAA&width=10&height=10`);
      expect(inline.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the docs', () => {
  it('store and draw the design own-designs.md shows with curl, as it shows it', async () => {
    const docs = readFileSync(join(import.meta.dirname, '../../../docs/own-designs.md'), 'utf8');
    const body = /-d '(\{[\s\S]*?\})'\n/.exec(docs.slice(docs.indexOf('# Store the design once')))?.[1];
    expect(body, 'the curl example of docs/own-designs.md').toBeDefined();
    const created = await send('POST', '/v1/designs', hobby.secretKey, JSON.parse(body as string));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const url = /content="https:\/\/glyphcast\.example(\/v1\/designs\/dsn_[^/]+\/image\?[^"]+)"/.exec(docs)?.[1];
    const query = new URL(`http://x${url}`).searchParams;
    query.set('key', hobby.publicKey);
    const image = await fetch(`${server.url}/v1/designs/${id}/image?${query}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('warning')).toBeNull();
  });
});

describe('inline rendering', () => {
  it('POST /v1/render draws HTML or an element tree with the secret key', async () => {
    const html = await send('POST', '/v1/render', hobby.secretKey, {
      html: '<div style="display:flex;width:100%;height:100%;background:#16a34a"></div>',
      width: 320,
      height: 160,
    });
    expect(html.status).toBe(200);
    const image = Buffer.from(await html.arrayBuffer());
    expect(await meanColor(image, { left: 100, top: 50, width: 20, height: 20 })).toEqual([22, 163, 74]);
    const element = await send('POST', '/v1/render', hobby.secretKey, {
      element: { type: 'div', props: { style: { width: '100%', height: '100%', background: '#dc2626' } } },
      width: 100,
      height: 100,
      format: 'svg',
    });
    expect(element.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('keys its cache and ETag on every option: lang changes the image', async () => {
    const html = Buffer.from('<div style="display:flex;font-size:40px;background:white">直角 骨 述</div>').toString(
      'base64url',
    );
    const url = (lang: string) =>
      `${server.url}/v1/render?key=${hobby.publicKey}&html=${html}&width=300&height=80&lang=${lang}`;
    const traditional = await fetch(url('zh-TW'));
    const simplified = await fetch(url('zh-CN'));
    expect(simplified.headers.get('x-cache')).toBe('MISS');
    expect(simplified.headers.get('etag')).not.toBe(traditional.headers.get('etag'));
    const [a, b] = await Promise.all([traditional.arrayBuffer(), simplified.arrayBuffer()]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it('GET /v1/render takes the HTML in base64 with the public key', async () => {
    const html = Buffer.from('<div style="display:flex;width:100%;height:100%;background:#2563eb"></div>').toString(
      'base64url',
    );
    const response = await fetch(`${server.url}/v1/render?key=${hobby.publicKey}&html=${html}&width=200&height=100`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"/);
    const image = Buffer.from(await response.arrayBuffer());
    expect((await sharp(image).metadata()).width).toBe(200);
    await problem(
      await send('POST', '/v1/render', hobby.secretKey, { width: 10, height: 10 }),
      400,
      'INVALID_PARAMETER',
    );
    const bad = await send('POST', '/v1/render', hobby.secretKey, { html: '<div>', width: 10, height: 99999 });
    expect(((await bad.json()) as { field: string }).field).toBe('height');
  });
});
