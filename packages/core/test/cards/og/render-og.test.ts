import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OG_PALETTES } from '../../../src/cards/og/palette.js';
import { GlyphcastError } from '../../../src/errors.js';
import { renderOg, renderOgWithInfo } from '../../../src/pipeline/render-functions.js';
import { colorDistance, countDifferent, countSaturated, decode, hexToRgb, pixelAt } from '../../_image.js';

const ARTICLE = {
  title: 'Rendering code screenshots without a browser',
  subtitle: 'Fifty milliseconds',
  author: 'Ada Lovelace',
};
/** A 64×64 red PNG as a data: URI, for avatar and logo tests without any network. */
const RED_PNG = `data:image/png;base64,${(
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer()
).toString('base64')}`;

describe('renderOg size and formats', () => {
  it.each(['article', 'minimal'] as const)('%s is exactly 1200×630 in every format', async (template) => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const image = await decode(await renderOg({ ...ARTICLE, template, format }));
      expect([image.width, image.height, image.format]).toEqual([1200, 630, format]);
    }
  });
});

describe('renderOg themes', () => {
  it.each(['dark', 'light'] as const)('paints the %s background, accent bar and title', async (theme) => {
    const palette = OG_PALETTES[theme];
    const image = await decode(await renderOg({ ...ARTICLE, theme, accent: '#ff0000' }));
    // Bottom-left, away from the glow in the top-right corner: the plain background.
    expect(colorDistance(pixelAt(image, 300, 620), hexToRgb(palette.background))).toBeLessThan(6);
    // The accent bar runs down the left edge.
    expect(colorDistance(pixelAt(image, 5, 315), [255, 0, 0])).toBeLessThan(6);
    // The title's ink is the palette's title colour.
    const titleBand = { x: 72, y: 150, width: 1000, height: 250 };
    expect(countDifferent(image, titleBand, hexToRgb(palette.background), 60)).toBeGreaterThan(2000);
  });

  it('gives each accent its own glow when more accents are used than backdrops are kept', async () => {
    // Six renders over five accents: the backdrop cache (four kept) evicts and rebuilds.
    for (const accent of ['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#ff00ff', '#ff0000']) {
      const glow = pixelAt(await decode(await renderOg({ title: 'x', accent })), 1195, 5);
      const wanted = hexToRgb(accent);
      const lit = [0, 1, 2].filter((channel) => wanted[channel] === 255).map((channel) => glow[channel] as number);
      const dark = [0, 1, 2].filter((channel) => wanted[channel] === 0).map((channel) => glow[channel] as number);
      expect(Math.min(...lit), accent).toBeGreaterThan(Math.max(...dark) + 40);
    }
  });

  it('accepts every accent form the pattern allows', async () => {
    for (const accent of ['#f00', '#f00f', '#ff0000', '#ff000080']) {
      const image = await decode(await renderOg({ title: 'x', accent }));
      const [red, green] = pixelAt(image, 5, 315);
      expect(red, accent).toBeGreaterThan(green + 60);
    }
  });
});

describe('renderOg text fits', () => {
  /** Pixels of the right margin and bottom strip that differ from the background. */
  async function inkOutside(title: string, extra: object = {}) {
    const image = await decode(await renderOg({ title, theme: 'light', ...extra }));
    const background = hexToRgb(OG_PALETTES.light.background);
    const right = countDifferent(image, { x: 1200 - 40, y: 200, width: 40, height: 430 }, background, 40);
    const bottom = countDifferent(image, { x: 20, y: 630 - 30, width: 1100, height: 30 }, background, 40);
    return right + bottom;
  }

  it.each([
    ['1 character', 'A'],
    ['80 characters', 'An eighty character title that should sit comfortably on two lines in the card ok'],
    ['300 characters', 'The quick brown fox jumps over the lazy dog. '.repeat(7).slice(0, 300)],
    ['300 characters without spaces', 'x'.repeat(300)],
  ])('keeps a title of %s inside the card', async (_, title) => {
    expect(await inkOutside(title)).toBe(0);
    expect(await inkOutside(title, { subtitle: 's'.repeat(300), author: 'a'.repeat(100) })).toBe(0);
    expect(await inkOutside(title, { template: 'minimal' })).toBe(0);
    // Nothing is clipped: the line clamp alone holds the text, even spread wide by custom CSS.
    expect(await inkOutside(title, { css: 'letter-spacing: 20px; text-transform: uppercase' })).toBe(0);
  });

  it('makes a short title large and wraps a long one over several lines', async () => {
    const inkHeight = async (title: string) => {
      const image = await decode(await renderOg({ title, template: 'minimal', theme: 'light' }));
      const background = hexToRgb(OG_PALETTES.light.background);
      let rows = 0;
      for (let y = 0; y < 630; y++)
        if (countDifferent(image, { x: 500, y, width: 200, height: 1 }, background, 60) > 0) rows++;
      return rows;
    };
    const short = await inkHeight('Hi');
    const long = await inkHeight('A title long enough to need several lines on the card, and so a smaller font size');
    // "Hi" at the largest size is taller than one line of the long title's smaller size.
    expect(short).toBeGreaterThan(80);
    expect(long).toBeGreaterThan(short);
  });
});

