import type { Box, CornerRadii, GroupItem, Matrix, Paint, SceneItem, TextItem } from '../../scene/scene.js';
import { Canvas } from '../canvas.js';
import { over, scaleWord } from './blend.js';
import { itemsBounds } from './item-bounds.js';
import { RoundedBox } from './rounded-box.js';
import { makeShader } from './shader.js';

/*
 * Groups of a design drawn through a layer: the items go into a transparent canvas, which is
 * then blurred, clipped, faded and (through its transform, sampled bilinearly) laid over the
 * image, in the order SVG applies them. Only the part the items reach is touched.
 */

type DrawItems = (canvas: Canvas, items: readonly SceneItem[]) => void;

/** Whole device pixels of `box` (CSS pixels), within the canvas. */
function pixelRect(box: Box, scale: number, canvas: Canvas) {
  const x0 = Math.max(0, Math.floor(box.x * scale));
  const y0 = Math.max(0, Math.floor(box.y * scale));
  const x1 = Math.min(canvas.width, Math.ceil((box.x + box.width) * scale));
  const y1 = Math.min(canvas.height, Math.ceil((box.y + box.height) * scale));
  return { x0, y0, x1: Math.max(x0, x1), y1: Math.max(y0, y1) };
}

type Rect = ReturnType<typeof pixelRect>;

/**
 * A separable box blur, three passes each way: within a few percent of a Gaussian of
 * standard deviation `sigma` (the standard approximation).
 */
function blur(layer: Canvas, rect: Rect, sigma: number): void {
  if (sigma < 0.3) return;
  const radius = Math.max(1, Math.round(Math.sqrt((12 * sigma * sigma) / 3 + 1) / 2));
  const { pixels, width } = layer;
  const w = rect.x1 - rect.x0;
  const h = rect.y1 - rect.y0;
  const line = new Float32Array(Math.max(w, h) * 4);
  const out = new Float32Array(Math.max(w, h) * 4);
  const pass = (length: number) => {
    const window = 2 * radius + 1;
    for (let channel = 0; channel < 4; channel++) {
      let sum = 0;
      for (let i = -radius; i <= radius; i++) sum += line[Math.min(length - 1, Math.max(0, i)) * 4 + channel] as number;
      for (let i = 0; i < length; i++) {
        out[i * 4 + channel] = sum / window;
        const enter = Math.min(length - 1, i + radius + 1);
        const leave = Math.max(0, i - radius);
        // Beyond the rect the layer is transparent: count those pixels as zero.
        const entering = i + radius + 1 < length ? (line[enter * 4 + channel] as number) : 0;
        const leaving = i - radius >= 0 ? (line[leave * 4 + channel] as number) : 0;
        sum += entering - leaving;
      }
    }
    line.set(out.subarray(0, length * 4));
  };
  for (let y = rect.y0; y < rect.y1; y++) {
    for (let x = 0; x < w; x++)
      for (let c = 0; c < 4; c++) line[x * 4 + c] = pixels[(y * width + rect.x0 + x) * 4 + c] as number;
    for (let round = 0; round < 3; round++) pass(w);
    for (let x = 0; x < w; x++)
      for (let c = 0; c < 4; c++) pixels[(y * width + rect.x0 + x) * 4 + c] = Math.round(line[x * 4 + c] as number);
  }
  for (let x = rect.x0; x < rect.x1; x++) {
    for (let y = 0; y < h; y++)
      for (let c = 0; c < 4; c++) line[y * 4 + c] = pixels[((rect.y0 + y) * width + x) * 4 + c] as number;
    for (let round = 0; round < 3; round++) pass(h);
    for (let y = 0; y < h; y++)
      for (let c = 0; c < 4; c++) pixels[((rect.y0 + y) * width + x) * 4 + c] = Math.round(line[y * 4 + c] as number);
  }
}

