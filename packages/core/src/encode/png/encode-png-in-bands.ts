import { deflateSync, type ZlibOptions } from 'node:zlib';
import { STRIPS_IN_FLIGHT, StripCompressor } from './deflate-in-strips.js';
import { PALETTE_DEFLATE, TRUECOLOR_DEFLATE } from './deflate-settings.js';
import { otherCoresIdle } from './idle-cores.js';
import { giveBackArena, type PackingArena, takeArena } from './packing-arena.js';
import { PaletteIndexer, paletteChunks, sampleHasTooManyColors } from './palette-rows.js';
import { COLOR_TYPE, headerChunk, pngFile } from './png-chunks.js';
import { writeRgbaRows } from './truecolor-rows.js';

/*
 * A tall image written as a PNG without its pixels ever existing at once: it is drawn a band
 * of rows at a time, each band turned into PNG rows and compressed on the thread pool as a
 * strip while the next band is drawn. The rows' form is the one the whole image would get
 * (a palette when it has at most 256 colours, else RGB, RGBA when a pixel is not opaque):
 * a band that does not fit the form chosen so far starts the image again in the next one.
 * The band and the strips live in a packing arena (packing-arena.ts), where RGB rows are
 * packed by WebAssembly.
 */

/** An image that draws its own rows on request. */
export interface BandedImage {
  width: number;
  height: number;
  /** Rows in a band (the last may have fewer): at most MAX_BAND_PIXELS pixels. */
  bandRows: number;
  /**
   * Draws rows [top, bottom) into `into` as premultiplied RGBA from its first byte, and says
   * whether the drawing knows every one of them is opaque.
   */
  draw(top: number, bottom: number, into: Buffer): boolean;
}

type RowForm = 'palette' | 'rgb' | 'rgba';

const FORMS: Record<RowForm, { bytesPerPixel: number; options: ZlibOptions; next?: RowForm }> = {
  palette: { bytesPerPixel: 1, options: PALETTE_DEFLATE, next: 'rgb' },
  rgb: { bytesPerPixel: 3, options: TRUECOLOR_DEFLATE, next: 'rgba' },
  rgba: { bytesPerPixel: 4, options: TRUECOLOR_DEFLATE },
};

/** A finished file, or the form to start again in (and the first row of the band that did not fit). */
type Attempt = { file: Buffer } | { next: RowForm; failedAt: number } | { failed: true };

/**
 * Draws rows [top, bottom) into the arena (unless they are the first band, drawn already:
 * `firstOpaque` says whether its drawing knew it opaque) and writes them in `form` into
 * `into`; false when a pixel does not fit the form.
 */
function drawBand(
  image: BandedImage,
  form: RowForm,
  arena: PackingArena,
  [top, bottom]: readonly [number, number],
  firstOpaque: boolean | undefined,
  into: Buffer,
  palette: PaletteIndexer,
): boolean {
  const { width } = image;
  const rowCount = bottom - top;
  const opaque = top === 0 && firstOpaque !== undefined ? firstOpaque : image.draw(top, bottom, arena.band);
  if (form === 'palette') return palette.index(arena.bandWords(width, rowCount), width, rowCount, into);
  if (form === 'rgb') return arena.writeRgbRows(width, rowCount, into, opaque);
  writeRgbaRows(arena.band, width, rowCount, into);
  return true;
}

/**
 * The bands' rows, [top, bottom), top to bottom. The first takes what is left over, so the
 * last is whole: the first is drawn sooner (compression starts earlier, while the rest is
 * drawn), and the last has rows enough to split between two cores.
 */
function* bands(height: number, bandRows: number): Generator<[number, number]> {
  for (let top = 0, bottom = firstBandRows(height, bandRows); top < height; top = bottom, bottom += bandRows)
    yield [top, bottom];
}

function firstBandRows(height: number, bandRows: number): number {
  return Math.min(height, height % bandRows || bandRows);
}

