import type { Rgba } from '../../scene/color.js';
import { insetRadii } from '../../scene/corner-radii.js';
import type { BorderItem, Box, BoxItem, BoxShadowItem } from '../../scene/scene.js';
import { over } from '../blend.js';
import type { Canvas } from '../canvas.js';
import { packPremultiplied } from '../color.js';
import { erfc } from '../erfc.js';
import { RoundedBox } from './rounded-box.js';
import { makeShader } from './shader.js';

/*
 * The boxes of users' designs in pixels: backgrounds (colours, gradients, pictures) filling a
 * rounded box, borders with a colour per side, and box shadows as the Gaussian blur of their
 * shape, computed from the distance to its edge (½·erfc(d / σ√2) is the exact blur of a
 * straight edge), never as a blur pass over pixels.
 */

const scaled = (box: Box, scale: number): Box => ({
  x: box.x * scale,
  y: box.y * scale,
  width: box.width * scale,
  height: box.height * scale,
});

function roundedBox(box: Box, radii: BoxItem['radii'], scale: number): RoundedBox {
  return new RoundedBox(
    scaled(box, scale),
    radii?.map((corner) => ({ x: corner.x * scale, y: corner.y * scale })) as BoxItem['radii'],
  );
}

const row = new Int32Array(0);
let rowBuffer = row;
function rowOf(width: number): Int32Array {
  if (rowBuffer.length < width) rowBuffer = new Int32Array(width);
  return rowBuffer;
}

function blendEdge(words: Int32Array, index: number, color: number, coverage: number): void {
  if (coverage <= 0) return;
  words[index] = over(words[index] as number, color, Math.round(coverage * 256));
}

/** Each paint in turn over the box, edges anti-aliased. */
export function drawBox(canvas: Canvas, item: BoxItem, scale: number): void {
  const shape = roundedBox(item.box, item.radii, scale);
  const [top, bottom] = shape.rows(canvas.height);
  const colors = rowOf(canvas.width);
  // Nothing drawn later makes a pixel less opaque: an opaque paint over the whole image
  // lets the encoder skip its check.
  const coversImage =
    !shape.rounded && shape.x0 <= 0 && shape.y0 <= 0 && shape.x1 >= canvas.width && shape.y1 >= canvas.height;
  for (const paint of item.paints) {
    const shader = makeShader(paint, scale);
    if (coversImage && shader.opaque) canvas.opaque = true;
    // An opaque colour fills the rows' covered spans with one call each (most backgrounds).
    const opaqueSolid = shader.solid !== undefined && shader.solid >>> 24 === 255 ? shader.solid : undefined;
    let shadedFrom = 0;
    let shadedTo = 0;
    for (let y = top; y < bottom; y++) {
      if (shader.visible && !shader.visible(y)) continue;
      const { from, to, fullFrom, fullTo } = shape.span(y, canvas.width);
      if (to <= from) continue;
      const rowStart = y * canvas.width;
      const { words } = canvas;
      if (opaqueSolid !== undefined) {
        for (let x = from; x < fullFrom; x++) blendEdge(words, rowStart + x, opaqueSolid, shape.coverage(x, y));
        words.fill(opaqueSolid, rowStart + fullFrom, rowStart + Math.max(fullFrom, fullTo));
        for (let x = Math.max(fullTo, from); x < to; x++)
          blendEdge(words, rowStart + x, opaqueSolid, shape.coverage(x, y));
        continue;
      }
      // A paint whose rows are all alike is shaded once for the widest span asked.
      if (!shader.sameRows || from < shadedFrom || to > shadedTo) {
        shader.row(y, from, to, colors);
        shadedFrom = from;
        shadedTo = to;
      }
      for (let x = from; x < fullFrom; x++) blendEdge(words, rowStart + x, colors[x] as number, shape.coverage(x, y));
      if (shader.opaque) {
        // Opaque paints replace the pixels they cover: one copy of the row.
        words.set(colors.subarray(fullFrom, Math.max(fullFrom, fullTo)), rowStart + fullFrom);
      } else
        for (let x = fullFrom; x < fullTo; x++) {
          const color = colors[x] as number;
          // Opaque colours replace the pixel: one store (most of a background); clear ones (the
          // gaps of a pattern) leave it.
          if (color >>> 24 === 255) words[rowStart + x] = color;
          else if (color !== 0) words[rowStart + x] = over(words[rowStart + x] as number, color, 256);
        }
      for (let x = Math.max(fullTo, from); x < to; x++)
        blendEdge(words, rowStart + x, colors[x] as number, shape.coverage(x, y));
    }
  }
}

