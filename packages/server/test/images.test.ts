import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { monthOf } from '../src/store/usage.js';
import { startTestServer } from './_test-server.js';

let server: RunningServer;
let hobby: { secretKey: string; publicKey: string; account: { id: string } };
let free: { secretKey: string; publicKey: string; account: { id: string } };

beforeAll(async () => {
  server = await startTestServer('images', {
    // These tests fire many requests with one key; the rate limit has its own test.
    rateLimit: { perSecond: 1000, burst: 1000 },
    upgradeUrl: 'https://example.com/pricing',
  });
  hobby = await server.stores.accounts.create({ plan: 'hobby' });
  free = await server.stores.accounts.create({ plan: 'free' });
});

afterAll(async () => {
  await server.close();
});

const post = (path: string, body: unknown, key: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
  });
const b64 = (text: string) => Buffer.from(text).toString('base64url');

async function problem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  const body = (await response.json()) as Record<string, unknown>;
  expect(body.code).toBe(code);
  return body;
}

/** A schema's properties as /openapi.json publishes them. */
async function schemaProperties(schema: 'CodeOptions' | 'OgOptions') {
  const openapi = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
    components: {
      schemas: Record<string, { properties: Record<string, Record<string, unknown> & { enum?: string[] }> }>;
    };
  };
  return openapi.components.schemas[schema]?.properties ?? {};
}

