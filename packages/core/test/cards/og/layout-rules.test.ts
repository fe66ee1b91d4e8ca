import { beforeAll, describe, expect, it } from 'vitest';
import { OG_CARD, OG_CARD_SIZES } from '../../../bench/_og-card.mjs';
import { INTER_FONT_FILES } from '../../../src/assets/fonts.js';
import { loadShaper, shapeRun } from '../../../src/assets/shaper.js';
import { ogCard } from '../../../src/cards/og/card.js';
import { OG_PALETTES } from '../../../src/cards/og/palette.js';
import { renderOgWithInfo } from '../../../src/pipeline/render-functions.js';
import { contrastRatio, type Rgba } from '../../../src/scene/color.js';
import type { TextItem } from '../../../src/scene/scene.js';
import { colorDistance, countDifferent, type DecodedImage, decode, hexToRgb, pixelAt } from '../../_image.js';

beforeAll(loadShaper);

async function layout(options: object) {
  const params = ogCard.parse(options);
  return ogCard.layout({ params, sources: { warnings: [] }, watermark: false });
}

/** The text items of one colour (the title's, the subtitle's), top to bottom. */
function textsOf(items: readonly { kind: string }[], hex: string): TextItem[] {
  const [red, green, blue] = hexToRgb(hex);
  return (items.filter((item) => item.kind === 'text') as TextItem[])
    .filter(({ color }) => color[0] === red && color[1] === green && color[2] === blue)
    .sort((a, b) => a.baseline - b.baseline);
}

/** Rows of the card's text column holding ink, as bands of consecutive rows [top, bottom]. */
function inkBands(image: DecodedImage, background: readonly number[], from: number, to: number): [number, number][] {
  const bands: [number, number][] = [];
  for (let y = from; y < to; y++) {
    const inked = countDifferent(image, { x: 72, y, width: 1056, height: 1 }, background, 60) > 0;
    const last = bands.at(-1);
    if (inked && last && last[1] === y - 1) last[1] = y;
    else if (inked) bands.push([y, y]);
  }
  return bands;
}

const LONG = 'How glyphcast lays out a title that keeps on going well past what one card can hold. '
  .repeat(4)
  .slice(0, 300);

describe('OG layout: hierarchy, room and ellipsis', () => {
  it.each([
    ['short title, long subtitle', 'Hello', LONG],
    ['long title, long subtitle', LONG, LONG],
    ['long title, short subtitle', LONG, 'A subtitle'],
  ])('%s: the title is never set smaller than the subtitle (measured in pixels)', async (_, title, subtitle) => {
    // Capital H only: each line's ink band is exactly the cap height, which scales with the size.
    const caps = (text: string) => text.replace(/[a-z]/gi, 'H');
    const result = await renderOgWithInfo({ title: caps(title), subtitle: caps(subtitle), theme: 'light' });
    const image = await decode(result.image);
    const bands = inkBands(image, hexToRgb(OG_PALETTES.light.background), 140, 560);
    const heights = bands.map(([top, bottom]) => bottom - top + 1);
    const { scene } = await layout({ title: caps(title), subtitle: caps(subtitle), theme: 'light' });
    const titleLines = textsOf(scene.items, OG_PALETTES.light.title).length;
    const titleHeights = heights.slice(0, titleLines);
    const subtitleHeights = heights.slice(titleLines);
    expect(subtitleHeights.length).toBeGreaterThan(0);
    expect(Math.min(...titleHeights)).toBeGreaterThan(Math.max(...subtitleHeights));
  });

  it('ends text that cannot fit with an ellipsis, inside the card', async () => {
    const { scene } = await layout({ title: LONG, subtitle: LONG, author: 'a'.repeat(100) });
    const ellipsis = (file: string) => shapeRun({ file }, '\u2026', false).glyphs[0]?.id;
    const lastGlyph = (items: TextItem[]) => items.at(-1)?.glyphs.at(-1);
    const title = textsOf(scene.items, OG_PALETTES.dark.title).filter((item) => item.baseline < 480);
    const author = textsOf(scene.items, OG_PALETTES.dark.title).filter((item) => item.baseline > 480);
    expect(lastGlyph(title)?.id).toBe(ellipsis(INTER_FONT_FILES.bold));
    expect(lastGlyph(author)?.id).toBe(ellipsis(INTER_FONT_FILES.bold));
    expect(lastGlyph(textsOf(scene.items, OG_PALETTES.dark.subtitle))?.id).toBe(ellipsis(INTER_FONT_FILES.regular));
    for (const item of scene.items) {
      if (item.kind !== 'text') continue;
      for (const glyph of item.glyphs) expect(glyph.x).toBeLessThan(1200 - 72);
    }
  });

  it('spaces the lines of a long title at least 1.2 of its size apart', async () => {
    const { scene } = await layout({ title: LONG });
    const lines = textsOf(scene.items, OG_PALETTES.dark.title);
    expect(lines.length).toBeGreaterThan(2);
    const size = lines[0]?.size as number;
    for (let index = 1; index < lines.length; index++) {
      const gap = (lines[index]?.baseline as number) - (lines[index - 1]?.baseline as number);
      expect(gap / size).toBeGreaterThanOrEqual(1.2 - 1e-9);
    }
  });

  it('sets the benchmark card at the sizes the peers in `pnpm bench` are given', async () => {
    const { scene } = await layout(OG_CARD);
    const palette = OG_PALETTES.dark;
    const title = textsOf(scene.items, palette.title).filter((item) => item.baseline < 480);
    const author = textsOf(scene.items, palette.title).filter((item) => item.baseline > 480);
    expect(title[0]?.size).toBe(OG_CARD_SIZES.title);
    expect(textsOf(scene.items, palette.subtitle)[0]?.size).toBe(OG_CARD_SIZES.subtitle);
    expect(author[0]?.size).toBe(OG_CARD_SIZES.author);
  });
});

