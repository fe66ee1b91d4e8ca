import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, expect, it } from 'vitest';
import { GALLERY } from '../../scripts/gallery.js';
import { renderElement } from '../../src/pipeline/render-design.js';
import { renderCode, renderOg } from '../../src/pipeline/render-functions.js';
import { decode, imageDifference } from '../_image.js';
import { DESIGN_CORPUS } from '../fixtures/designs/corpus.js';
import { SVG_TOLERANCE } from './_svg.js';

// Functions passed to page.evaluate run in the browser; this package's types are Node's only.
// biome-ignore lint/suspicious/noExplicitAny: browser globals, typed loosely on purpose
declare const document: any, getSelection: any;

const require = createRequire(import.meta.url);

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

/**
 * The SVG as a web page shows it in an <img>, at the device scale `zoom`, as PNG bytes. On a
 * busy machine the <img> can report complete before Chromium has drawn the text in the SVG's
 * embedded faces, and nothing in the host page can tell.
 */
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

/**
 * The same SVG opened as a document of its own, captured once every embedded face has loaded
 * (its `document.fonts` says so, which an <img> does not expose), one capture at a time: the
 * judge of a capture in an <img> that looked wrong.
 */
function chromiumPictureWithFontsLoaded(
  svg: Buffer,
  size: { width: number; height: number; zoom: number },
  colorScheme: 'light' | 'dark',
): Promise<Buffer> {
  const viewport = { width: size.width / size.zoom, height: size.height / size.zoom };
  const capture = () =>
    onSvgPage(
      svg,
      async (page) => {
        // Loaded on request: a face no layout has asked for yet stays "unloaded", and one the
        // picture needs would then be drawn in a fallback.
        const faces: string[] = await page.evaluate(async () => {
          await Promise.allSettled([...document.fonts].map((face: { load(): Promise<unknown> }) => face.load()));
          await document.fonts.ready;
          return [...document.fonts].map((face: { family: string; status: string }) => `${face.family} ${face.status}`);
        });
        const unready = faces.filter((face) => !face.endsWith(' loaded'));
        if (unready.length > 0) throw new Error(`embedded faces not loaded: ${unready.join(', ')}`);
        return page.locator('svg').first().screenshot();
      },
      { viewport, deviceScaleFactor: size.zoom, colorScheme },
    );
  const picture = oneCaptureAtATime.then(capture);
  oneCaptureAtATime = picture.catch(() => undefined);
  return picture;
}
let oneCaptureAtATime: Promise<unknown> = Promise.resolve();

/** Opens the SVG as a page of its own (an OG card's size unless told), for `use`, then closes it. */
async function onSvgPage<T>(
  svg: Buffer,
  use: (page: Page) => Promise<T>,
  pageOptions: Parameters<Browser['newPage']>[0] = { viewport: { width: 1200, height: 630 } },
) {
  const page = await browser.newPage(pageOptions);
  try {
    await page.goto(`data:image/svg+xml;base64,${svg.toString('base64')}`);
    return await use(page);
  } finally {
    await page.close();
  }
}

/** The text layer's lines, as Chromium reads them. */
function layerLines(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('text:not([aria-hidden])')].map((text: { textContent: string }) => text.textContent),
  );
}

/** Everything on the page selected, as a reader's Ctrl+A does: the text a copy gets. */
function selectAll(page: Page): Promise<string> {
  return page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.documentElement);
    const selection = getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString() as string;
  });
}

/**
 * Compares the SVG in Chromium with the PNG, made at scale `zoom` (2 for code cards, 1 for OG).
 * Concurrent tests pass their own `expect`, so a failure is reported against the right test.
 */
async function expectLikePng(
  svg: Buffer,
  png: Buffer,
  colorScheme: 'light' | 'dark' = 'light',
  zoom = 2,
  check: ExpectStatic = expect,
) {
  const { width, height } = await decode(png);
  const size = { width, height, zoom };
  const tolerance = SVG_TOLERANCE.chromium;
  let difference = await imageDifference(await chromiumPicture(svg, size, colorScheme), png);
  // Judged again once the faces are known to be drawn: a real difference stays, a capture
  // taken before the embedded faces were ready goes.
  if (difference.mean >= tolerance.mean || difference.visible >= tolerance.visible) {
    difference = await imageDifference(await chromiumPictureWithFontsLoaded(svg, size, colorScheme), png);
  }
  check(difference.mean).toBeLessThan(tolerance.mean);
  check(difference.visible).toBeLessThan(tolerance.visible);
}