describe('POST /v1/code and /v1/og', () => {
  it('renders with a secret key, with the cache and timing headers', async () => {
    const response = await post('/v1/code', { code: 'const a = 1;', language: 'ts', scale: 1 }, hobby.secretKey);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-cache')).toBe('MISS');
    expect(Number(response.headers.get('x-render-time-ms'))).toBeGreaterThanOrEqual(0);
    const image = Buffer.from(await response.arrayBuffer());
    expect([...image.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const og = await post('/v1/og', { title: 'Hello', format: 'webp' }, hobby.secretKey);
    expect(og.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await og.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
  });

  it.each<[string, Record<string, string>]>([
    ['no Authorization header', {}],
    ['a malformed key', { authorization: 'Bearer sk_live_nope' }],
    ['an unknown but well-formed key', { authorization: 'Bearer sk_live_000000000000000000000000000000000000' }],
  ])('answers %s with 401 and WWW-Authenticate', async (_, headers) => {
    const response = await fetch(`${server.url}/v1/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ code: 'x' }),
    });
    await problem(response, 401, 'UNAUTHORIZED');
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('refuses a public key on POST with 401', async () => {
    const body = await problem(await post('/v1/code', { code: 'x' }, hobby.publicKey), 401, 'UNAUTHORIZED');
    expect(body.detail).toContain('public key cannot be used on a POST');
  });

  it('names the field of a bad parameter, and refuses unknown fields', async () => {
    expect(
      (await problem(await post('/v1/code', { code: 'x', fontSize: 99 }, hobby.secretKey), 400, 'INVALID_PARAMETER'))
        .field,
    ).toBe('fontSize');
    expect(
      (await problem(await post('/v1/og', { title: 'x', colour: 'red' }, hobby.secretKey), 400, 'INVALID_PARAMETER'))
        .field,
    ).toBe('colour');
  });

  it('answers a client’s transport mistakes with 4xx, never 500', async () => {
    await problem(await post('/v1/code', '{ not json', hobby.secretKey), 400, 'INVALID_PARAMETER');
    await problem(
      await post('/v1/code', 'code=x', hobby.secretKey, { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    const gzipped = await problem(
      await post('/v1/code', gzipSync('{"code":"x"}'), hobby.secretKey, { 'content-encoding': 'gzip' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(gzipped.detail).toBe('send the body uncompressed: Content-Encoding gzip is not accepted');
    // A byte order mark before the JSON, as some editors and clients write it, is dropped.
    expect((await post('/v1/code', '\uFEFF{"code":"x","scale":1}', hobby.secretKey)).status).toBe(200);
    const array = await problem(await post('/v1/code', [{ code: 'x' }], hobby.secretKey), 400, 'INVALID_PARAMETER');
    expect(array.detail).toBe('the parameters must be an object, received an array of 1 item');
    await problem(await post('/v1/code', { code: 'x'.repeat(1_100_000) }, hobby.secretKey), 413, 'BODY_TOO_LARGE');
    const twice = await problem(
      await post('/v1/og', '{"title":"One","theme":"dark","theme":"light"}', hobby.secretKey),
      400,
      'INVALID_PARAMETER',
    );
    expect(twice).toMatchObject({ field: 'theme' });
  });

  it('keeps font and css for Pro with a 403 naming the field and the plan', async () => {
    const body = await problem(
      await post('/v1/code', { code: 'x', css: 'box-shadow: none' }, hobby.secretKey),
      403,
      'PLAN_REQUIRED',
    );
    expect(body).toMatchObject({ field: 'css' });
    expect(body.detail).toContain('hobby');
  });
});

describe('GET /v1/code and /v1/og', () => {
  it('renders with a public key, with an ETag and 304 for a repeat', async () => {
    const url = `${server.url}/v1/code?code=${b64('print(1)')}&language=python&lineNumbers=true&highlightLines=1&scale=1&key=${hobby.publicKey}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('public');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const og = await fetch(`${server.url}/v1/og?title=Hello&theme=light&key=${hobby.publicKey}`);
    expect(og.status).toBe(200);
    expect(og.headers.get('content-type')).toBe('image/png');
  });

  it('answers If-None-Match as RFC 9110 does: weak tags, lists and * are 304; other tags 200', async () => {
    const url = `${server.url}/v1/og?title=Conditional&key=${hobby.publicKey}`;
    const first = await fetch(url);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800, stale-if-error=604800',
    );
    const etag = first.headers.get('etag') as string;
    for (const header of [`W/${etag}`, `"other", ${etag}`, `"a",W/${etag} , "b"`, '*']) {
      const response = await fetch(url, { headers: { 'if-none-match': header } });
      expect(response.status, header).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
    }
    for (const header of ['"other"', `"x${etag.slice(1)}`, 'W/"other", "again"']) {
      expect((await fetch(url, { headers: { 'if-none-match': header } })).status, header).toBe(200);
    }
  });

  it('refuses a secret key in the query string with 401, without echoing it', async () => {
    const response = await fetch(`${server.url}/v1/og?title=x&key=${hobby.secretKey}`);
    const body = await problem(response, 401, 'UNAUTHORIZED');
    expect(JSON.stringify(body)).not.toContain(hobby.secretKey);
  });

  it.each([
    ['a missing key', '/v1/og?title=x', 'UNAUTHORIZED', 401],
    ['an integer that is not one', `/v1/code?code=${b64('x')}&padding=wide&key=KEY`, 'INVALID_PARAMETER', 400],
    ['a boolean that is not one', `/v1/code?code=${b64('x')}&lineNumbers=yes&key=KEY`, 'INVALID_PARAMETER', 400],
    ['line numbers that are not', `/v1/code?code=${b64('x')}&highlightLines=1,two&key=KEY`, 'INVALID_PARAMETER', 400],
  ])('answers %s properly', async (_, path, code, status) => {
    await problem(await fetch(`${server.url}${path.replace('KEY', hobby.publicKey)}`), status, code);
  });
});

describe('lineStart on /v1/code', () => {
  /** The width of a PNG, from its IHDR chunk. */
  const pngWidth = async (response: Response) => Buffer.from(await response.arrayBuffer()).readUInt32BE(16);
  const code = 'const firstValueOfTheExcerpt = 1;\nconst secondValueOfTheExcerpt = 2;';

  it('numbers from lineStart by POST and GET, with a gutter wide enough for the largest number', async () => {
    const fromOne = await post('/v1/code', { code, lineNumbers: true, scale: 1 }, hobby.secretKey);
    const posted = await post('/v1/code', { code, lineNumbers: true, lineStart: 99_999, scale: 1 }, hobby.secretKey);
    expect(posted.status).toBe(200);
    const postedWidth = await pngWidth(posted);
    // 100000 has five digits more than 2: five 0.6 em columns at 14 px.
    expect(Math.abs(postedWidth - (await pngWidth(fromOne)) - 5 * 14 * 0.6)).toBeLessThanOrEqual(1);
    const got = await fetch(
      `${server.url}/v1/code?code=${b64(code)}&lineNumbers=true&lineStart=99999&highlightLines=100000&scale=1&key=${hobby.publicKey}`,
    );
    expect(got.status).toBe(200);
    expect(await pngWidth(got)).toBe(postedWidth);
  });

  it('refuses a lineStart out of bounds with a 400 naming it, and documents the bounds', async () => {
    const body = await problem(
      await fetch(`${server.url}/v1/code?code=${b64('x')}&lineStart=0&key=${hobby.publicKey}`),
      400,
      'INVALID_PARAMETER',
    );
    expect(body).toMatchObject({ field: 'lineStart' });
    await problem(
      await post('/v1/code', { code: 'x', lineStart: 1_000_001 }, hobby.secretKey),
      400,
      'INVALID_PARAMETER',
    );
    const properties = await schemaProperties('CodeOptions');
    expect(properties.lineStart).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 1_000_000,
      default: 1,
    });
  });
});

describe('title on /v1/code', () => {
  it('draws a title by POST and GET (any script), and refuses one over 100 characters naming it', async () => {
    const plain = Buffer.from(
      await (await post('/v1/code', { code: 'x = 1', scale: 1 }, hobby.secretKey)).arrayBuffer(),
    );
    const posted = await post('/v1/code', { code: 'x = 1', scale: 1, title: 'main.py' }, hobby.secretKey);
    expect(posted.status).toBe(200);
    expect(Buffer.from(await posted.arrayBuffer()).equals(plain)).toBe(false);
    const got = await fetch(
      `${server.url}/v1/code?code=${b64('x = 1')}&title=${encodeURIComponent('مرحبا 你好.py')}&scale=1&key=${hobby.publicKey}`,
    );
    expect(got.status).toBe(200);
    expect(got.headers.get('warning')).toBeNull();
    const body = await problem(
      await post('/v1/code', { code: 'x', title: 't'.repeat(101) }, hobby.secretKey),
      400,
      'INVALID_PARAMETER',
    );
    expect(body).toMatchObject({ field: 'title' });
    const properties = await schemaProperties('CodeOptions');
    expect(properties.title).toMatchObject({
      type: 'string',
      maxLength: 100,
      default: '',
    });
  });

  it('says with a warning that window none leaves the title out', async () => {
    const response = await post('/v1/code', { code: 'x', title: 'main.py', window: 'none' }, hobby.secretKey);
    expect(response.status).toBe(200);
    expect(response.headers.get('warning')).toMatch(/title: window none has no title bar/);
    await response.arrayBuffer();
  });
});

describe('focusLines on /v1/code', () => {
  it('dims by POST and GET alike, and refuses a line 0 naming the field', async () => {
    const code = 'const a = 1;\nconst b = 2;\nconst c = 3;';
    const plain = Buffer.from(await (await post('/v1/code', { code, scale: 1 }, hobby.secretKey)).arrayBuffer());
    const posted = await post('/v1/code', { code, scale: 1, focusLines: [2] }, hobby.secretKey);
    expect(posted.status).toBe(200);
    const postedBytes = Buffer.from(await posted.arrayBuffer());
    expect(postedBytes.equals(plain)).toBe(false);
    const got = await fetch(`${server.url}/v1/code?code=${b64(code)}&focusLines=2&scale=1&key=${hobby.publicKey}`);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(postedBytes)).toBe(true);
    const body = await problem(
      await fetch(`${server.url}/v1/code?code=${b64(code)}&focusLines=0&key=${hobby.publicKey}`),
      400,
      'INVALID_PARAMETER',
    );
    expect(String(body.field)).toMatch(/^focusLines/);
    const properties = await schemaProperties('CodeOptions');
    expect(properties.focusLines).toMatchObject({
      type: 'array',
      maxItems: 200,
    });
  });
});