/** How far (px, py) lies in from a side of the box: top, right, bottom, left. */
function inFromSide(px: number, py: number, outer: RoundedBox, side: number): number {
  return side === 0 ? py - outer.y0 : side === 1 ? outer.x1 - px : side === 2 ? outer.y1 - py : px - outer.x0;
}

/** The side a pixel of the ring belongs to: where the line from outer to inner corner puts it. */
function sideOf(px: number, py: number, outer: RoundedBox, widths: readonly number[]): number {
  let best = 0;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let side = 0; side < 4; side++) {
    const width = widths[side] as number;
    if (width <= 0) continue;
    const score = inFromSide(px, py, outer, side) / width;
    if (score < bestScore) {
      bestScore = score;
      best = side;
    }
  }
  return best;
}

/** Whether a pixel of a dashed or dotted border is on: dashes 3 widths long, dots 1 width apart. */
function dashOn(
  px: number,
  py: number,
  outer: RoundedBox,
  side: number,
  width: number,
  style: BorderItem['style'],
): boolean {
  const along = side === 0 || side === 2 ? px - outer.x0 : py - outer.y0;
  const period = style === 'dotted' ? 2 * width : 6 * width;
  const phase = ((along % period) + period) % period;
  if (style === 'dashed') return phase < 3 * width;
  // A round dot centred on the middle of the border line.
  const across = inFromSide(px, py, outer, side);
  const dx = phase - width / 2;
  const dy = across - width / 2;
  return dx * dx + dy * dy <= (width / 2) * (width / 2);
}

/** The ring between the box and its inner edge, each side in its own colour. */
export function drawBorder(canvas: Canvas, item: BorderItem, scale: number): void {
  const outer = roundedBox(item.box, item.radii, scale);
  const widths = item.widths.map((width) => width * scale);
  const [top, right, bottom, left] = widths as [number, number, number, number];
  const innerBox: Box = {
    x: outer.x0 + left,
    y: outer.y0 + top,
    width: outer.x1 - outer.x0 - left - right,
    height: outer.y1 - outer.y0 - top - bottom,
  };
  const scaledRadii = item.radii?.map((corner) => ({ x: corner.x * scale, y: corner.y * scale })) as BoxItem['radii'];
  const innerRadii = scaledRadii && insetRadii(scaledRadii, [top, right, bottom, left]);
  const inner = new RoundedBox(innerBox, innerRadii);
  const packed = item.colors.map((color: Rgba) => packPremultiplied(color));
  const patterned = item.style !== 'solid';
  const [rowTop, rowBottom] = outer.rows(canvas.height);
  const { words, width } = canvas;
  for (let y = rowTop; y < rowBottom; y++) {
    const { from, to } = outer.span(y, width);
    const innerSpan = inner.span(y, width);
    for (let x = from; x < to; x++) {
      // Pixels wholly inside the inner edge are not the border's.
      if (x >= innerSpan.fullFrom && x < innerSpan.fullTo) {
        x = innerSpan.fullTo - 1;
        continue;
      }
      const ring = outer.coverage(x, y) - (innerBox.width > 0 && innerBox.height > 0 ? inner.coverage(x, y) : 0);
      if (ring <= 0) continue;
      const side = sideOf(x + 0.5, y + 0.5, outer, widths);
      if (patterned && !dashOn(x + 0.5, y + 0.5, outer, side, widths[side] as number, item.style)) continue;
      words[y * width + x] = over(words[y * width + x] as number, packed[side] as number, Math.round(ring * 256));
    }
  }
}

/**
 * A box shadow: outside the box (the box's own area left clear) or inset (inside it only). The
 * blurred shape's alpha at each pixel comes from its distance to the shape's edge.
 */