function invert(m: Matrix): Matrix | undefined {
  const det = m[0] * m[3] - m[1] * m[2];
  if (Math.abs(det) < 1e-12) return undefined;
  return [
    m[3] / det,
    -m[1] / det,
    -m[2] / det,
    m[0] / det,
    (m[2] * m[5] - m[3] * m[4]) / det,
    (m[1] * m[4] - m[0] * m[5]) / det,
  ];
}

/** The layer's pixel at (x, y), interpolated between its four neighbours (premultiplied). */
function sample(layer: Canvas, x: number, y: number): number {
  const fx = x - 0.5;
  const fy = y - 0.5;
  const left = Math.floor(fx);
  const top = Math.floor(fy);
  const tx = fx - left;
  const ty = fy - top;
  const word = (px: number, py: number) =>
    px < 0 || py < 0 || px >= layer.width || py >= layer.height ? 0 : (layer.words[py * layer.width + px] as number);
  const mix = (a: number, b: number, t: number) => {
    if (a === b) return a;
    const amount = Math.round(t * 256);
    return addWords(scaleWord(a, 256 - amount), scaleWord(b, amount));
  };
  return mix(mix(word(left, top), word(left + 1, top), tx), mix(word(left, top + 1), word(left + 1, top + 1), tx), ty);
}

function addWords(a: number, b: number): number {
  const channel = (shift: number) => Math.min(255, ((a >>> shift) & 0xff) + ((b >>> shift) & 0xff)) << shift;
  return channel(0) | channel(8) | channel(16) | channel(24);
}

/** Lays the layer over the canvas: faded by `opacity`, through `matrix` (device pixels) when given. */
function composite(canvas: Canvas, layer: Canvas, rect: Rect, opacity: number, matrix: Matrix | undefined): void {
  const amount = Math.round(opacity * 256);
  const { words, width } = canvas;
  if (!matrix) {
    for (let y = rect.y0; y < rect.y1; y++) {
      const rowStart = y * width;
      for (let x = rect.x0; x < rect.x1; x++) {
        const source = layer.words[rowStart + x] as number;
        if (source === 0) continue;
        words[rowStart + x] = over(words[rowStart + x] as number, source, amount);
      }
    }
    return;
  }
  const inverse = invert(matrix);
  if (!inverse) return;
  // The destination pixels the transformed rect reaches.
  const corners = [
    [rect.x0, rect.y0],
    [rect.x1, rect.y0],
    [rect.x0, rect.y1],
    [rect.x1, rect.y1],
  ].map(([x, y]) => [
    matrix[0] * (x as number) + matrix[2] * (y as number) + matrix[4],
    matrix[1] * (x as number) + matrix[3] * (y as number) + matrix[5],
  ]);
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((corner) => corner[0] as number))) - 1);
  const x1 = Math.min(canvas.width, Math.ceil(Math.max(...corners.map((corner) => corner[0] as number))) + 1);
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((corner) => corner[1] as number))) - 1);
  const y1 = Math.min(canvas.height, Math.ceil(Math.max(...corners.map((corner) => corner[1] as number))) + 1);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const sx = inverse[0] * px + inverse[2] * py + inverse[4];
      const sy = inverse[1] * px + inverse[3] * py + inverse[5];
      if (sx < rect.x0 - 1 || sy < rect.y0 - 1 || sx > rect.x1 + 1 || sy > rect.y1 + 1) continue;
      const source = sample(layer, sx, sy);
      if (source === 0) continue;
      words[y * width + x] = over(words[y * width + x] as number, source, amount);
    }
  }
}

/** Keeps only what lies inside the clip, anti-aliased at its edge. */
function clipLayer(layer: Canvas, rect: Rect, clip: RoundedBox): void {
  const { words, width } = layer;
  for (let y = rect.y0; y < rect.y1; y++) {
    const { fullFrom, fullTo } = clip.span(y, width);
    for (let x = rect.x0; x < rect.x1; x++) {
      if (x >= fullFrom && x < fullTo) continue;
      const index = y * width + x;
      if (words[index] === 0) continue;
      words[index] = scaleWord(words[index] as number, Math.round(clip.coverage(x, y) * 256));
    }
  }
}