describe('diff lines on /v1/code', () => {
  const diff = '--- a/x.py\n+++ b/x.py\n@@ -1,2 +1,2 @@\n-a = 1\n+a = 2\n b = 3\n';

  it('marks added and removed lines, and renders language diff, by POST and GET alike', async () => {
    const code = 'a = 1\nb = 2';
    const plain = Buffer.from(await (await post('/v1/code', { code, scale: 1 }, hobby.secretKey)).arrayBuffer());
    const posted = await post('/v1/code', { code, scale: 1, addedLines: [1], removedLines: [2] }, hobby.secretKey);
    expect(posted.status).toBe(200);
    const postedBytes = Buffer.from(await posted.arrayBuffer());
    expect(postedBytes.equals(plain)).toBe(false);
    const got = await fetch(
      `${server.url}/v1/code?code=${b64(code)}&addedLines=1&removedLines=2&scale=1&key=${hobby.publicKey}`,
    );
    expect(Buffer.from(await got.arrayBuffer()).equals(postedBytes)).toBe(true);

    const diffPost = await post(
      '/v1/code',
      { code: diff, language: 'diff', diffLanguage: 'python', scale: 1 },
      hobby.secretKey,
    );
    expect(diffPost.status).toBe(200);
    const diffBytes = Buffer.from(await diffPost.arrayBuffer());
    const diffGet = await fetch(
      `${server.url}/v1/code?code=${b64(diff)}&language=diff&diffLanguage=python&scale=1&key=${hobby.publicKey}`,
    );
    expect(Buffer.from(await diffGet.arrayBuffer()).equals(diffBytes)).toBe(true);
  });

  it('renders terminal output (language ansi) by POST and GET alike, the screen as it ended', async () => {
    const output = 'step 1\rstep 2\n\x1b[1;32mok\x1b[0m';
    const posted = await post('/v1/code', { code: output, language: 'ansi', scale: 1 }, hobby.secretKey);
    expect(posted.status).toBe(200);
    const postedBytes = Buffer.from(await posted.arrayBuffer());
    const got = await fetch(`${server.url}/v1/code?code=${b64(output)}&language=ansi&scale=1&key=${hobby.publicKey}`);
    expect(Buffer.from(await got.arrayBuffer()).equals(postedBytes)).toBe(true);
  });

  it('refuses an unknown diffLanguage naming it, and documents the fields', async () => {
    const body = await problem(
      await post('/v1/code', { code: diff, language: 'diff', diffLanguage: 'nope' }, hobby.secretKey),
      400,
      'INVALID_PARAMETER',
    );
    expect(body.field).toBe('diffLanguage');
    const properties = await schemaProperties('CodeOptions');
    expect(properties.addedLines).toMatchObject({ type: 'array', maxItems: 200 });
    expect(properties.removedLines).toMatchObject({ type: 'array', maxItems: 200 });
    expect(properties.diffLanguage).toMatchObject({ type: 'string', default: 'auto' });
  });
});

