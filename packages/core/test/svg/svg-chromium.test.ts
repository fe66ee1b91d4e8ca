import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY } from '../../scripts/gallery.js';
import { renderCode } from '../../src/pipeline/render-functions.js';
import { decode, imageDifference } from '../_image.js';
import { SVG_TOLERANCE } from './_svg.js';

// Functions passed to page.evaluate run in the browser; this package's types are Node's only.
// biome-ignore lint/suspicious/noExplicitAny: browser globals, typed loosely on purpose
declare const document: any, getSelection: any;

/** Debian's chromium (installed by .ci/run); never a downloaded browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BENCH_CARD = readFileSync(join(import.meta.dirname, '../fixtures/server.ts'), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
});
afterAll(async () => {
  await browser?.close();
});

/** The SVG as a web page shows it in an <img>, at the device scale `zoom`, as PNG bytes. */
async function chromiumPicture(
  svg: Buffer,
  size: { width: number; height: number; zoom: number },
  colorScheme: 'light' | 'dark',
): Promise<Buffer> {
  const viewport = { width: size.width / size.zoom, height: size.height / size.zoom };
  const page = await browser.newPage({ viewport, deviceScaleFactor: size.zoom, colorScheme });
  try {
    await page.setContent(
      `<body style="margin:0"><img id="card" src="data:image/svg+xml;base64,${svg.toString('base64')}"></body>`,
    );
    await page.waitForFunction(() => document.getElementById('card').complete);
    return await page.locator('#card').screenshot();
  } finally {
    await page.close();
  }
}

/** Compares the SVG in Chromium with the PNG, made at scale `zoom` (2 for code cards, 1 for OG). */
async function expectLikePng(svg: Buffer, png: Buffer, colorScheme: 'light' | 'dark' = 'light', zoom = 2) {
  const { width, height } = await decode(png);
  const difference = await imageDifference(await chromiumPicture(svg, { width, height, zoom }, colorScheme), png);
  expect(difference.mean).toBeLessThan(SVG_TOLERANCE.chromium.mean);
  expect(difference.visible).toBeLessThan(SVG_TOLERANCE.chromium.visible);
}

describe('code card SVGs in Chromium', () => {
  it('look like the PNG: the benchmark card', async () => {
    const options = { code: BENCH_CARD, language: 'typescript' };
    await expectLikePng(await renderCode({ ...options, format: 'svg' }), await renderCode({ ...options, scale: 2 }));
  });

  it.each(GALLERY.map((entry) => [entry.file, entry] as const))(
    'look like the PNG: the gallery’s %s',
    async (_file, entry) => {
      const zoom = entry.kind === 'code' ? 2 : 1;
      const [svg, png] = await Promise.all([entry.render({ format: 'svg' }), entry.render({ scale: zoom })]);
      await expectLikePng(svg, png, 'light', zoom);
    },
  );

  it('with darkTheme, show each palette under its prefers-color-scheme', async () => {
    const options = { code: BENCH_CARD.split('\n').slice(0, 12).join('\n'), language: 'typescript', lineNumbers: true };
    const svg = await renderCode({ ...options, format: 'svg', theme: 'github-light', darkTheme: 'github-dark' });
    await expectLikePng(svg, await renderCode({ ...options, theme: 'github-light', scale: 2 }), 'light');
    await expectLikePng(svg, await renderCode({ ...options, theme: 'github-dark', scale: 2 }), 'dark');
  });

  it('hold the code as text: read back line by line, and selected whole', async () => {
    const svg = await renderCode({ code: BENCH_CARD, language: 'typescript', format: 'svg' });
    const page = await browser.newPage();
    try {
      await page.goto(`data:image/svg+xml;base64,${svg.toString('base64')}`);
      const lines = await page.evaluate(() =>
        [...document.querySelectorAll('text:not([aria-hidden])')].map(
          (text: { textContent: string }) => text.textContent,
        ),
      );
      const expected = BENCH_CARD.trimEnd()
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line !== '');
      expect(lines).toEqual(expected);
      const selected = await page.evaluate(() => {
        const range = document.createRange();
        range.selectNodeContents(document.documentElement);
        const selection = getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        return selection.toString();
      });
      // Once each, with its spaces: the drawn glyphs are not selectable, the text layer is.
      expect(selected).toContain(
        "import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';",
      );
      expect(selected.split('createServer(').length - 1).toBe(1);
    } finally {
      await page.close();
    }
  });
});
