import { encodePng } from '../encode/png/encode-png.js';
import { encodePngInBands } from '../encode/png/encode-png-in-bands.js';
import { otherCoresIdle } from '../encode/png/idle-cores.js';
import { MAX_BAND_PIXELS } from '../encode/png/packing-arena.js';
import type { Scene } from '../scene/scene.js';
import { Canvas } from './canvas.js';
import { bandDrawer, coversEverything, drawScene, drawsInBands } from './draw-scene.js';
import { withinPixelBudget } from './pixel-budget.js';

/*
 * A tall card (a long file: up to 40 megapixels, 160 MB of RGBA) is drawn and written as a PNG
 * a band of rows at a time, into one band's memory, so what a render holds does not grow with
 * the file: a batch of long files ran at 500-800 MB before.
 */

/**
 * Images from this many pixels are drawn in bands, whatever the machine is doing: a 2× card of
 * 60 lines and up, whose canvas would be most of what a render holds.
 */
export const BANDS_FROM_PIXELS = 4 * 1024 * 1024;
/**
 * From this many pixels when other cores are idle: a band is compressed on one of them while
 * the next is drawn (the 40-line card, 3.6 Mpx: 14.4-15.5 ms against 15.8-16.8 drawn whole).
 * With every core drawing, that overlap has no core to run on and bands cost a tenth of the
 * pool's throughput, so a card that size is drawn whole then. A 1200×630 card stays whole.
 */
const BANDS_ON_IDLE_CORES_FROM_PIXELS = 1024 * 1024;

/**
 * Whether a PNG of this scene is drawn in bands: a large one, or one that fits a single band.
 * That band is drawn straight into the packing arena, where WebAssembly packs its RGB rows: a
 * process's first card no longer waits while V8 warms the JavaScript loop (17 ms of a 3-line
 * file's command line, for 0.16 ms).
 */
export function pngInBands(scene: Scene, pixels: number): boolean {
  const from = otherCoresIdle() ? BANDS_ON_IDLE_CORES_FROM_PIXELS : BANDS_FROM_PIXELS;
  return (pixels >= from || pixels <= MAX_BAND_PIXELS) && drawsInBands(scene);
}

export async function drawPngInBands(scene: Scene, width: number, height: number) {
  const bandRows = Math.max(1, Math.floor(MAX_BAND_PIXELS / width));
  const paintsEverything = coversEverything(scene);
  const drawBand = bandDrawer(scene);
  const image = await withinPixelBudget(width * bandRows, () =>
    encodePngInBands({
      width,
      height,
      bandRows,
      draw(top, bottom, into) {
        const band = { top, bottom };
        const canvas = new Canvas(width, height, true, into.subarray(0, width * (bottom - top) * 4), band);
        if (!paintsEverything) canvas.words.fill(0);
        drawBand(canvas);
        return canvas.opaque;
      },
    }),
  );
  return { image: image ?? wholeImage(scene), width, height };
}

/** Drawn and written whole, should zlib not compress a strip as one. */
function wholeImage(scene: Scene): Buffer {
  const canvas = drawScene(scene);
  try {
    return encodePng(canvas.pixels, canvas.width, canvas.height, canvas.opaque);
  } finally {
    canvas.release();
  }
}