/**
 * Writes the image in `form`. `firstOpaque`: set when the first band is in the arena already
 * (whether its drawing knew it opaque).
 */
async function attempt(
  image: BandedImage,
  form: RowForm,
  arena: PackingArena,
  firstOpaque: boolean | undefined,
): Promise<Attempt> {
  const { width, height, bandRows } = image;
  const { bytesPerPixel, options, next } = FORMS[form];
  const stride = width * bytesPerPixel + 1;
  // With the other cores busy, a band is drawn only once the last is compressed: a thread
  // drawing while another compresses for it would take a core from someone else's render.
  const inFlight = otherCoresIdle() ? STRIPS_IN_FLIGHT : 1;
  const compressor = new StripCompressor(bandRows * stride, options, inFlight, arena.strips);
  const palette = new PaletteIndexer();
  for (const [top, bottom] of bands(height, bandRows)) {
    const buffer = await compressor.nextBuffer();
    if (!drawBand(image, form, arena, [top, bottom], firstOpaque, buffer, palette)) {
      await compressor.abandon();
      return { next: next as RowForm, failedAt: top };
    }
    if (bottom < height) {
      compressor.compress(buffer, (bottom - top) * stride);
      continue;
    }
    // The last band's first half goes to the pool and its second is deflated here, where the
    // thread would only wait: the image's last rows no longer wait on a single core.
    const half = (bottom - top) >> 1;
    if (half > 0) compressor.compress(buffer, half * stride);
    compressor.compressLast(buffer.subarray(half * stride), (bottom - top - half) * stride);
  }
  const data = await compressor.finish();
  if (!data) return { failed: true };
  return { file: pngOf(form, width, height, palette, data) };
}

/**
 * An image of one band, its rows compressed here at once: a strip handed to another thread
 * would only be waited for.
 */
function attemptOneBand(image: BandedImage, form: RowForm, arena: PackingArena, firstOpaque?: boolean): Attempt {
  const { width, height } = image;
  const { bytesPerPixel, options, next } = FORMS[form];
  const palette = new PaletteIndexer();
  const rows = arena.strips[0] as Buffer;
  if (!drawBand(image, form, arena, [0, height], firstOpaque, rows, palette))
    return { next: next as RowForm, failedAt: 0 };
  const data = deflateSync(rows.subarray(0, (width * bytesPerPixel + 1) * height), options);
  return { file: pngOf(form, width, height, palette, data) };
}

function pngOf(form: RowForm, width: number, height: number, palette: PaletteIndexer, data: Buffer): Buffer {
  const before = form === 'palette' ? paletteChunks(palette.palette, palette.count) : [];
  return pngFile(headerChunk(width, height, COLOR_TYPE[form]), before, data);
}

/** The image as a PNG file; undefined if zlib could not compress a strip as one (never seen). */
export async function encodePngInBands(image: BandedImage): Promise<Buffer | undefined> {
  const arena = takeArena();
  try {
    const firstRows = firstBandRows(image.height, image.bandRows);
    let firstOpaque: boolean | undefined = image.draw(0, firstRows, arena.band);
    // A first band with more colours than a palette holds (a gradient shows them there at
    // once) rules the palette out before any row is written.
    const words = arena.bandWords(image.width, firstRows);
    let form: RowForm = sampleHasTooManyColors(words, image.width, firstRows) ? 'rgb' : 'palette';
    for (;;) {
      const result: Attempt =
        image.height <= image.bandRows
          ? attemptOneBand(image, form, arena, firstOpaque)
          : await attempt(image, form, arena, firstOpaque);
      if ('file' in result) return result.file;
      if ('failed' in result) return undefined;
      // The first band's pixels are still there only if it was the band that did not fit.
      if (result.failedAt !== 0) firstOpaque = undefined;
      form = result.next;
    }
  } finally {
    giveBackArena(arena);
  }
}