describe('SVG on /v1/code and /v1/og', () => {
  it('answers image/svg+xml by POST and GET alike, cached and counted like any format', async () => {
    const code = 'const answer = 42;';
    const before = await server.stores.usage.count(hobby.account.id, monthOf(new Date()));
    const posted = await post('/v1/code', { code, format: 'svg', darkTheme: 'github-dark' }, hobby.secretKey);
    expect(posted.status).toBe(200);
    expect(posted.headers.get('content-type')).toBe('image/svg+xml');
    // Opened on its own, the document may load nothing and run nothing.
    expect(posted.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:",
    );
    const svg = await posted.text();
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg).toContain('prefers-color-scheme:dark');
    const url = `${server.url}/v1/code?code=${b64(code)}&format=svg&darkTheme=github-dark&key=${hobby.publicKey}`;
    // The GET asks for the same image: the cache has it from the POST, and it costs nothing.
    const got = await fetch(url);
    expect(got.headers.get('x-cache')).toBe('HIT');
    expect(await got.text()).toBe(svg);
    expect(await server.stores.usage.count(hobby.account.id, monthOf(new Date()))).toBe(before + 1);
    const og = await fetch(`${server.url}/v1/og?title=Vector&format=svg&key=${hobby.publicKey}`);
    expect(og.headers.get('content-type')).toBe('image/svg+xml');
    expect((await og.text()).startsWith('<svg ')).toBe(true);
  });

  it('refuses darkTheme for a raster format with a 400 naming it', async () => {
    const body = await problem(
      await post('/v1/code', { code: 'x', darkTheme: 'github-dark' }, hobby.secretKey),
      400,
      'INVALID_PARAMETER',
    );
    expect(body.field).toBe('darkTheme');
    const properties = await schemaProperties('CodeOptions');
    expect(properties.format?.enum).toContain('svg');
    expect(properties.darkTheme?.enum).toContain('github-dark');
    expect(properties.darkTheme?.default).toBeUndefined();
  });
});

