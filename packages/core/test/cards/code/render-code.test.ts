import { describe, expect, it } from 'vitest';
import { listBackgrounds } from '../../../src/cards/code/backgrounds.js';
import {
  DOT_COLORS,
  DOT_FIRST_X,
  DOT_SPACING,
  LINE_HEIGHT_EM,
  TITLE_BAR_HEIGHT,
  windowMetrics,
} from '../../../src/cards/code/metrics.js';
import { GlyphcastError } from '../../../src/errors.js';
import { listThemes } from '../../../src/highlight/list-themes.js';
import { renderCode, renderCodeWithInfo } from '../../../src/pipeline/render-functions.js';
import { colorDistance, countDifferent, countSaturated, decode, hexToRgb, pixelAt } from '../../_image.js';

// biome-ignore lint/suspicious/noTemplateCurlyInString: the snippet is TypeScript source with a template literal
const SNIPPET = 'const greeting = "hello";\nfunction greet(name: string) {\n\treturn `${greeting}, ${name}`;\n}\n';

/** Top of the first code row, in CSS pixels, for a `mac` window. */
const firstRowTop = (padding: number) => padding + windowMetrics(14).codeTop.mac;

describe('renderCode formats', () => {
  it.each([
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['jpeg', [0xff, 0xd8, 0xff]],
  ] as const)('writes %s bytes with the right magic number', async (format, magic) => {
    const image = await renderCode({ code: SNIPPET, language: 'ts', format, scale: 1 });
    expect([...image.subarray(0, magic.length)]).toEqual(magic);
    expect((await decode(image)).format).toBe(format);
  });

  it('writes webp as a RIFF WEBP container', async () => {
    const image = await renderCode({ code: SNIPPET, language: 'ts', format: 'webp', scale: 1 });
    expect(image.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(image.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('makes the pixel size the layout size times scale', async () => {
    const sizes = [];
    for (const scale of [1, 2, 3] as const) {
      const result = await renderCodeWithInfo({ code: SNIPPET, language: 'ts', scale });
      const decoded = await decode(result.image);
      expect([decoded.width, decoded.height]).toEqual([result.width, result.height]);
      sizes.push([decoded.width, decoded.height]);
    }
    const [one, two, three] = sizes as [number[], number[], number[]];
    expect(two).toEqual(one.map((side) => side * 2));
    expect(three).toEqual(one.map((side) => side * 3));
  });

  it('uses the given width exactly', async () => {
    const result = await renderCodeWithInfo({ code: 'x'.repeat(300), language: 'text', width: 640, scale: 1 });
    expect(result.width).toBe(640);
  });
});

describe('renderCode card', () => {
  it.each(listBackgrounds().filter((background) => background.kind !== 'transparent'))(
    'paints the $id background into the corners',
    async (background) => {
      const image = await decode(
        await renderCode({ code: SNIPPET, language: 'ts', background: background.id, scale: 1 }),
      );
      const first = hexToRgb(background.colors[0] as string);
      const last = hexToRgb(background.colors.at(-1) as string);
      expect(colorDistance(pixelAt(image, 1, 1), first)).toBeLessThan(12);
      expect(colorDistance(pixelAt(image, image.width - 2, image.height - 2), last)).toBeLessThan(12);
      expect(pixelAt(image, 1, 1)[3]).toBe(255);
    },
  );

  it('keeps alpha for a transparent png, and flattens a jpeg onto white', async () => {
    const png = await decode(await renderCode({ code: SNIPPET, language: 'ts', background: 'transparent', scale: 1 }));
    expect(pixelAt(png, 1, 1)[3]).toBe(0);
    expect(pixelAt(png, png.width / 2, 48 + 10)[3]).toBe(255);
    const jpeg = await decode(
      await renderCode({ code: SNIPPET, language: 'ts', background: 'transparent', format: 'jpeg', scale: 1 }),
    );
    expect(colorDistance(pixelAt(jpeg, 1, 1), [255, 255, 255])).toBeLessThan(6);
  });

  it.each([1, 2] as const)(
    'fades a transparent card’s shadow to nothing at the image edges (scale %i)',
    async (scale) => {
      const png = await decode(await renderCode({ code: SNIPPET, language: 'ts', background: 'transparent', scale }));
      const edges: number[] = [];
      for (let x = 0; x < png.width; x++) edges.push(pixelAt(png, x, 0)[3], pixelAt(png, x, png.height - 1)[3]);
      for (let y = 0; y < png.height; y++) edges.push(pixelAt(png, 0, y)[3], pixelAt(png, png.width - 1, y)[3]);
      expect(Math.max(...edges)).toBe(0);
      // The shadow is still there below the window, where it is darkest.
      expect(pixelAt(png, png.width / 2, png.height - 40 * scale)[3]).toBeGreaterThan(40);
    },
  );

  it('draws the dots at twice their size and distance for twice the font size', async () => {
    const image = await decode(await renderCode({ code: SNIPPET, language: 'ts', scale: 1, fontSize: 28 }));
    const centreY = 48 + 2 * (TITLE_BAR_HEIGHT / 2 + 2);
    DOT_COLORS.forEach((color, index) => {
      const x = 48 + 2 * (DOT_FIRST_X + index * DOT_SPACING);
      expect(colorDistance(pixelAt(image, x, centreY), hexToRgb(color))).toBeLessThan(10);
      // Inside the doubled radius, outside the 14 px one.
      expect(colorDistance(pixelAt(image, x + 9, centreY), hexToRgb(color))).toBeLessThan(10);
    });
  });

  it('draws the three traffic-light dots for window mac and none for none', async () => {
    const scale = 2;
    const padding = 48;
    const dotY = (padding + TITLE_BAR_HEIGHT / 2 + 2) * scale;
    const mac = await decode(await renderCode({ code: SNIPPET, language: 'ts', scale }));
    DOT_COLORS.forEach((color, index) => {
      const x = (padding + DOT_FIRST_X + index * DOT_SPACING) * scale;
      expect(colorDistance(pixelAt(mac, x, dotY), hexToRgb(color))).toBeLessThan(10);
    });
    const none = await decode(await renderCode({ code: SNIPPET, language: 'ts', scale, window: 'none' }));
    const [theme] = (await listThemes()).filter((candidate) => candidate.id === 'vitesse-dark');
    const x = (padding + DOT_FIRST_X) * scale;
    expect(
      colorDistance(pixelAt(none, x, (padding + 8) * scale), hexToRgb(theme?.colors.background ?? '')),
    ).toBeLessThan(6);
  });

  it('draws a band across highlighted lines only', async () => {
    const scale = 1;
    const fontSize = 14;
    const lineHeight = fontSize * LINE_HEIGHT_EM;
    const image = await decode(await renderCode({ code: SNIPPET, language: 'ts', scale, highlightLines: [2, 40] }));
    const [theme] = (await listThemes()).filter((candidate) => candidate.id === 'vitesse-dark');
    const background = hexToRgb(theme?.colors.background ?? '');
    const rowMiddle = (row: number) => firstRowTop(48) + (row + 0.5) * lineHeight;
    // Far right of the window, where no text reaches.
    const x = image.width - 48 - 8;
    expect(colorDistance(pixelAt(image, x, rowMiddle(0)), background)).toBeLessThan(4);
    expect(colorDistance(pixelAt(image, x, rowMiddle(1)), background)).toBeGreaterThan(10);
    expect(colorDistance(pixelAt(image, x, rowMiddle(2)), background)).toBeLessThan(4);
  });

  it('draws line numbers in a gutter left of the code only when asked', async () => {
    const [theme] = (await listThemes()).filter((candidate) => candidate.id === 'vitesse-dark');
    const background = hexToRgb(theme?.colors.background ?? '');
    const lineHeight = 14 * LINE_HEIGHT_EM;
    // The gutter of a 4-line snippet is 1 digit + 2 columns wide, starting 20 px into the window.
    const gutter = { x: 48 + 20, y: firstRowTop(48), width: 14 * 0.6, height: 4 * lineHeight };
    const withNumbers = await decode(await renderCode({ code: SNIPPET, language: 'ts', scale: 1, lineNumbers: true }));
    const without = await decode(
      await renderCode({ code: SNIPPET, language: 'ts', scale: 1, window: 'mac', padding: 48 }),
    );
    expect(countDifferent(withNumbers, gutter, background, 12)).toBeGreaterThan(40);
    // Without numbers the code itself starts there: same box, now holding "c", "f", tab, "}".
    expect(
      countDifferent(without, { ...gutter, y: gutter.y + 2 * lineHeight, height: lineHeight }, background, 12),
    ).toBe(0);
  });

  it('numbers lines from lineStart, with a gutter as wide as the largest number', async () => {
    const [theme] = (await listThemes()).filter((candidate) => candidate.id === 'vitesse-dark');
    const background = hexToRgb(theme?.colors.background ?? '');
    const options = { code: SNIPPET, language: 'ts', scale: 1 as const, lineNumbers: true, width: 400 };
    const fromOne = await decode(await renderCode(options));
    const from120 = await decode(await renderCode({ ...options, lineStart: 120 }));
    const column = 14 * 0.6;
    // "120".."123" take three columns: the second and third digit columns hold ink only then.
    const extraDigits = { x: 48 + 20 + column, y: firstRowTop(48), width: 2 * column, height: 4 * 14 * LINE_HEIGHT_EM };
    expect(countDifferent(from120, extraDigits, background, 12)).toBeGreaterThan(40);
    expect(countDifferent(fromOne, { ...extraDigits, width: column }, background, 12)).toBe(0);
  });

  it('writes the title in the bar, and leaves it out with a warning when there is no bar', async () => {
    const [theme] = (await listThemes()).filter((candidate) => candidate.id === 'vitesse-dark');
    const background = hexToRgb(theme?.colors.background ?? '');
    const options = { code: SNIPPET, language: 'ts', scale: 1 as const, width: 500 };
    // The middle of the title bar, clear of the dots.
    const bar = { x: 48 + 150, y: 48 + 8, width: 500 - 2 * 48 - 300, height: 24 };
    const titled = await renderCodeWithInfo({ ...options, title: 'src/main.ts' });
    expect(titled.warnings).toEqual([]);
    expect(countDifferent(await decode(titled.image), bar, background, 12)).toBeGreaterThan(40);
    expect(countDifferent(await decode(await renderCode(options)), bar, background, 12)).toBe(0);
    const bare = await renderCodeWithInfo({ ...options, title: 'src/main.ts', window: 'none' });
    expect(bare.warnings).toEqual([
      { field: 'title', reason: 'window none has no title bar to show it in', lasting: true },
    ]);
  });

  it('dims the lines out of focus, keeping them readable', async () => {
    const [theme] = (await listThemes()).filter((candidate) => candidate.id === 'vitesse-dark');
    const background = hexToRgb(theme?.colors.background ?? '');
    const lineHeight = 14 * LINE_HEIGHT_EM;
    const firstRow = { x: 48 + 20, y: firstRowTop(48), width: 200, height: lineHeight };
    /** The strongest contrast with the window in a box: how visible its text is. */
    const strongest = (image: Awaited<ReturnType<typeof decode>>, box: typeof firstRow) => {
      let most = 0;
      for (let y = box.y; y < box.y + box.height; y++)
        for (let x = box.x; x < box.x + box.width; x++)
          most = Math.max(most, colorDistance(pixelAt(image, x, y), background));
      return most;
    };
    const options = { code: SNIPPET, language: 'ts', scale: 1 as const };
    const plain = await decode(await renderCode(options));
    const focused = await decode(await renderCode({ ...options, focusLines: [2] }));
    const secondRow = { ...firstRow, y: firstRow.y + lineHeight };
    // Line 1 is out of focus: dimmed but still there; line 2 is as it was.
    expect(strongest(focused, firstRow)).toBeLessThan(0.6 * strongest(plain, firstRow));
    expect(strongest(focused, firstRow)).toBeGreaterThan(0.25 * strongest(plain, firstRow));
    expect(strongest(focused, secondRow)).toBeCloseTo(strongest(plain, secondRow), 0);
  });

  it('renders every theme with its own window colour and visible text', async () => {
    const themes = await listThemes();
    expect(themes).toHaveLength(14);
    const seen = new Set<string>();
    for (const theme of themes) {
      const image = await decode(await renderCode({ code: SNIPPET, language: 'ts', theme: theme.id, scale: 1 }));
      const background = hexToRgb(theme.colors.background);
      expect(colorDistance(pixelAt(image, image.width / 2, 48 + 8), background), theme.id).toBeLessThan(4);
      const firstRow = { x: 48 + 20, y: firstRowTop(48), width: 200, height: 21 };
      expect(countDifferent(image, firstRow, background), theme.id).toBeGreaterThan(150);
      seen.add(theme.colors.background);
    }
    expect(seen.size).toBeGreaterThanOrEqual(12);
  });

  it('draws CJK characters and colour emoji instead of blanks', async () => {
    const scale = 2;
    const code = '// 你好，世界\n// 😀🚀🎉';
    const result = await renderCodeWithInfo({ code, language: 'ts', scale });
    const image = await decode(result.image);
    const [theme] = (await listThemes()).filter((candidate) => candidate.id === 'vitesse-dark');
    const background = hexToRgb(theme?.colors.background ?? '');
    const column = 14 * 0.6;
    const left = 48 + 20;
    const lineHeight = 14 * LINE_HEIGHT_EM;
    const cjkBox = {
      x: (left + 3 * column) * scale,
      y: firstRowTop(48) * scale,
      width: 8 * column * scale,
      height: lineHeight * scale,
    };
    expect(countDifferent(image, cjkBox, background)).toBeGreaterThan(200);
    const emojiBox = { ...cjkBox, y: (firstRowTop(48) + lineHeight) * scale, width: 6 * column * scale };
    expect(countSaturated(image, emojiBox)).toBeGreaterThan(300);
  });
});

describe('renderCode watermark', () => {
  it('stamps the mark in the window’s bottom-right margin only when asked', async () => {
    const [theme] = (await listThemes()).filter((candidate) => candidate.id === 'vitesse-dark');
    const background = hexToRgb(theme?.colors.background ?? '');
    const scale = 2;
    const render = async (watermark: boolean) =>
      decode(await renderCode({ code: 'x'.repeat(60), language: 'text', scale }, { watermark }));
    const [marked, plain] = await Promise.all([render(true), render(false)]);
    // The window's bottom margin, right half: 18 px above the window's bottom edge.
    const margin = {
      x: marked.width / 2,
      y: marked.height - (48 + 17) * scale,
      width: marked.width / 2 - (48 + 12) * scale,
      height: 15 * scale,
    };
    expect(countDifferent(marked, margin, background, 20)).toBeGreaterThan(100);
    expect(countDifferent(plain, margin, background, 20)).toBe(0);
  });
});

describe('renderCode language', () => {
  it('accepts ids and aliases in any case', async () => {
    for (const language of ['typescript', 'TS', 'Python', 'rs']) {
      const result = await renderCodeWithInfo({ code: 'x = 1', language, scale: 1 });
      expect(result.detected).toBe(false);
    }
    expect((await renderCodeWithInfo({ code: 'x', language: 'TS', scale: 1 })).language).toBe('typescript');
  });

  it('detects the language when auto', async () => {
    const code = 'def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n\nprint(fib(10))\n';
    const result = await renderCodeWithInfo({ code, scale: 1 });
    expect(result).toMatchObject({ language: 'python', detected: true });
  });

  it('refuses an unknown language naming the field', async () => {
    await expect(renderCode({ code: 'x', language: 'klingon' })).rejects.toMatchObject({
      code: 'INVALID_PARAMETER',
      field: 'language',
    });
  });
});

describe('renderCode limits', () => {
  it('names scale as the field when a lower scale is enough', async () => {
    // 150 lines at 40 px: some 9000 px tall at scale 1, past 16383 at scale 3.
    const error = await renderCode({ code: '1\n'.repeat(150), language: 'text', fontSize: 40, scale: 3 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: 'IMAGE_TOO_LARGE', field: 'scale' });
  });

  it('refuses an image past the pixel limits before rendering it', async () => {
    const started = performance.now();
    const error = await renderCode({ code: '1\n'.repeat(10_000), language: 'text', fontSize: 40, scale: 3 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GlyphcastError);
    expect(error).toMatchObject({ code: 'IMAGE_TOO_LARGE', field: 'code' });
    expect((error as Error).message).toMatch(
      /the image would be at least \d+×\d+ pixels at scale 3, over the limit of 16383/,
    );
    // Refused up front, not after highlighting 10000 lines (a generous bound, not a benchmark).
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a width too narrow for the padding', async () => {
    await expect(renderCode({ code: 'x', padding: 200, width: 300 })).rejects.toMatchObject({ field: 'width' });
  });

  it('renders the longest allowed code at the default size', async () => {
    const code = Array.from({ length: 380 }, (_, index) => `line ${index}: ${'x'.repeat(40)}`).join('\n');
    expect(code.length).toBeLessThanOrEqual(20_000);
    const result = await renderCodeWithInfo({ code, language: 'text', scale: 1 });
    expect(result.height).toBeGreaterThan(380 * 21);
  });
});