export function drawBoxShadow(canvas: Canvas, item: BoxShadowItem, scale: number): void {
  const box = roundedBox(item.box, item.radii, scale);
  const sigma = (item.blur / 2) * scale;
  const spread = item.spread * scale;
  const shape = box.spread(item.inset ? -spread : spread).moved(item.offset.x * scale, item.offset.y * scale);
  const reach = sigma * 3 + 1;
  // The blurred shape's coverage at a signed distance from its edge.
  const steps = 512;
  const table = new Float32Array(steps + 1);
  for (let index = 0; index <= steps; index++) {
    const distance = (index / steps) * 2 * reach - reach;
    table[index] = sigma > 0 ? 0.5 * erfc(distance / (sigma * Math.SQRT2)) : Math.min(1, Math.max(0, 0.5 - distance));
  }
  const toIndex = steps / (2 * reach);
  // Outside the corners' reach the shape is a plain rectangle: its distance needs no ellipse.
  const plain = shape.plainRegion();
  const color = packPremultiplied(item.color);
  const area = item.inset ? box : shape.spread(reach);
  // Where nothing shows: under the box (outside shadow), or deep inside the shape (inset).
  const hidden = item.inset ? shape.spread(-reach) : box;
  const [top, bottom] = area.rows(canvas.height);
  const [boxTop, boxBottom] = box.rows(canvas.height);
  const { words, width } = canvas;
  const steadyKind = item.inset ? () => undefined : steadyRows(shape, box, reach);
  const alphas = alphaRow(width);
  let kindInRow: SteadyKind | undefined;
  for (let y = top; y < bottom; y++) {
    const { from, to } = area.span(y, width);
    const { fullFrom: skipFrom, fullTo: skipTo } = hidden.span(y, width);
    // A steady row has the alphas of the last row of its kind: only the blending is left.
    const kind = steadyKind(y);
    const reuse = kind !== undefined && kind === kindInRow;
    kindInRow = kind;
    // The box's own pixels in this row: outside them its coverage is 0, found without a distance.
    const boxSpan = y >= boxTop && y < boxBottom ? box.span(y, width) : undefined;
    const plainRow = y + 0.5 > plain.top && y + 0.5 < plain.bottom;
    for (let x = from; x < to; x++) {
      if (x >= skipFrom && x < skipTo) {
        x = skipTo - 1;
        continue;
      }
      let alpha = alphas[x] as number;
      if (!reuse) {
        const inside = boxSpan && x >= boxSpan.from && x < boxSpan.to ? box.coverage(x, y) : 0;
        const px = x + 0.5;
        const py = y + 0.5;
        const distance =
          plainRow || (px > plain.left && px < plain.right) ? shape.plainDistance(px, py) : shape.distance(px, py);
        const blurred =
          distance >= reach ? 0 : distance <= -reach ? 1 : (table[((distance + reach) * toIndex + 0.5) | 0] as number);
        const amount = item.inset ? inside * (1 - blurred) : blurred * (1 - inside);
        alpha = amount <= 0.002 ? 0 : Math.round(amount * 256);
        alphas[x] = alpha;
      }
      if (alpha > 0) words[y * width + x] = over(words[y * width + x] as number, color, alpha);
    }
  }
}

/** Rows whose shadow is the same from one to the next: beside the box, or across its middle. */
type SteadyKind = 'beside' | 'across';

/**
 * Which rows of an outside shadow repeat the alphas of the row above of the same kind: rows at
 * least the blur's reach from the shape's top and bottom and clear of its corners (there its
 * distance depends on x alone), and either clear of the box (nothing to leave out) or across
 * the box's straight middle (its coverage depends on x alone too).
 */
function steadyRows(shape: RoundedBox, box: RoundedBox, reach: number): (y: number) => SteadyKind | undefined {
  const plain = shape.plainRegion();
  const boxPlain = box.plainRegion();
  const top = Math.max(plain.top, shape.y0 + reach);
  const bottom = Math.min(plain.bottom, shape.y1 - reach);
  return (y) => {
    const middle = y + 0.5;
    if (!(middle > top && middle < bottom)) return undefined;
    if (y + 1 <= box.y0 || y >= box.y1) return 'beside';
    if (y >= Math.max(box.y0, boxPlain.top) && y + 1 <= Math.min(box.y1, boxPlain.bottom)) return 'across';
    return undefined;
  };
}

let alphaBuffer = new Int16Array(0);
function alphaRow(width: number): Int16Array {
  if (alphaBuffer.length < width) alphaBuffer = new Int16Array(width);
  return alphaBuffer;
}