describe('code card SVGs in Chromium', () => {
  it('look like the PNG: the benchmark card', async () => {
    const options = { code: BENCH_CARD, language: 'typescript' };
    await expectLikePng(await renderCode({ ...options, format: 'svg' }), await renderCode({ ...options, scale: 2 }));
  });

  // Own designs are compared below, the whole corpus of them. A few at once: Chromium draws
  // and encodes one card's screenshot in its own processes while the next card is rendered.
  it.concurrent.for(GALLERY.filter((entry) => entry.kind !== 'design').map((entry) => [entry.file, entry] as const))(
    'look like the PNG: the gallery’s %s',
    async ([, entry], { expect: check }) => {
      const zoom = entry.kind === 'code' ? 2 : 1;
      const [svg, png] = await Promise.all([entry.render({ format: 'svg' }), entry.render({ scale: zoom })]);
      await expectLikePng(svg, png, 'light', zoom, check);
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
    await onSvgPage(svg, async (page) => {
      const lines = await layerLines(page);
      const expected = BENCH_CARD.trimEnd()
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line !== '');
      expect(lines).toEqual(expected);
      const selected = await selectAll(page);
      // Once each, with its spaces: the drawn glyphs are not selectable, the text layer is.
      expect(selected).toContain(
        "import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';",
      );
      expect(selected.split('createServer(').length - 1).toBe(1);
    });
  });
});

describe('a wrapped line', () => {
  it('is selected and copied as the one line it is, whatever its rows', async () => {
    const line = 'const message = "a fairly long string that will wrap" + other + values.join(", ") + more;';
    const code = `${line}\nreturn message;`;
    const svg = await renderCode({ code, language: 'ts', width: 420, format: 'svg' });
    const selected = await onSvgPage(svg, (page) => selectAll(page));
    // Drawn on three rows (the test fails if it stops wrapping), read as the code it is.
    expect(svg.toString()).toMatch(/fill-opacity="0"[^>]*>(<tspan[^>]*>[^<]*<\/tspan>){3}<\/text>/);
    expect(selected.trim().split('\n')).toEqual([line, 'return message;']);
  });
});

describe('a custom font (Pro)', () => {
  // A WOFF of a file the card does not bundle (JetBrains Mono Bold): unwrapped, subset, embedded.
  const font = `data:font/woff;base64,${readFileSync(
    require.resolve('@fontsource/jetbrains-mono/files/jetbrains-mono-latin-700-normal.woff'),
  ).toString('base64')}`;

  it('is embedded in a code card and drawn as in the PNG', async () => {
    const options = { code: BENCH_CARD.split('\n').slice(0, 8).join('\n'), language: 'typescript', font };
    const svg = await renderCode({ ...options, format: 'svg' });
    // One face, the custom one: the bundled regular is not embedded beside it.
    expect(svg.toString().match(/@font-face/g)).toHaveLength(1);
    const png = await renderCode({ ...options, scale: 2 });
    await expectLikePng(svg, png);
    // Bold and regular differ by less than the tolerance over a whole card, so also: the SVG
    // is much nearer the custom font's PNG than the bundled font's.
    const { width, height } = await decode(png);
    const shown = await chromiumPictureWithFontsLoaded(svg, { width, height, zoom: 2 }, 'light');
    const bundled = await renderCode({ code: options.code, language: options.language, scale: 2 });
    const custom = await imageDifference(shown, png);
    expect(custom.visible).toBeLessThan((await imageDifference(shown, bundled)).visible / 3);
  });

  it('draws an OG card as in the PNG', async () => {
    const options = { title: 'Custom fonts in every format', subtitle: 'JetBrains Mono Bold, from a WOFF', font };
    await expectLikePng(await renderOg({ ...options, format: 'svg' }), await renderOg(options), 'light', 1);
  });
});

describe('a code line in other scripts', () => {
  it('has its text layer over the columns it is drawn in, though the embedded face lacks its characters', async () => {
    const svg = await renderCode({ code: 'const 你好 = "世界"; // 😀', language: 'ts', format: 'svg' });
    await onSvgPage(svg, async (page) => {
      const { layer, drawn } = await page.evaluate(() => {
        const right = (elements: { getBoundingClientRect(): { right: number } }[]) =>
          Math.max(...elements.map((element) => element.getBoundingClientRect().right));
        return {
          layer: right([...document.querySelectorAll('text:not([aria-hidden])')]),
          // The drawn glyphs: the face's own as text, CJK as outlines, the emoji as a picture.
          drawn: right([...document.querySelectorAll('text[aria-hidden], use')]),
        };
      });
      // Within a pixel or two; unstretched, the browser's own CJK and emoji faces end it ~34 px off.
      expect(Math.abs(layer - drawn)).toBeLessThan(3);
    });
  });
});