describe('OG layout: initials on the accent', () => {
  it.each(['#fde047', '#7c3aed', '#ffffff', '#000000', '#22c55e', '#0ea5e9', '#ff000080'])(
    'initials on %s read at 4.5:1 or better',
    async (accent) => {
      const image = await decode((await renderOgWithInfo({ title: 'x', author: 'Ada Lovelace', accent })).image);
      // The circle's fill above the letters, and the pixel of the letters farthest from it.
      const fill = pixelAt(image, 108, 497);
      let ink = fill;
      for (let y = 510; y < 535; y++) {
        for (let x = 90; x < 126; x++) {
          const pixel = pixelAt(image, x, y);
          if (colorDistance(pixel, fill) > colorDistance(ink, fill)) ink = pixel;
        }
      }
      const opaque = (pixel: readonly number[]): Rgba => [pixel[0] ?? 0, pixel[1] ?? 0, pixel[2] ?? 0, 255];
      expect(contrastRatio(opaque(fill), opaque(ink))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('puts the avatar on the right of an author whose name reads right to left', async () => {
    const image = await decode((await renderOgWithInfo({ title: 'x', author: 'שרה כהן', accent: '#ff0000' })).image);
    expect(colorDistance(pixelAt(image, 1200 - 72 - 36, 630 - 72 - 60), [255, 0, 0])).toBeLessThan(30);
    expect(colorDistance(pixelAt(image, 72 + 36, 630 - 72 - 60), [255, 0, 0])).toBeGreaterThan(100);
  });
});

describe('OG layout: logos and fields a template does not show', () => {
  it("draws an SVG logo's text, in Inter whatever family it names", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="56"><text x="0" y="44" font-family="Helvetica, sans-serif" font-size="44" fill="#ff0000">ACME</text></svg>`;
    const logo = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const result = await renderOgWithInfo({ title: 'x', logo, theme: 'light' });
    expect(result.warnings).toEqual([]);
    const image = await decode(result.image);
    const red = countDifferent(
      image,
      { x: 72, y: 72, width: 240, height: 56 },
      hexToRgb(OG_PALETTES.light.background),
      100,
    );
    expect(red).toBeGreaterThan(400);
  });

  it('warns for each field the minimal template does not show, and still renders', async () => {
    const result = await renderOgWithInfo({
      template: 'minimal',
      title: 'x',
      subtitle: 'shown only by article',
      author: 'Ada',
      avatar: 'data:image/png;base64,bm90IGFuIGltYWdl',
    });
    expect(result.warnings.map((warning) => warning.field).sort()).toEqual(['author', 'avatar', 'subtitle']);
    expect(result.warnings.every((warning) => /minimal template does not show it/.test(warning.reason))).toBe(true);
  });
});
