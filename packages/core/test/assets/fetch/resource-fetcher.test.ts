import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../src/assets/fetch/_address-policy.js';
import { createImageFetcher, ImageFetchError } from '../../../src/assets/fetch/resource-fetcher.js';
import { GlyphcastError } from '../../../src/errors.js';
import { renderOgWithInfo } from '../../../src/pipeline/render-functions.js';
import { colorDistance, decode, pixelAt } from '../../_image.js';

let server: Server;
let base: string;
let red: Buffer;
let trackerHits = 0;

/** A loopback server with one route per case a fetcher must handle. */
beforeAll(async () => {
  red = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/red.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(red);
    if (path === '/mislabelled') return void response.writeHead(200, { 'content-type': 'text/html' }).end(red);
    if (path === '/redirect') return void response.writeHead(302, { location: '/red.png' }).end();
    if (path.startsWith('/chain/')) {
      const left = Number(path.split('/')[2]);
      return void response.writeHead(302, { location: left > 0 ? `/chain/${left - 1}` : '/red.png' }).end();
    }
    if (path === '/to-metadata')
      return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    if (path === '/to-nowhere') return void response.writeHead(302, { location: 'http://[bad' }).end();
    if (path === '/to-file') return void response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path === '/huge') {
      response.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(64 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < 6 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      return pump();
    }
    if (path === '/slow') return void setTimeout(() => response.writeHead(200).end(red), 2000);
    if (path === '/logo.svg') {
      // An external reference inside the SVG must never be followed (it points back here).
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="50"><rect width="200" height="50" fill="#0000ff"/><image xlink:href="${base}/tracker" width="10" height="10"/></svg>`;
      return void response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg);
    }
    if (path === '/tracker') trackerHits++;
    if (path === '/text')
      return void response.writeHead(200, { 'content-type': 'image/png' }).end('hello, not an image');
    response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const trusting = () => createImageFetcher({ allowHosts: ['127.0.0.1'], timeoutMs: 1000 });
const fetchError = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::808:808', false],
    ['2002:c0a8::1', false],
    // IPv4-compatible (::/96): a URL's [::127.0.0.1] reaches the guard as ::7f00:1.
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::808:808', false],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('createImageFetcher', () => {
  it('fetches an image from an allowed host', async () => {
    expect((await trusting()(new URL(`${base}/red.png`), 'logo')).equals(red)).toBe(true);
  });

  it('follows redirects, up to the limit', async () => {
    expect((await trusting()(new URL(`${base}/redirect`), 'logo')).equals(red)).toBe(true);
    expect((await trusting()(new URL(`${base}/chain/2`), 'logo')).equals(red)).toBe(true);
    expect(await fetchError(trusting()(new URL(`${base}/chain/3`), 'logo'))).toBeInstanceOf(ImageFetchError);
  });

  it.each([
    ['a loopback server by default', () => `${base}/red.png`],
    ['127.0.0.1 written as a number', () => 'http://2130706433/x.png'],
    ['127.0.0.1 in hexadecimal', () => 'http://0x7f000001/x.png'],
    ['127.0.0.1 in octal', () => 'http://0177.0.0.1/x.png'],
    ['IPv4-mapped IPv6 loopback', () => 'http://[::ffff:127.0.0.1]/x.png'],
    ['IPv6 loopback', () => 'http://[::1]/x.png'],
    ['IPv4-compatible IPv6 loopback', () => `http://[::127.0.0.1]:${new URL(base).port}/red.png`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data'],
    ['a private network address', () => 'http://192.168.0.10/logo.png'],
    ['a name that resolves to loopback', () => `http://localhost:${new URL(base).port}/red.png`],
  ])('refuses %s as the caller’s error', async (_, url) => {
    const error = await fetchError(createImageFetcher({ timeoutMs: 1000 })(new URL(url()), 'avatar'));
    expect(error).toBeInstanceOf(GlyphcastError);
    expect(error).toMatchObject({ code: 'INVALID_PARAMETER', field: 'avatar' });
    expect((error as Error).message).toMatch(/not a public address; only public http\(s\) addresses are fetched$/);
  });

  it('checks every redirect target again', async () => {
    const error = await fetchError(trusting()(new URL(`${base}/to-metadata`), 'logo'));
    expect(error).toMatchObject({ code: 'INVALID_PARAMETER', field: 'logo' });
    const file = await fetchError(trusting()(new URL(`${base}/to-file`), 'logo'));
    expect(file).toMatchObject({ code: 'INVALID_PARAMETER', field: 'logo' });
    expect((file as Error).message).toContain('file:');
  });

  it.each([
    ['a 404', '/missing', /answered 404/],
    ['a body over the byte limit', '/huge', /larger than 5242880 bytes/],
    ['a server slower than the time limit', '/slow', /timed out/],
    ['a redirect to something that is not a URL', '/to-nowhere', /redirected to "http:\/\/\[bad", which is not a URL/],
  ])('turns %s into a soft failure', async (_, path, message) => {
    const error = await fetchError(trusting()(new URL(`${base}${path}`), 'logo'));
    expect(error).toBeInstanceOf(ImageFetchError);
    expect((error as Error).message).toMatch(message);
  });
});

describe('renderOg with remote images', () => {
  const context = () => ({ fetchResource: trusting() });

  it('draws a fetched avatar, whatever Content-Type the server claims', async () => {
    const result = await renderOgWithInfo(
      { title: 'Hello', author: 'Ada', avatar: `${base}/mislabelled`, theme: 'light' },
      context(),
    );
    expect(result.warnings).toEqual([]);
    const image = await decode(result.image);
    expect(colorDistance(pixelAt(image, 72 + 36, 630 - 72 - 36), [255, 0, 0])).toBeLessThan(20);
  });

  it('renders with initials and a warning when the avatar is missing, not an image or too slow', async () => {
    for (const path of ['/missing', '/text', '/slow']) {
      const result = await renderOgWithInfo({ title: 'Hello', author: 'Ada', avatar: `${base}${path}` }, context());
      expect(result.warnings, path).toHaveLength(1);
      expect(result.warnings[0]?.field).toBe('avatar');
      expect((await decode(result.image)).width).toBe(1200);
    }
  });

  it('rasterises an SVG logo without following its external references', async () => {
    const result = await renderOgWithInfo({ title: 'Hello', logo: `${base}/logo.svg` }, context());
    expect(result.warnings).toEqual([]);
    const image = await decode(result.image);
    expect(colorDistance(pixelAt(image, 72 + 100, 72 + 28), [0, 0, 255])).toBeLessThan(20);
    expect(trackerHits).toBe(0);
  });

  it('refuses a private address with an error naming the field', async () => {
    await expect(renderOgWithInfo({ title: 'x', logo: 'http://10.0.0.1/logo.png' })).rejects.toMatchObject({
      field: 'logo',
    });
  });
});