describe('metering', () => {
  it('stops at the plan’s monthly limit with a 429 and an upgrade link, and counts only renders', async () => {
    const month = monthOf(new Date());
    for (let index = 0; index < 99; index++) await server.stores.usage.consume(free.account.id, month, 100);
    const last = await post('/v1/code', { code: 'x', scale: 1 }, free.secretKey);
    expect(last.status).toBe(200);
    const refused = await problem(
      await post('/v1/code', { code: 'y', scale: 1 }, free.secretKey),
      429,
      'QUOTA_EXCEEDED',
    );
    expect(refused.upgradeUrl).toBe(`https://example.com/pricing?client_reference_id=${free.account.id}`);
    expect(await server.stores.usage.count(free.account.id, month)).toBe(100);
  });

  it('does not count a render that fails', async () => {
    const month = monthOf(new Date());
    const before = await server.stores.usage.count(hobby.account.id, month);
    const response = await post(
      '/v1/code',
      { code: '1\n'.repeat(9000), fontSize: 40, scale: 3, language: 'text' },
      hobby.secretKey,
    );
    await problem(response, 400, 'IMAGE_TOO_LARGE');
    expect(await server.stores.usage.count(hobby.account.id, month)).toBe(before);
  });
});

describe('characters no bundled font has', () => {
  it('are named in a Warning header, and the image is cached like any other', async () => {
    const code = b64(`// 𓀀𓀁 ${Date.now()}`);
    const url = `${server.url}/v1/code?code=${code}&language=ts&scale=1&key=${hobby.publicKey}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    // A header is ASCII: the characters become "?", their code points stay.
    expect(first.headers.get('warning')).toMatch(
      /^199 glyphcast "code: no bundled font has \? \(U\+13000\), \? \(U\+13001\)/,
    );
    expect(first.headers.get('cache-control')).toContain('max-age=86400');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const second = await fetch(url);
    expect(second.headers.get('x-cache')).toBe('HIT');
    // The cached answer says what the first said, and its bytes are the image alone.
    expect(second.headers.get('warning')).toBe(first.headers.get('warning'));
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
  });
});

describe('the OG code template', () => {
  const excerpt = "const card = await renderOg({ template: 'code', title, code });";

  it('renders by POST and by GET (code in base64), the same card', async () => {
    const body = { template: 'code', title: 'A post about code', code: excerpt, language: 'ts' };
    const posted = await post('/v1/og', body, hobby.secretKey);
    expect(posted.status).toBe(200);
    const postedImage = Buffer.from(await posted.arrayBuffer());
    const query = `template=code&title=A+post+about+code&code=${b64(excerpt)}&language=ts&key=${hobby.publicKey}`;
    const got = await fetch(`${server.url}/v1/og?${query}`);
    expect(got.status).toBe(200);
    const gotImage = Buffer.from(await got.arrayBuffer());
    const [a, b] = await Promise.all([postedImage, gotImage].map((image) => sharp(image).raw().toBuffer()));
    expect((a as Buffer).equals(b as Buffer)).toBe(true);
    expect((await sharp(gotImage).metadata()).width).toBe(1200);
  });

  it('names `code` when the code template has none, and warns when another template is given one', async () => {
    const missing = await post('/v1/og', { template: 'code', title: 'x' }, hobby.secretKey);
    const body = await problem(missing, 400, 'INVALID_PARAMETER');
    expect(body.field).toBe('code');
    const unshown = await post('/v1/og', { title: 'x', code: excerpt }, hobby.secretKey);
    expect(unshown.status).toBe(200);
    expect(unshown.headers.get('warning')).toMatch(/code: the article template does not show it/);
    await unshown.arrayBuffer();
  });

  it('describes the code template and its fields in /openapi.json', async () => {
    const properties = await schemaProperties('OgOptions');
    expect(properties.template?.enum).toContain('code');
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(['code', 'language', 'codeTheme']));
  });
});
