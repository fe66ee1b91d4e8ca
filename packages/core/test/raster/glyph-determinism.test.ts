import { describe, expect, it, vi } from 'vitest';
import type { TextFace } from '../../src/scene/scene.js';

/*
 * A glyph's mask must not depend on what else was drawn with it: a batch renders its files in
 * whatever order the pool finishes them, and the same file must come out the same bytes. resvg
 * rounds points to the float step where they land, so a glyph drawn far along a strip could
 * come out a shade different from the same glyph drawn alone.
 */

type Atlas = typeof import('../../src/raster/glyph-atlas.js');

/** The atlas with empty caches: each call gets its own copy of the modules, the shaper's loaded. */
async function freshAtlas(): Promise<Atlas> {
  vi.resetModules();
  await (await import('../../src/assets/shaper.js')).loadShaper();
  return import('../../src/raster/glyph-atlas.js');
}

/** Many distinct glyph requests, drawn before the one under test. */
function crowd(names: readonly string[]): [string, number][] {
  return names.flatMap((name) => [0, 1, 2, 3].map((phase) => [name, phase] as [string, number]));
}

function maskOf(atlas: Atlas, name: string, face: TextFace, sizePx: number, phase: number) {
  const mask = atlas.getGlyph(name, face, sizePx, phase);
  expect(mask).toBeDefined();
  return mask && { ...mask, data: Buffer.from(mask.data).toString('base64') };
}

describe('glyph masks', () => {
  it('are the same for a monospace glyph drawn alone or last of hundreds in one call', async () => {
    const face = { bold: false, italic: false };
    const sizePx = 32;
    const target: [string, number] = ['Q', 1];
    const alone = await freshAtlas();
    alone.prepareGlyphs([target], face, sizePx);
    const crowded = await freshAtlas();
    const others = Array.from({ length: 200 }, (_, index) => String.fromCodePoint(0x21 + index)).filter(
      (character) => character !== 'Q',
    );
    crowded.prepareGlyphs([...crowd(others), target], face, sizePx);
    expect(maskOf(crowded, 'Q', face, sizePx, 1)).toEqual(maskOf(alone, 'Q', face, sizePx, 1));
  });

  it('are the same for an emboldened outline drawn alone or among many', async () => {
    await freshAtlas();
    const { shapeRun } = await import('../../src/assets/shaper.js');
    const faceRef = { fallback: 'sc' as const, bold: false };
    const face: TextFace = { bold: true, italic: false, outline: { face: faceRef, embolden: true } };
    const ids = shapeRun(
      faceRef,
      '永和九年岁在癸丑暮春之初会于会稽山阴之兰亭修禊事也群贤毕至少长咸集此地有崇山峻岭茂林修竹',
      false,
    ).glyphs.map((glyph) => `#${glyph.id}`);
    const target = ids[0] as string;
    const sizePx = 48;
    const alone = await freshAtlas();
    alone.prepareGlyphs([[target, 2]], face, sizePx);
    const crowded = await freshAtlas();
    crowded.prepareGlyphs([...crowd(ids.slice(1).filter((id) => id !== target)), [target, 2]], face, sizePx);
    expect(maskOf(crowded, target, face, sizePx, 2)).toEqual(maskOf(alone, target, face, sizePx, 2));
  });
});