describe('renderOg scripts and emoji', () => {
  it('draws CJK, Arabic and Hebrew glyphs and colour emoji', async () => {
    const background = hexToRgb(OG_PALETTES.dark.background);
    for (const title of ['你好世界', 'مرحبا بالعالم', 'שלום עולם']) {
      const image = await decode(await renderOg({ title, template: 'minimal' }));
      expect(countDifferent(image, { x: 200, y: 200, width: 800, height: 230 }, background, 60), title).toBeGreaterThan(
        3000,
      );
    }
    const emoji = await decode(await renderOg({ title: '🚀🎉', template: 'minimal' }));
    expect(countSaturated(emoji, { x: 400, y: 150, width: 400, height: 330 })).toBeGreaterThan(3000);
  });
});

describe('renderOg images', () => {
  it('draws a data: URI avatar round and a logo', async () => {
    const result = await renderOgWithInfo({ ...ARTICLE, avatar: RED_PNG, logo: RED_PNG, theme: 'light' });
    expect(result.warnings).toEqual([]);
    const image = await decode(result.image);
    // Avatar: 72 px circle at the bottom-left of the content box; its centre is red.
    expect(colorDistance(pixelAt(image, 72 + 36, 630 - 72 - 36), [255, 0, 0])).toBeLessThan(20);
    // …and its corner is not (it is round).
    expect(colorDistance(pixelAt(image, 74, 630 - 72 - 70), [255, 0, 0])).toBeGreaterThan(100);
    // Logo in the header row.
    expect(colorDistance(pixelAt(image, 90, 72 + 28), [255, 0, 0])).toBeLessThan(20);
  });

  it('falls back to initials and reports a broken image', async () => {
    const broken = 'data:image/png;base64,bm90IGFuIGltYWdl';
    const result = await renderOgWithInfo({ ...ARTICLE, avatar: broken, logo: broken });
    expect(result.warnings.map((warning) => warning.field).sort()).toEqual(['avatar', 'logo']);
    const image = await decode(result.image);
    // The initials circle is filled with the accent colour.
    expect(colorDistance(pixelAt(image, 72 + 36, 630 - 72 - 60), hexToRgb('#7c3aed'))).toBeLessThan(20);
  });

  it.each([
    ['avatar', 'not a URI', 'not a uri'],
    ['avatar', 'an ftp URI', 'ftp://example.com/a.png'],
    ['logo', 'a javascript: URI', 'javascript:alert(1)'],
    ['logo', 'a URI over 2000 characters', `https://example.com/${'x'.repeat(2000)}`],
  ])('refuses %s as %s, naming the field', async (field, _, value) => {
    const error = await renderOg({ title: 'x', [field]: value }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GlyphcastError);
    expect(error).toMatchObject({ code: 'INVALID_PARAMETER', field });
  });
});

describe('renderOg watermark', () => {
  it('stamps the mark in the bottom-right corner only when asked', async () => {
    const corner = { x: 1200 - 200, y: 630 - 60, width: 190, height: 50 };
    for (const theme of ['dark', 'light'] as const) {
      const background = hexToRgb(OG_PALETTES[theme].background);
      const marked = await decode(await renderOg({ title: 'x', theme }, { watermark: true }));
      const plain = await decode(await renderOg({ title: 'x', theme }));
      expect(countDifferent(marked, corner, background, 30), theme).toBeGreaterThan(200);
      expect(countDifferent(plain, corner, background, 30), theme).toBe(0);
    }
  });
});

describe('renderOg parameters', () => {
  it.each([
    ['title', 'empty', ''],
    ['title', '301 characters', 'x'.repeat(301)],
    ['subtitle', '301 characters', 'x'.repeat(301)],
    ['author', '101 characters', 'x'.repeat(101)],
    ['template', 'blog', 'blog'],
    ['theme', 'sepia', 'sepia'],
    ['accent', 'red', 'red'],
    ['accent', '#12345', '#12345'],
    ['format', 'gif', 'gif'],
    ['width', 'an unknown parameter', 800],
  ])('refuses %s: %s', async (field, _, value) => {
    await expect(renderOg({ title: 'x', [field]: value } as never)).rejects.toMatchObject({ field });
  });
});