describe('OG card SVGs in Chromium', () => {
  /** The layer's lines as Chromium reads them, and what a drag from `from` to `to` selects. */
  function readAndDrag(svg: Buffer, from: [number, number], to: [number, number]) {
    return onSvgPage(svg, async (page) => {
      const lines = await layerLines(page);
      await page.mouse.move(...from);
      await page.mouse.down();
      await page.mouse.move(...to, { steps: 8 });
      await page.mouse.up();
      const dragged: string = await page.evaluate(() => getSelection().toString());
      return { lines, dragged };
    });
  }

  it('hold their text: each line read back, and a drag over the drawn title selects it', async () => {
    const svg = await renderOg({
      title: 'Rendering code screenshots without a browser',
      subtitle: 'How glyphcast draws a code card',
      author: 'Ada Lovelace',
      format: 'svg',
    });
    // The PNG draws the title's first line from x = 77 to 1051, its letters between y = 208 and
    // 261 (a drag must end on text: Chromium selects nothing when it ends on bare SVG).
    const { lines, dragged } = await readAndDrag(svg, [80, 235], [1040, 235]);
    expect(lines).toEqual([
      'Rendering code screenshots',
      'without a browser',
      'How glyphcast draws a code card',
      'Ada Lovelace',
    ]);
    expect(dragged).toBe('Rendering code screenshots');
  });

  it('hold right-to-left text in logical order, its layer over the drawn glyphs', async () => {
    const title = 'مرحبا بالعالم';
    const svg = await renderOg({ template: 'minimal', title, format: 'svg' });
    await onSvgPage(svg, async (page) => {
      const { lines, layer, drawn } = await page.evaluate(() => {
        const layers = [...document.querySelectorAll('text:not([aria-hidden])')];
        const edges = (rects: { left: number; right: number }[]) => ({
          left: Math.min(...rects.map((rect) => rect.left)),
          right: Math.max(...rects.map((rect) => rect.right)),
        });
        return {
          lines: layers.map((text: { textContent: string }) => text.textContent),
          layer: edges(
            layers.map((text: { getBoundingClientRect(): { left: number; right: number } }) =>
              text.getBoundingClientRect(),
            ),
          ),
          // The title's glyph outlines: the only glyphs the minimal card draws.
          drawn: edges(
            [...document.querySelectorAll('g > use')].map(
              (use: { getBoundingClientRect(): { left: number; right: number } }) => use.getBoundingClientRect(),
            ),
          ),
        };
      });
      expect(lines).toEqual([title]);
      // Advance box against ink: the same span but for the side bearings (under 0.1 em at 96 px).
      expect(Math.abs(layer.left - drawn.left)).toBeLessThan(10);
      expect(Math.abs(layer.right - drawn.right)).toBeLessThan(10);
    });
  });
});

describe('users’ designs as SVG in Chromium', () => {
  it.concurrent.for(DESIGN_CORPUS.map((design) => [design.name, design] as const))(
    'look like the PNG: %s',
    async ([, design], { expect: check }) => {
      const options = { width: design.width, height: design.height };
      const [svg, png] = await Promise.all([
        renderElement(design.tree, { ...options, format: 'svg' }),
        renderElement(design.tree, options),
      ]);
      await expectLikePng(svg, png, 'light', 1, check);
    },
  );

  it('hold their text: each line read back, right-to-left and CJK included, and selected once', async () => {
    const design = {
      type: 'div',
      props: {
        style: { display: 'flex', flexDirection: 'column', padding: 40, backgroundColor: '#fff', fontSize: 40 },
        children: [
          { type: 'div', props: { children: 'Hello, designs' } },
          { type: 'div', props: { dir: 'rtl', children: 'مرحبا بالعالم' } },
          { type: 'div', props: { style: { opacity: 0.8 }, children: '日本語のタイトル' } },
        ],
      },
    };
    const svg = await renderElement(design, { width: 1200, height: 630, format: 'svg' });
    await onSvgPage(svg, async (page) => {
      expect(await layerLines(page)).toEqual(['Hello, designs', 'مرحبا بالعالم', '日本語のタイトル']);
      const selected = await selectAll(page);
      expect(selected.split('Hello, designs').length - 1).toBe(1);
      expect(selected).toContain('日本語のタイトル');
    });
  });
});

describe('a rotated box’s text in an SVG design', () => {
  it('is selected where its glyphs are drawn', async () => {
    const design = {
      type: 'div',
      props: {
        style: { display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: '#fff' },
        children: {
          type: 'div',
          props: { style: { fontSize: 60, transform: 'rotate(90deg)', color: '#000' }, children: 'TURNED' },
        },
      },
    };
    const svg = await renderElement(design, { width: 400, height: 400, format: 'svg' });
    await onSvgPage(
      svg,
      async (page) => {
        const box = await page.evaluate(() => {
          const text = document.querySelector('text:not([aria-hidden])');
          const rect = text.getBoundingClientRect();
          return { width: rect.width, height: rect.height };
        });
        // Turned a quarter: the text layer is taller than wide, as the drawn word is.
        expect(box.height).toBeGreaterThan(box.width * 2);
      },
      { viewport: { width: 400, height: 400 } },
    );
  });
});