const toDevice = (m: Matrix, scale: number): Matrix => [m[0], m[1], m[2], m[3], m[4] * scale, m[5] * scale];

/** Draws a group: its items into a layer, then blur, clip, opacity and transform. */
export function drawGroup(canvas: Canvas, item: GroupItem, scale: number, drawItems: DrawItems): void {
  let bounds = itemsBounds(item.items);
  if (!bounds) return;
  if (item.blur) {
    const reach = item.blur * 3;
    bounds = {
      x: bounds.x - reach,
      y: bounds.y - reach,
      width: bounds.width + 2 * reach,
      height: bounds.height + 2 * reach,
    };
  }
  if (item.clip) {
    const { box } = item.clip;
    const x = Math.max(bounds.x, box.x);
    const y = Math.max(bounds.y, box.y);
    bounds = {
      x,
      y,
      width: Math.min(bounds.x + bounds.width, box.x + box.width) - x,
      height: Math.min(bounds.y + bounds.height, box.y + box.height) - y,
    };
  }
  if (bounds.width <= 0 || bounds.height <= 0) return;
  withLayer(canvas, bounds, scale, drawItems, item.items, (layer, rect) => {
    if (item.blur) blur(layer, rect, item.blur * scale);
    if (item.clip) {
      const clip = new RoundedBox(
        {
          x: item.clip.box.x * scale,
          y: item.clip.box.y * scale,
          width: item.clip.box.width * scale,
          height: item.clip.box.height * scale,
        },
        item.clip.radii?.map((corner) => ({ x: corner.x * scale, y: corner.y * scale })) as CornerRadii | undefined,
      );
      clipLayer(layer, rect, clip);
    }
    composite(canvas, layer, rect, item.opacity ?? 1, item.transform && toDevice(item.transform, scale));
  });
}

/** A transparent layer the size of the canvas, its `bounds` drawn and then used, then given back. */
function withLayer(
  canvas: Canvas,
  bounds: Box,
  scale: number,
  drawItems: DrawItems,
  items: readonly SceneItem[],
  use: (layer: Canvas, rect: Rect) => void,
): void {
  const layer = new Canvas(canvas.width, canvas.height);
  try {
    drawItems(layer, items);
    use(layer, pixelRect(bounds, scale, canvas));
  } finally {
    layer.release();
  }
}

/**
 * Text filled with a paint (`background-clip: text`): the glyphs drawn into a layer as a mask,
 * the paint shown through it.
 */
export function drawPaintedText(
  canvas: Canvas,
  item: TextItem,
  paint: Paint,
  scale: number,
  drawItems: DrawItems,
): void {
  const bounds = itemsBounds([item]);
  if (!bounds) return;
  const shader = makeShader(paint, scale);
  withLayer(canvas, bounds, scale, drawItems, [plainText(item, { color: [0, 0, 0, 255] })], (layer, rect) => {
    const { words, width } = canvas;
    for (let y = rect.y0; y < rect.y1; y++) {
      for (let x = rect.x0; x < rect.x1; x++) {
        const coverage = ((layer.words[y * width + x] as number) >>> 24) & 0xff;
        if (coverage === 0) continue;
        words[y * width + x] = over(words[y * width + x] as number, shader.at(x, y), coverage + (coverage >> 7));
      }
    }
  });
}

/** Glyphs slanted 12° about their baseline: italic for a face that has none. */
export function drawObliqueText(canvas: Canvas, item: TextItem, scale: number, drawItems: DrawItems): void {
  const slant = Math.tan((12 * Math.PI) / 180);
  const skew: Matrix = [1, 0, -slant, 1, slant * item.baseline, 0];
  drawGroup(canvas, { kind: 'group', items: [plainText(item, {})], transform: skew }, scale, drawItems);
}

/** The text item without its paint and slant (drawn plainly into a layer). */
function plainText(item: TextItem, change: Partial<TextItem>): TextItem {
  const { paint: _paint, oblique: _oblique, ...plain } = item;
  return { ...plain, ...change };
}
