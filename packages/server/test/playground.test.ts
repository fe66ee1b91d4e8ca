import { readFileSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { startTestServer } from './_test-server.js';

// Functions passed to page.evaluate run in the browser; this package's types are Node's only.
// biome-ignore lint/suspicious/noExplicitAny: browser globals, typed loosely on purpose
declare const document: any, window: any, navigator: any;
// biome-ignore lint/suspicious/noExplicitAny: see above
type HTMLImageElement = any;

/** Debian's chromium (installed by .ci/run); never a downloaded browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer('playground');
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPlayground(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  // The page's own files, its icon among them, all exist; the API's 4xx are some tests' point.
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400 && !pathname.startsWith('/v1/')) failures.push(`${response.status()} ${pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 4')) failures.push(message.text());
  });
  await page.goto(server.url);
  await waitForImage(page, '');
  expect(failures).toEqual([]);
  return page;
}

/** Waits until the preview shows an image whose URL contains `part`, decoded. */
async function waitForImage(page: Page, part: string) {
  await page
    .waitForFunction(
      (expected) => {
        const image = document.querySelector('#image') as HTMLImageElement;
        return (
          !!image &&
          !image.hidden &&
          image.complete &&
          image.naturalWidth > 0 &&
          (image.dataset.url ?? '').includes(expected)
        );
      },
      part,
      { timeout: 20_000 },
    )
    .catch(async (error) => {
      // Say what the page showed instead, so a timeout names its cause.
      const shown = await page.evaluate(() => ({
        status: document.querySelector('#status')?.textContent,
        error: document.querySelector('#error')?.hidden ? '' : document.querySelector('#error')?.textContent,
        url: document.querySelector('#image')?.dataset.url,
      }));
      throw new Error(`no image with "${part}" in its URL: ${JSON.stringify(shown)} (${error.message})`);
    });
}

/** Clicks the download link: the file's suggested name and its bytes. */
async function downloaded(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

async function meanBrightness(page: Page): Promise<number> {
  const shot = await page.locator('#image').screenshot();
  const { channels } = await sharp(shot).stats();
  return channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
}

describe('the playground page at /', () => {
  it('loads, renders the sample, and follows a theme change', async () => {
    const page = await openPlayground();
    expect(await page.title()).toBe('glyphcast playground');
    // An icon of its own (and /pricing's), so no browser asks for a /favicon.ico that is not there.
    const icon = new URL((await page.getAttribute('link[rel="icon"]', 'href')) ?? '', `${server.url}/`);
    const iconResponse = await fetch(icon);
    expect([iconResponse.status, iconResponse.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await (await fetch(`${server.url}/pricing`)).text()).toContain('<link rel="icon" href="favicon.svg"');
    const themes = await page.locator('#field-code-theme option').count();
    expect(themes).toBeGreaterThanOrEqual(14);
    const dark = await meanBrightness(page);

    await page.selectOption('#field-code-theme', 'github-light');
    await page.selectOption('#field-code-background', 'graphite');
    await waitForImage(page, 'theme=github-light');
    const light = await meanBrightness(page);
    expect(light).toBeGreaterThan(dark + 20);
    await page.context().close();
  });

  it('shows the API’s message for a bad value and marks the field', async () => {
    const page = await openPlayground();
    await page.fill('#field-code-fontSize', '99');
    const error = page.locator('#error');
    await error.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await error.textContent()).toBe('`fontSize` must be an integer from 8 to 40, received 99');
    expect(await page.getAttribute('#field-code-fontSize', 'aria-invalid')).toBe('true');

    await page.fill('#field-code-fontSize', '16');
    await waitForImage(page, 'fontSize=16');
    expect(await error.isHidden()).toBe(true);
    await page.context().close();
  });

  it('lists what the image lacks, from the API’s warnings, and clears them when it lacks nothing', async () => {
    const page = await openPlayground();
    const warnings = page.locator('#warnings');
    expect(await warnings.isHidden()).toBe(true);
    await page.fill('#field-code-title', 'lonely.ts');
    await page.selectOption('#field-code-window', 'none');
    await waitForImage(page, 'window=none');
    await warnings.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await warnings.locator('li').allTextContents()).toEqual([
      'title: window none has no title bar to show it in',
    ]);
    await page.selectOption('#field-code-window', 'mac');
    await waitForImage(page, 'lonely.ts');
    await warnings.waitFor({ state: 'hidden', timeout: 10_000 });
    await page.context().close();
  });

  it('highlights a line from the keyboard and copies what each button says', async () => {
    const page = await openPlayground();
    await page.locator('.line[data-line="2"]').focus();
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('.line[data-line="2"]', 'aria-pressed')).toBe('true');
    expect(await page.inputValue('#field-code-highlightLines')).toBe('2,5');
    await waitForImage(page, 'highlightLines=2%2C5');

    const url = await page.getAttribute('#image', 'data-url');
    const copied: Record<string, string> = {};
    for (const id of ['url', 'meta', 'curl', 'js']) {
      await page.click(`button[data-copy="${id}"]`);
      copied[id] = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied[id]).toBe(await page.textContent(`#snippet-${id}`));
    }
    expect(copied.url).toBe(url);
    expect(copied.meta).toContain('<meta property="og:image" content="');
    expect(copied.curl).toContain('Authorization: Bearer sk_live_YOUR_SECRET_KEY');
    expect(copied.js).toContain("import { renderCode } from '@glyphcast/core';");
    // The URL it copies is the real image.
    const image = await fetch(copied.url as string);
    expect(image.headers.get('content-type')).toBe('image/png');
    await page.context().close();
  });

  it('numbers the lines from lineStart, in the preview and in the line toggles', async () => {
    const page = await openPlayground();
    const before = await page.$eval('#image', (image: HTMLImageElement) => image.naturalWidth);
    await page.fill('#field-code-lineStart', '998');
    await waitForImage(page, 'lineStart=998');
    // 998–1004 take four digits where 1–7 took one: a wider gutter, a wider image.
    expect(await page.$eval('#image', (image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(before);
    expect(await page.textContent('.line[data-line="998"] span')).toBe('998');
    await page.click('.line[data-line="1000"]');
    expect(await page.getAttribute('.line[data-line="1000"]', 'aria-pressed')).toBe('true');
    await waitForImage(page, 'highlightLines=5%2C1000');
    await page.context().close();
  });

  it.each([
    ['focusLines', '2,3', 'focusLines=2%2C3'],
    ['addedLines', '2', 'addedLines=2'],
    ['removedLines', '3', 'removedLines=3'],
    ['diffLanguage', 'python', 'diffLanguage=python'],
    ['language', 'ansi', 'language=ansi'],
  ])('sends %s typed in its field', async (field, value, inUrl) => {
    const page = await openPlayground();
    await page.fill(`#field-code-${field}`, value);
    await waitForImage(page, inUrl);
    await page.context().close();
  });

  it('catches up by itself when the per-address limit refuses a render', async () => {
    const page = await openPlayground();
    const { key } = (await (await fetch(`${server.url}/v1/playground-key`)).json()) as { key: string };
    // Each request is answered at once (400: no title), but only after it took its token; the
    // first refused (429) says this address's bucket is empty.
    const takeToken = async () => {
      const response = await fetch(`${server.url}/v1/og?key=${key}`);
      await response.arrayBuffer();
      return response.status;
    };
    // The page's render is held until the bucket is empty, then goes to the server until the
    // server refuses it for real (a token may refill in between on a slow machine), and the page
    // gets that refusal; the retries it makes by itself go straight through.
    await page.route(
      (url) => url.searchParams.get('title') === 'after.ts',
      async (route) => {
        for (let attempts = 0; attempts < 20; attempts++) {
          for (let tries = 0; tries < 100 && (await takeToken()) !== 429; tries++);
          const response = await route.fetch();
          if (response.status() === 429) return route.fulfill({ response });
        }
        await route.continue();
      },
      { times: 1 },
    );
    await page.fill('#field-code-title', 'after.ts');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Busy'));
    await waitForImage(page, 'title=after.ts');
    expect(await page.isHidden('#error')).toBe(true);
    await page.context().close();
  });

  it('shows an SVG when svg is chosen, and a dark theme for it', async () => {
    const page = await openPlayground();
    // Unset at first (it has no default), and named as a theme is once chosen.
    expect(await page.$eval('#field-code-darkTheme', (select: { value: string }) => select.value)).toBe('');
    expect(await page.textContent('#field-code-darkTheme option:checked')).toBe('none (one theme)');
    await page.selectOption('#field-code-format', 'svg');
    await page.selectOption('#field-code-darkTheme', 'github-dark');
    await waitForImage(page, 'darkTheme=github-dark');
    expect(await page.$eval('#image', (image: HTMLImageElement) => image.dataset.url)).toContain('format=svg');
    expect(await page.textContent('#status')).toContain('image/svg+xml');
    const svg = await downloaded(page);
    expect(svg.name).toBe('code.svg');
    expect(svg.bytes.toString('utf8', 0, 4)).toBe('<svg');
    expect(await page.textContent('#field-code-darkTheme option:checked')).toBe('GitHub Dark (dark)');
    // Unset again: the URL leaves it out.
    await page.selectOption('#field-code-darkTheme', '');
    await page.waitForFunction(() => !document.querySelector('#image').dataset.url.includes('darkTheme'));
    await waitForImage(page, 'format=svg');
    await page.context().close();
  });

  it('downloads the image shown, named for its kind and format', async () => {
    const page = await openPlayground();
    const png = await downloaded(page);
    expect(png.name).toBe('code.png');
    const shown = await page.$eval('#image', (image: HTMLImageElement) => image.naturalWidth);
    expect((await sharp(png.bytes).metadata()).width).toBe(shown);
    await page.click('button[data-kind="og"]');
    await waitForImage(page, '/v1/og');
    await page.selectOption('#field-og-format', 'jpeg');
    await waitForImage(page, 'format=jpeg');
    const jpeg = await downloaded(page);
    expect(jpeg.name).toBe('og.jpg');
    expect((await sharp(jpeg.bytes).metadata()).format).toBe('jpeg');
    await page.context().close();
  });

  it('sends the window title typed in its field', async () => {
    const page = await openPlayground();
    await page.fill('#field-code-title', 'card.ts');
    await waitForImage(page, 'title=card.ts');
    expect(await page.getAttribute('#field-code-title', 'maxlength')).toBe('100');
    await page.context().close();
  });

  it('offers the code template, sending the excerpt only with it', async () => {
    const page = await openPlayground({ width: 1280, height: 900 });
    await page.click('button[data-kind="og"]');
    await page.fill('#field-og-title', 'Article first');
    await waitForImage(page, 'title=Article+first');
    expect(await page.$eval('#image', (image: HTMLImageElement) => image.dataset.url)).not.toContain('code=');
    await page.selectOption('#field-og-template', 'code');
    await waitForImage(page, 'template=code');
    const url = (await page.$eval('#image', (image: HTMLImageElement) => image.dataset.url)) as string;
    expect(url).toContain('code=');
    expect(url).toContain('language=typescript');
    const size = await page.$eval('#image', (image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
    expect(size).toEqual([1200, 630]);
    await page.context().close();
  });

  it('draws a code card of an exact size picked from the suggestions', async () => {
    const page = await openPlayground();
    const suggested = await page.$$eval('#suggestions-size option', (options: { value: string }[]) =>
      options.map((option) => option.value),
    );
    expect(suggested).toEqual(['og', 'square', 'story', '1600x900']);
    await page.fill('#field-code-size', 'square');
    await waitForImage(page, 'size=square');
    const size = await page.$eval('#image', (image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
    expect(size).toEqual([2160, 2160]);
    expect(await page.textContent('#snippet-curl')).toContain('"size":"square"');
    await page.context().close();
  });

  it('renders Open Graph cards at 1200×630, and fits a narrow screen', async () => {
    const page = await openPlayground({ width: 375, height: 800 });
    await page.click('button[data-kind="og"]');
    await page.fill('#field-og-title', 'A narrow test');
    await waitForImage(page, 'title=A+narrow+test');
    const size = await page.$eval('#image', (image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
    expect(size).toEqual([1200, 630]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('draws your own design from HTML, follows its variables, and gives the code that stores it', async () => {
    const page = await openPlayground();
    await page.click('button[data-kind="design"]');
    await waitForImage(page, 'v1/render');
    const size = await page.$eval('#image', (image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
    expect(size).toEqual([1200, 630]);
    const before = await meanBrightness(page);

    // A variable's field follows the HTML: typing a new {{name}} adds it, the HTML keeps its focus.
    await page.locator('#field-design-html').press('End');
    await page.locator('#field-design-html').press('Control+End');
    await page.keyboard.type('<div style="display:flex;font-size:40px">{{tagline}}</div>');
    await page.locator('#field-design-var-tagline').waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-design-html');

    const shown = await page.$eval('#image', (image: HTMLImageElement) => image.dataset.url);
    await page.fill('#field-design-var-title', '</div><img src="http://127.0.0.1/x"> 日本語のタイトル');
    await page.waitForFunction(
      (previous) => {
        const image = document.querySelector('#image') as HTMLImageElement;
        return image.complete && image.naturalWidth > 0 && image.dataset.url !== previous;
      },
      shown,
      { timeout: 20_000 },
    );
    expect(await page.locator('#error').isHidden()).toBe(true);

    const store = await page.textContent('#snippet-store');
    expect(store).toContain('/v1/designs');
    expect(store).toContain('"variables":{"title":"</div><img src=\\"http://127.0.0.1/x\\"> 日本語のタイトル"');
    expect(store).toContain('{{tagline}}');
    const url = (await page.textContent('#snippet-design-url')) ?? '';
    expect(url).toContain('/v1/designs/DESIGN_ID/image?');
    expect(new URL(url).searchParams.get('tagline')).toBe('');
    expect(await page.textContent('#snippet-js')).toContain('renderHtml(html, {"width":1200,"height":630})');

    // The letterforms of Han characters, chosen by lang, go into the URL and the code to copy.
    await page.selectOption('#field-design-lang', 'zh-TW');
    await waitForImage(page, 'lang=zh-TW');
    expect(await page.textContent('#snippet-store')).toContain('"lang":"zh-TW"');

    // Another starting point, a light one.
    await page.selectOption('#field-design-template', 'minimal');
    await page.waitForFunction(() => (document.querySelector('#field-design-html')?.value ?? '').includes('#fafaf9'));
    await waitForImage(page, 'v1/render');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('kB'));
    await expect.poll(() => meanBrightness(page), { timeout: 20_000 }).toBeGreaterThan(before + 60);

    // The API's message for a bad size, on its field.
    await page.fill('#field-design-width', '5000');
    await page.locator('#error').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.textContent('#error')).toContain('`width` must be an integer from 1 to 4096');
    expect(await page.getAttribute('#field-design-width', 'aria-invalid')).toBe('true');
    await page.context().close();
  });
});
