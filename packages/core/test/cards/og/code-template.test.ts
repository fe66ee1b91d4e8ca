import { describe, expect, it } from 'vitest';
import { ogCard } from '../../../src/cards/og/card.js';
import { GlyphcastError } from '../../../src/errors.js';
import { renderOgWithInfo } from '../../../src/pipeline/render-functions.js';
import type { TextItem } from '../../../src/scene/scene.js';
import { colorDistance, decode, hexToRgb, pixelAt } from '../../_image.js';

const EXCERPT = `import { renderOg } from '@glyphcast/core';

export async function ogImage(page: Page): Promise<Buffer> {
  return renderOg({ template: 'code', title: page.title, code: page.snippet });
}`;

async function layout(options: object) {
  const params = ogCard.parse(options);
  return ogCard.layout({ params, sources: { warnings: [] }, watermark: false });
}

/** The excerpt's text items: those in JetBrains Mono (no outline face of their own). */
const monoItems = (items: readonly { kind: string }[]) =>
  (items.filter((item) => item.kind === 'text') as TextItem[]).filter((item) => !item.face.outline);

describe('the OG code template', () => {
  it('draws the title over a window of highlighted code, in the code theme chosen by the card theme', async () => {
    const result = await renderOgWithInfo({
      template: 'code',
      title: 'Build-time og:images',
      code: EXCERPT,
      language: 'ts',
    });
    expect(result.warnings).toEqual([]);
    const image = await decode(result.image);
    expect([image.width, image.height]).toEqual([1200, 630]);
    // github-dark's editor background inside the window, below the code.
    expect(colorDistance(pixelAt(image, 600, 560), hexToRgb('#24292e'))).toBeLessThan(6);
    const { scene } = await layout({ template: 'code', title: 'x', code: EXCERPT, language: 'ts' });
    const colours = new Set(monoItems(scene.items).map((item) => item.color.join(',')));
    expect(colours.size).toBeGreaterThanOrEqual(4);
    const light = await decode(
      (await renderOgWithInfo({ template: 'code', title: 'x', code: EXCERPT, theme: 'light' })).image,
    );
    expect(colorDistance(pixelAt(light, 600, 560), hexToRgb('#ffffff'))).toBeLessThan(6);
  });

  it('takes any code theme, and detects the language with `auto`', async () => {
    const image = await decode(
      (await renderOgWithInfo({ template: 'code', title: 'x', code: EXCERPT, codeTheme: 'dracula' })).image,
    );
    expect(colorDistance(pixelAt(image, 600, 560), hexToRgb('#282a36'))).toBeLessThan(6);
  });

  it('shows the first 12 lines at a size that fits them, and says what it left out', async () => {
    const code = Array.from({ length: 20 }, (_, index) => `const line${index + 1} = ${index + 1};`).join('\n');
    const { scene, info } = await layout({ template: 'code', title: 'x', code, language: 'ts' });
    const baselines = new Set(monoItems(scene.items).map((item) => Math.round(item.baseline)));
    expect(baselines.size).toBe(12);
    expect(Math.max(...baselines)).toBeLessThan(630 - 56);
    expect(info.warnings).toEqual([
      { field: 'code', reason: 'the code template shows the first 12 lines; 8 more were left out', lasting: true },
    ]);
  });

  it('ends a line too long for the card with an ellipsis, inside the window', async () => {
    const code = `const url = "${'https://example.com/a/very/long/path/'.repeat(8)}";`;
    const { scene, info } = await layout({ template: 'code', title: 'x', code, language: 'ts' });
    const glyphs = monoItems(scene.items).flatMap((item) => item.glyphs);
    expect(glyphs.some((glyph) => glyph.text === '\u2026')).toBe(true);
    for (const glyph of glyphs) expect(glyph.x).toBeLessThan(1200 - 72 - 20);
    expect(info.warnings.map((warning) => warning.reason)).toContain(
      'lines too long for the card end with an ellipsis',
    );
  });

  it('refuses the code template without code, naming the field', () => {
    expect(() => ogCard.parse({ template: 'code', title: 'x' })).toThrow(GlyphcastError);
    expect(() => ogCard.parse({ template: 'code', title: 'x' })).toThrow(/`code` must be given with the code template/);
    try {
      ogCard.parse({ template: 'code', title: 'x' });
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_PARAMETER', field: 'code' });
    }
  });

  it('warns when another template is given code, and does not draw it', async () => {
    const { info } = await layout({ title: 'x', code: EXCERPT });
    expect(info.warnings).toEqual([{ field: 'code', reason: 'the article template does not show it', lasting: true }]);
  });
});
