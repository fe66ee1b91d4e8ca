import { acquirePixels, releasePixels } from '../pixel-pool.js';
import type { Rgba } from '../scene/color.js';
import { over } from './blend.js';
import { packPremultiplied } from './color.js';

/** A box in pixels (fractional edges are anti-aliased where it matters). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Rows [top, bottom) of an image: the part of it a canvas holds. */
export interface Band {
  top: number;
  bottom: number;
}

/**
 * A pixel buffer in premultiplied RGBA, the form sharp takes as raw input. Drawing code writes
 * whole 32-bit words where it can (one store a pixel) and blends only where coverage is partial:
 * that is what makes a 3-megapixel card cost milliseconds instead of resvg's hundreds.
 *
 * A canvas may hold only a band of the image's rows (a tall image drawn a band at a time, so
 * its pixels never exist at once): coordinates stay the image's, `width` and `height` are the
 * image's, and drawing outside rows [top, bottom) is clipped.
 */
export class Canvas {
  readonly width: number;
  readonly height: number;
  /** The first image row held, and the row after the last. */
  readonly top: number;
  readonly bottom: number;
  /** Premultiplied RGBA, row-major from row `top`, starting all transparent. */
  readonly pixels: Buffer;
  readonly words: Int32Array;
  /** Set by whoever paints an opaque background: lets the encoder skip alpha handling. */
  opaque = false;

  /** `paintsEverything`: the caller writes every pixel, so recycled memory need not be cleared. */
  constructor(width: number, height: number, paintsEverything = false, pixels?: Buffer, band?: Band) {
    this.width = width;
    this.height = height;
    this.top = band?.top ?? 0;
    this.bottom = band?.bottom ?? height;
    const count = width * (this.bottom - this.top);
    this.pixels = pixels ?? acquirePixels(count * 4, paintsEverything);
    this.words = new Int32Array(this.pixels.buffer, this.pixels.byteOffset, count);
  }

  /** Where image row y starts in `words` (y within [top, bottom)). */
  rowStart(y: number): number {
    return (y - this.top) * this.width;
  }

  /** Returns the pixel memory for reuse; the canvas must not be used afterwards. */
  release(): void {
    releasePixels(this.pixels);
  }

  /** Clears a rectangle of whole pixels to transparent. */
  clearRect(x0: number, y0: number, x1: number, y1: number): void {
    for (let y = Math.max(this.top, y0); y < Math.min(this.bottom, y1); y++) {
      this.words.fill(0, this.rowStart(y) + Math.max(0, x0), this.rowStart(y) + Math.min(this.width, x1));
    }
  }

  /** Fills a horizontal span of one row with an opaque or premultiplied packed colour. */
  fillSpan(y: number, x0: number, x1: number, packed: number): void {
    const start = Math.max(0, x0);
    const end = Math.min(this.width, x1);
    if (y < this.top || y >= this.bottom || end <= start) return;
    this.words.fill(packed, this.rowStart(y) + start, this.rowStart(y) + end);
  }

  /** Composites a straight-alpha colour over pixel (x, y) with extra coverage 0-1. */
  blend(x: number, y: number, color: Rgba, coverage: number): void {
    if (x < 0 || y < this.top || x >= this.width || y >= this.bottom) return;
    const alpha = (color[3] / 255) * coverage;
    if (alpha <= 0) return;
    const offset = (this.rowStart(y) + x) * 4;
    const data = this.pixels;
    const keep = 1 - alpha;
    data[offset] = color[0] * alpha + (data[offset] as number) * keep + 0.5;
    data[offset + 1] = color[1] * alpha + (data[offset + 1] as number) * keep + 0.5;
    data[offset + 2] = color[2] * alpha + (data[offset + 2] as number) * keep + 0.5;
    data[offset + 3] = 255 * alpha + (data[offset + 3] as number) * keep + 0.5;
  }

  /**
   * Composites an 8-bit coverage mask, its top-left corner at (left, top), in one colour or
   * filled with a paint (`paint(x, y)` gives each pixel's premultiplied colour: text filled
   * with a gradient). Used for glyphs: a mask value of 255 is the colour, 0 leaves the pixel.
   */
  drawMask(
    mask: Uint8Array,
    maskWidth: number,
    maskHeight: number,
    left: number,
    top: number,
    paint: Rgba | ((x: number, y: number) => number),
  ): void {
    const { words } = this;
    const colorAt = typeof paint === 'function' ? paint : undefined;
    const packed = colorAt ? 0 : packPremultiplied(paint as Rgba);
    const opaque = !colorAt && packed >>> 24 === 255;
    const x0 = Math.max(0, -left);
    const y0 = Math.max(0, this.top - top);
    const x1 = Math.min(maskWidth, this.width - left);
    const y1 = Math.min(maskHeight, this.bottom - top);
    for (let my = y0; my < y1; my++) {
      const maskRow = my * maskWidth;
      const pixelRow = this.rowStart(top + my) + left;
      for (let mx = x0; mx < x1; mx++) {
        const coverage = mask[maskRow + mx] as number;
        if (coverage === 0) continue;
        const index = pixelRow + mx;
        const source = colorAt ? colorAt(left + mx, top + my) : packed;
        // Coverage 0-255 as 0-256, so a full 255 is the colour itself.
        words[index] =
          coverage === 255 && opaque ? packed : over(words[index] as number, source, coverage + (coverage >> 7));
      }
    }
  }

  /** Composites a premultiplied RGBA tile (a colour emoji, a picture) at (left, top), `opacity` of it. */
  drawTile(tile: Uint8Array, tileWidth: number, tileHeight: number, left: number, top: number, opacity = 1): void {
    // Read as packed words (one per pixel) when the bytes are aligned for it.
    const source =
      tile.byteOffset % 4 === 0
        ? new Int32Array(tile.buffer, tile.byteOffset, tileWidth * tileHeight)
        : new Int32Array(new Uint8Array(tile.subarray(0, tileWidth * tileHeight * 4)).buffer);
    const { words } = this;
    const amount = Math.round(opacity * 256);
    const x0 = Math.max(0, -left);
    const y0 = Math.max(0, this.top - top);
    const x1 = Math.min(tileWidth, this.width - left);
    const y1 = Math.min(tileHeight, this.bottom - top);
    for (let ty = y0; ty < y1; ty++) {
      const tileRow = ty * tileWidth;
      const pixelRow = this.rowStart(top + ty) + left;
      for (let tx = x0; tx < x1; tx++) {
        const color = source[tileRow + tx] as number;
        if (color === 0) continue;
        const index = pixelRow + tx;
        words[index] = amount >= 256 && color >>> 24 === 255 ? color : over(words[index] as number, color, amount);
      }
    }
  }
}
