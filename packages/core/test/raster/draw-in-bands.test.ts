import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadShaper } from '../../src/assets/shaper.js';
import { codeCard } from '../../src/cards/code/card.js';
import { encodePng } from '../../src/encode/png/encode-png.js';
import { encodePngInBands } from '../../src/encode/png/encode-png-in-bands.js';
import { setIdleCores } from '../../src/encode/png/idle-cores.js';
import { renderCodeWithInfo } from '../../src/pipeline/render-functions.js';
import { Canvas } from '../../src/raster/canvas.js';
import { BANDS_FROM_PIXELS, pngInBands } from '../../src/raster/draw-png-in-bands.js';
import { bandDrawer, coversEverything, drawScene, drawsInBands } from '../../src/raster/draw-scene.js';
import type { Scene } from '../../src/scene/scene.js';
import { closeRendering, configureRendering } from '../../src/workers/shared-pool.js';
import { canvasOf, largestError, pngForm } from '../encode/_png-check.js';

/*
 * A tall card is drawn a band of rows at a time and each band written as PNG rows, so its
 * pixels never exist at once. Every band must hold exactly the rows the whole canvas holds,
 * and the file must be the image the whole canvas gives, in the same form.
 */

beforeAll(loadShaper);

const source = readFileSync(new URL('../fixtures/server.ts', import.meta.url), 'utf8');

async function codeSceneOf(options: Record<string, unknown>): Promise<Scene> {
  const { watermark, ...card } = options;
  const params = codeCard.parse({ code: source, language: 'typescript', ...card });
  const sources = await codeCard.loadSources(params, undefined);
  return (await codeCard.layout({ params, sources, watermark: watermark === true })).scene;
}

/** Draws the scene in bands of `rows` rows and compares each with the same rows of the whole canvas. */
function expectBandsMatchWhole(scene: Scene, rows: number): void {
  const whole = drawScene(scene);
  const draw = bandDrawer(scene);
  const { width, height } = whole;
  let mismatched = 0;
  for (let top = 0; top < height; top += rows) {
    const bottom = Math.min(height, top + rows);
    const band = new Canvas(width, height, coversEverything(scene), undefined, { top, bottom });
    draw(band);
    const expected = whole.words.subarray(top * width, bottom * width);
    if (
      !Buffer.from(band.words.buffer, band.words.byteOffset, band.words.byteLength).equals(
        Buffer.from(expected.buffer, expected.byteOffset, expected.byteLength),
      )
    )
      mismatched++;
    expect(band.opaque).toBe(whole.opaque);
  }
  expect(mismatched).toBe(0);
}

describe('a code card drawn in bands', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['gradient, window frame, title', { title: 'server.ts' }],
    [
      'solid background, line numbers, highlighted and focused lines',
      {
        background: 'graphite',
        lineNumbers: true,
        highlightLines: [3, 4, 5],
        focusLines: [10, 11, 12],
      },
    ],
    ['transparent background (its shadow fades at the edges)', { background: 'transparent', theme: 'github-light' }],
    [
      'added and removed lines, no window frame, the free plan mark',
      {
        addedLines: [2, 7],
        removedLines: [4],
        window: 'none',
        watermark: true,
      },
    ],
    ['scale 3, an odd padding', { scale: 3, padding: 17 }],
  ];
  for (const [name, options] of cases) {
    it(`holds the whole canvas's rows in every band: ${name}`, async () => {
      const scene = await codeSceneOf(options);
      expect(drawsInBands(scene)).toBe(true);
      // Odd band heights, so band edges cut through glyphs, corners and shadows.
      expectBandsMatchWhole(scene, 37);
      expectBandsMatchWhole(scene, 301);
    });
  }

  it('writes the same image as the whole canvas, in the same PNG form', async () => {
    for (const background of ['gradient-ocean', 'graphite', 'transparent']) {
      const scene = await codeSceneOf({ background, title: 'server.ts' });
      const whole = drawScene(scene);
      const expected = encodePng(whole.pixels, whole.width, whole.height, whole.opaque);
      const draw = bandDrawer(scene);
      const banded = (await encodePngInBands({
        width: whole.width,
        height: whole.height,
        bandRows: 211,
        draw(top, bottom, into) {
          const rows = into.subarray(0, whole.width * (bottom - top) * 4);
          const canvas = new Canvas(whole.width, whole.height, true, rows, { top, bottom });
          draw(canvas);
          return canvas.opaque;
        },
      })) as Buffer;
      expect(pngForm(banded), background).toEqual(pngForm(expected));
      // Translucent pixels are stored straight: a rounding step at most.
      expect(await largestError(banded, whole.pixels, whole.width, whole.height), background).toBeLessThanOrEqual(1);
    }
  });

  it('is how a tall file is rendered: the image is the one drawn whole', async () => {
    // On this thread, so both drawings stamp the same glyph masks (a mask drawn in another
    // batch of glyphs may differ by a level of coverage here and there).
    await configureRendering({ threads: 0 });
    const tall = Array.from({ length: 6 }, () => source).join('\n');
    const options = { code: tall, language: 'typescript', lineNumbers: true };
    const { image, width, height } = await renderCodeWithInfo(options);
    expect(width * height).toBeGreaterThanOrEqual(BANDS_FROM_PIXELS);
    const params = codeCard.parse(options);
    const { scene } = await codeCard.layout({ params, sources: { warnings: [] }, watermark: false });
    const whole = drawScene(scene);
    expect([whole.width, whole.height]).toEqual([width, height]);
    expect(await largestError(image, whole.pixels, width, height)).toBe(0);
    await closeRendering();
  });
});

