import { beforeAll, describe, expect, it } from 'vitest';
import { loadShaper } from '../../../src/assets/shaper.js';
import { ogCard } from '../../../src/cards/og/card.js';
import { renderOg } from '../../../src/pipeline/render-functions.js';
import type { SceneItem } from '../../../src/scene/scene.js';
import { decode, pixelAt } from '../../_image.js';

beforeAll(loadShaper);

const ACCENT = '#ff0000';

async function sceneOf(options: Record<string, unknown>): Promise<SceneItem[]> {
  const params = ogCard.parse({ accent: ACCENT, ...options });
  const sources = await ogCard.loadSources(params, undefined);
  const { scene } = await ogCard.layout({ params, sources, watermark: false });
  return scene.items;
}

/** The left edges of the accent bar (the card's height) and of the short rule (8 px high), by width. */
function accentRects(items: SceneItem[]): Record<string, number> {
  const found: Record<string, number> = {};
  for (const item of items) {
    if (item.kind === 'rect' && (item.box.height === 630 || item.box.height === 8)) found[item.box.width] = item.box.x;
  }
  return found;
}

/** Where the author's name starts and ends across the card. */
function authorSpan(items: SceneItem[], author: string): { left: number; right: number } {
  const text = items.find((item) => item.kind === 'selectable' && item.text === author);
  expect(text, author).toBeDefined();
  const { x, width } = text as { x: number; width: number };
  return { left: x, right: x + width };
}

describe('a right-to-left Open Graph card', () => {
  it('is the mirror image of a left-to-right one: accent bar, rule, author row and glow on the right', async () => {
    const ltr = await sceneOf({ title: 'Hello world', author: 'Ada Lovelace' });
    const rtl = await sceneOf({ title: 'مرحبا بالعالم', author: 'Ada Lovelace' });
    expect(accentRects(ltr)).toEqual({ 12: 0, 64: 72 });
    expect(accentRects(rtl)).toEqual({ 12: 1188, 64: 1064 });
    expect(ltr[0]).toMatchObject({ kind: 'glow', mirrored: false });
    expect(rtl[0]).toMatchObject({ kind: 'glow', mirrored: true });
    // The initials' circle at the right edge, the name ending beside it.
    const circle = (items: SceneItem[]) => items.find((item) => item.kind === 'rect' && item.radius === 36);
    expect((circle(ltr) as { box: { x: number } }).box.x).toBe(72);
    expect((circle(rtl) as { box: { x: number } }).box.x).toBe(1200 - 72 - 72);
    expect(authorSpan(ltr, 'Ada Lovelace').left).toBe(72 + 72 + 20);
    expect(authorSpan(rtl, 'Ada Lovelace').right).toBeCloseTo(1200 - 72 - 72 - 20, 0);
  });

  it('puts the logo on the right', async () => {
    const logo = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="#00f"/></svg>').toString('base64')}`;
    const rtl = await sceneOf({ title: 'שלום עולם', logo });
    const image = rtl.find((item) => item.kind === 'image') as { x: number; width: number } | undefined;
    expect(image).toBeDefined();
    expect((image?.x ?? 0) + (image?.width ?? 0)).toBe(1200 - 72);
  });

  it('keeps the code card’s code left to right while its bar moves right', async () => {
    const rtl = await sceneOf({ title: 'مرحبا بالعالم', template: 'code', code: 'const a = 1;', language: 'ts' });
    expect(accentRects(rtl)[12]).toBe(1188);
    const panel = rtl.find((item) => item.kind === 'rect' && item.radius === 14) as { box: { x: number } };
    expect(panel.box.x).toBe(72);
  });

  it('draws the bar on the right edge and the glow in the top-left corner, in pixels', async () => {
    const image = await decode(await renderOg({ title: 'مرحبا بالعالم', accent: ACCENT, theme: 'light' }));
    expect(pixelAt(image, 1195, 400)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(image, 4, 400)).not.toEqual([255, 0, 0, 255]);
    // The glow tints the top-left corner toward the accent, the top-right not.
    const [leftRed, leftGreen] = pixelAt(image, 20, 5);
    const [rightRed, rightGreen] = pixelAt(image, 1180, 5);
    expect((leftRed as number) - (leftGreen as number)).toBeGreaterThan(
      (rightRed as number) - (rightGreen as number) + 20,
    );
  });
});
