import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/index.js';

// Functions passed to page.evaluate run in the browser; this package's types are Node's only.
// biome-ignore lint/suspicious/noExplicitAny: browser globals, typed loosely on purpose
declare const document: any, Image: any, fetch: any, createImageBitmap: any;

/** Debian's chromium (installed by .ci/run); never a downloaded browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let server: RunningServer;
let site: Server;
let siteUrl: string;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-canvas-')) });
  // Another origin: a blog on its own port.
  site = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>blog</title><canvas></canvas>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
  await server?.close();
});

it('lets a page on another origin fetch an image URL and read it back from a canvas', async () => {
  const { publicKey } = await server.stores.accounts.create({ plan: 'hobby' });
  const imageUrl = `${server.url}/v1/og?title=${encodeURIComponent('Drawn on a canvas')}&accent=%23ff0000&key=${publicKey}`;
  const page = await browser.newPage();
  try {
    await page.goto(siteUrl);
    const result = await page.evaluate(async (url: string) => {
      // fetch(): the body and the exposed headers are readable.
      const response = await fetch(url, { mode: 'cors' });
      const bitmap = await createImageBitmap(await response.blob());
      const canvas = document.querySelector('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d');
      context.drawImage(bitmap, 0, 0);
      // getImageData throws on a tainted canvas.
      const fetched = Array.from(context.getImageData(5, 315, 1, 1).data);
      // <img crossorigin>: the same, through the image element.
      const image = new Image();
      image.crossOrigin = 'anonymous';
      image.src = url.replace('canvas', 'canvas%20too');
      await image.decode();
      context.drawImage(image, 0, 0);
      const viaImage = Array.from(context.getImageData(5, 315, 1, 1).data);
      return {
        size: [bitmap.width, bitmap.height],
        fetched,
        viaImage,
        cache: response.headers.get('x-cache'),
        timing: response.headers.get('server-timing'),
        dataUrl: canvas.toDataURL().slice(0, 22),
      };
    }, imageUrl);
    expect(result.size).toEqual([1200, 630]);
    // The accent bar down the left edge, read back from the canvas.
    expect(result.fetched.slice(0, 3)).toEqual([255, 0, 0]);
    expect(result.viaImage.slice(0, 3)).toEqual([255, 0, 0]);
    expect(result.cache).toBe('MISS');
    expect(result.timing).toMatch(/^cache;desc="MISS"/);
    expect(result.dataUrl).toBe('data:image/png;base64,');
  } finally {
    await page.close();
  }
});