describe('which cards are drawn in bands', () => {
  it('a tall card always; the 40-line card while other cores are idle; a card of one band always', async () => {
    const card = await codeSceneOf({});
    const tall = await codeSceneOf({ fontSize: 30 });
    const pixelsOf = (scene: Scene) => Math.round(scene.width * scene.scale) * Math.round(scene.height * scene.scale);
    expect(pixelsOf(card)).toBeLessThan(BANDS_FROM_PIXELS);
    expect(pixelsOf(tall)).toBeGreaterThanOrEqual(BANDS_FROM_PIXELS);
    const og = Math.round(1200 * 630);
    try {
      setIdleCores(true);
      expect([pngInBands(card, pixelsOf(card)), pngInBands(tall, pixelsOf(tall)), pngInBands(card, og)]).toEqual([
        true,
        true,
        true,
      ]);
      setIdleCores(false);
      expect([pngInBands(card, pixelsOf(card)), pngInBands(tall, pixelsOf(tall)), pngInBands(card, og)]).toEqual([
        false,
        true,
        true,
      ]);
    } finally {
      setIdleCores(true);
    }
  });
});

describe('PNG rows written band by band', () => {
  const width = 300;
  const height = 700;
  /** An image drawn from straight colours, handed out a band at a time. */
  const bandsOf = (colorAt: (x: number, y: number) => [number, number, number, number], opaque: boolean) => {
    const pixels = canvasOf(width, height, colorAt);
    const words = new Int32Array(pixels.buffer, pixels.byteOffset, width * height);
    let drawn = 0;
    const image = {
      width,
      height,
      bandRows: 64,
      draw: (top: number, bottom: number, into: Buffer) => {
        drawn++;
        into.set(new Uint8Array(words.buffer, top * width * 4, (bottom - top) * width * 4));
        return opaque;
      },
    };
    return { pixels, image, bandsDrawn: () => drawn };
  };
  const bands = Math.ceil(height / 64);

  it('draws the left-over rows first and every later band whole', async () => {
    const { pixels, image } = bandsOf((x, y) => [x % 256, y % 256, (x * y) % 256, 255], true);
    const asked: [number, number][] = [];
    const png = (await encodePngInBands({
      ...image,
      draw: (top, bottom, into) => {
        asked.push([top, bottom]);
        return image.draw(top, bottom, into);
      },
    })) as Buffer;
    // 700 rows in bands of 64: the first takes the 60 left over, so the last is whole (its rows
    // are split between two threads' deflate).
    expect(asked[0]).toEqual([0, 60]);
    expect(asked.slice(1).every(([top, bottom]) => bottom - top === 64)).toBe(true);
    expect(asked.at(-1)?.[1]).toBe(height);
    expect(await largestError(png, pixels, width, height)).toBe(0);
  });

  it('keeps one palette across bands when the whole image has at most 256 colours', async () => {
    const { pixels, image, bandsDrawn } = bandsOf((x, y) => [(x + y) % 200, 0, 50, 255], true);
    const png = (await encodePngInBands(image)) as Buffer;
    expect(pngForm(png).colorType).toBe(3);
    expect(bandsDrawn()).toBe(bands);
    expect(await largestError(png, pixels, width, height)).toBe(0);
  });

  it('starts again as RGB when a later band brings a 257th colour', async () => {
    const { pixels, image, bandsDrawn } = bandsOf(
      (x, y) => [y < 500 ? 10 : x % 256, y < 500 ? 20 : y % 7, 30, 255],
      true,
    );
    const png = (await encodePngInBands(image)) as Buffer;
    expect(pngForm(png).colorType).toBe(2);
    // The palette attempt got as far as the band with row 500, then every band again.
    expect(bandsDrawn()).toBe(Math.floor(500 / 64) + 1 + bands);
    expect(await largestError(png, pixels, width, height)).toBe(0);
  });

  it('goes straight to RGB when the first band has too many colours', async () => {
    const { image, bandsDrawn } = bandsOf((x, y) => [x % 256, y % 256, (x * y) % 256, 255], true);
    expect(pngForm((await encodePngInBands(image)) as Buffer).colorType).toBe(2);
    // The first band, drawn once, says so: every band is drawn once.
    expect(bandsDrawn()).toBe(bands);
  });

  it('writes an image of one band in every form, drawn once a form tried', async () => {
    const forms: [string, (x: number, y: number) => [number, number, number, number], boolean, number, number][] = [
      ['palette', (x, y) => [(x + y) % 200, 0, 50, 255], true, 3, 1],
      ['RGB', (x, y) => [y < 600 ? 10 : x % 256, y % 7, 30, 255], true, 2, 1],
      ['RGBA', (x, y) => [x % 256, y % 256, 7, y === height - 1 && x === 5 ? 128 : 255], false, 6, 1],
    ];
    for (const [, colorAt, opaque, colorType, draws] of forms) {
      const { pixels, image, bandsDrawn } = bandsOf(colorAt, opaque);
      const png = (await encodePngInBands({ ...image, bandRows: height })) as Buffer;
      expect(pngForm(png).colorType).toBe(colorType);
      // The band's pixels stay in the arena while each form is tried.
      expect(bandsDrawn()).toBe(draws);
      expect(await largestError(png, pixels, width, height)).toBeLessThanOrEqual(colorType === 6 ? 1 : 0);
    }
  });

  it('writes RGBA when a pixel not declared opaque is translucent, even in the last band', async () => {
    const colorAt = (x: number, y: number): [number, number, number, number] => [
      x % 256,
      y % 256,
      7,
      y === height - 1 && x === 5 ? 128 : 255,
    ];
    const { pixels, image } = bandsOf(colorAt, false);
    const png = (await encodePngInBands(image)) as Buffer;
    expect(pngForm(png).colorType).toBe(6);
    expect(await largestError(png, pixels, width, height)).toBeLessThanOrEqual(1);
  });
});
