import type {
  BackdropItem,
  Box,
  EmojiItem,
  RectItem,
  Scene,
  SceneItem,
  TextFace,
  TextItem,
  WatermarkItem,
} from '../scene/scene.js';
import { paintBackdrop } from './backdrop.js';
import { Canvas } from './canvas.js';
import { drawBorder, drawBox, drawBoxShadow } from './design/draw-boxes.js';
import { drawGroup } from './design/draw-group.js';
import { makeShader } from './design/shader.js';
import { paintGlow } from './glow-backdrop.js';
import { faceKey, getEmojiTile, getGlyph, glyphName, prepareGlyphs } from './glyph-atlas.js';
import { SUBPIXEL_STEPS } from './glyph-strip.js';
import { fillCircle, fillRect, fillRoundRect } from './shapes.js';
import { watermarkTile } from './watermark.js';

/*
 * The raster backend: draws a scene into premultiplied pixels at the scene's scale. Positions
 * arrive in CSS pixels and are multiplied here; glyphs land on a quarter-pixel grid.
 */

/** Splits an x position in pixels into a whole pixel and a sub-pixel phase. */
function place(x: number): { pixel: number; phase: number } {
  let pixel = Math.floor(x);
  let phase = Math.round((x - pixel) * SUBPIXEL_STEPS);
  if (phase === SUBPIXEL_STEPS) {
    pixel += 1;
    phase = 0;
  }
  return { pixel, phase };
}

const scaled = (box: Box, scale: number): Box => ({
  x: box.x * scale,
  y: box.y * scale,
  width: box.width * scale,
  height: box.height * scale,
});

/** The canvas a scene is drawn into, in pixels: its layout size times its scale. */
export function canvasSize(scene: Scene): { width: number; height: number } {
  return { width: Math.round(scene.width * scene.scale), height: Math.round(scene.height * scene.scale) };
}

/** Draws a scene into a new canvas; the caller encodes it and then releases it. */
export function drawScene(scene: Scene): Canvas {
  const { width, height } = canvasSize(scene);
  const canvas = new Canvas(width, height, coversEverything(scene));
  drawItems(canvas, scene.items, scene.scale);
  return canvas;
}

/**
 * Whether a scene's first item covers every pixel (a backdrop, a glow or an opaque
 * background), so recycled memory need not be cleared before drawing it.
 */
export function coversEverything(scene: Scene): boolean {
  const first = scene.items[0];
  return first?.kind === 'backdrop' || first?.kind === 'glow' || coversScene(first, scene);
}

/** Items that clip themselves to the rows a canvas holds; a design's boxes and layers do not. */
const DRAWN_IN_BANDS = new Set<SceneItem['kind']>([
  'backdrop',
  'glow',
  'rect',
  'circle',
  'text',
  'emoji',
  'image',
  'watermark',
  'selectable',
]);

/** Whether the scene can be drawn a band of rows at a time (a code card can). */
export function drawsInBands(scene: Scene): boolean {
  return scene.items.every((item) => DRAWN_IN_BANDS.has(item.kind));
}

/**
 * Draws a scene a band at a time: each call draws into a canvas holding some of the image's
 * rows. Glyphs are rasterised once, with the first band.
 */
export function bandDrawer(scene: Scene): (band: Canvas) => void {
  let prepared = false;
  return (band) => {
    if (!prepared) prepareText(scene.items, scene.scale);
    prepared = true;
    for (const item of scene.items) drawItem(band, item, scene.scale);
  };
}

/** Whether the item is a box of one opaque colour over the whole scene (a design's background). */
function coversScene(item: SceneItem | undefined, scene: Scene): boolean {
  if (item?.kind !== 'box' || item.radii?.some((corner) => corner.x > 0 && corner.y > 0)) return false;
  const paint = item.paints[0];
  const { box } = item;
  return (
    paint?.kind === 'color' &&
    paint.color[3] === 255 &&
    box.x <= 0 &&
    box.y <= 0 &&
    box.x + box.width >= scene.width &&
    box.y + box.height >= scene.height
  );
}

function drawItems(canvas: Canvas, items: readonly SceneItem[], scale: number): void {
  // Glyphs are rasterised in batches, one per face and size, before any is stamped.
  prepareText(items, scale);
  for (const item of items) drawItem(canvas, item, scale);
}

function drawItem(canvas: Canvas, item: SceneItem, scale: number): void {
  switch (item.kind) {
    case 'backdrop':
      drawBackdrop(canvas, item, scale);
      break;
    case 'glow':
      paintGlow(canvas, item);
      break;
    case 'rect':
      drawRect(canvas, item, scale);
      break;
    case 'circle':
      fillCircle(canvas, item.cx * scale, item.cy * scale, item.radius * scale, item.fill);
      break;
    case 'text':
      drawText(canvas, item, scale);
      break;
    case 'emoji':
      drawEmoji(canvas, item, scale);
      break;
    case 'image':
      canvas.drawTile(item.pixels, item.width, item.height, Math.round(item.x * scale), Math.round(item.y * scale));
      break;
    case 'watermark':
      drawWatermark(canvas, item, scale);
      break;
    case 'selectable':
      // Text to select is for backends that keep text; pixels show its glyphs already.
      break;
    case 'box':
      drawBox(canvas, item, scale);
      break;
    case 'border':
      drawBorder(canvas, item, scale);
      break;
    case 'box-shadow':
      drawBoxShadow(canvas, item, scale);
      break;
    case 'group':
      drawGroup(canvas, item, scale, (layer, inner) => drawItems(layer, inner, scale));
      break;
  }
}

function drawRect(canvas: Canvas, item: RectItem, scale: number): void {
  const box = scaled(item.box, scale);
  if (item.radius === undefined) {
    fillRect(canvas, box, item.fill);
    return;
  }
  // A hairline border stays at least one device pixel wide.
  const border = item.border && { width: Math.max(1, item.border.width * scale), color: item.border.color };
  fillRoundRect(canvas, box, item.radius * scale, item.fill, border);
}

function drawBackdrop(canvas: Canvas, item: BackdropItem, scale: number): void {
  const window = scaled(item.window, scale);
  const radius = item.radius * scale;
  // The window's opaque inside (short of its rounded corners) hides what is drawn beneath.
  const hidden: Box = {
    x: window.x + radius,
    y: window.y + radius,
    width: window.width - 2 * radius,
    height: window.height - 2 * radius,
  };
  const shadows = item.shadows.map((shadow) => ({
    ...shadow,
    sigma: shadow.sigma * scale,
    offsetY: shadow.offsetY * scale,
  }));
  canvas.opaque = item.fill.kind !== 'transparent' && (item.fill.colors[0]?.[3] ?? 255) === 255;
  paintBackdrop(canvas, item.fill, window, radius, shadows, hidden);
}

/** The face whose glyphs draw the item: slanted ones for oblique text. */
function drawnFace(item: TextItem): TextFace {
  if (!item.oblique || !item.face.outline) return item.face;
  return { ...item.face, outline: { ...item.face.outline, oblique: true } };
}

function prepareText(items: readonly SceneItem[], scale: number): void {
  const batches = new Map<string, { face: TextFace; sizePx: number; requests: [string, number][] }>();
  for (const item of items) {
    if (item.kind !== 'text') continue;
    const sizePx = Math.round(item.size * scale);
    const face = drawnFace(item);
    const key = `${faceKey(face)}|${sizePx}`;
    let batch = batches.get(key);
    if (!batch) {
      batch = { face, sizePx, requests: [] };
      batches.set(key, batch);
    }
    for (const glyph of item.glyphs) batch.requests.push([glyphName(glyph), place(glyph.x * scale).phase]);
  }
  for (const { face, sizePx, requests } of batches.values()) prepareGlyphs(requests, face, sizePx);
}

/** How far a line's glyphs may reach from its baseline, in font sizes: more than any script's stacks. */
const TEXT_REACH = 4;

/** Glyphs in the item's colour, or filled with its paint (a gradient through the text). */
function drawText(canvas: Canvas, item: TextItem, scale: number): void {
  const sizePx = Math.round(item.size * scale);
  const baseline = Math.round(item.baseline * scale);
  // A line well outside the rows the canvas holds (a band of a tall card) has nothing to draw.
  if (baseline + TEXT_REACH * sizePx < canvas.top || baseline - TEXT_REACH * sizePx >= canvas.bottom) return;
  const face = drawnFace(item);
  const shader = item.paint && makeShader(item.paint, scale);
  for (const glyph of item.glyphs) {
    const { pixel, phase } = place(glyph.x * scale);
    const mask = getGlyph(glyphName(glyph), face, sizePx, phase);
    if (!mask) continue;
    const top = baseline - Math.round((glyph.y ?? 0) * scale) + mask.top;
    canvas.drawMask(mask.data, mask.width, mask.height, pixel + mask.left, top, shader ? shader.at : item.color);
  }
  if (item.underline) {
    const thickness = Math.max(1, Math.round(scale));
    const y = baseline + Math.round(sizePx * 0.12);
    const line = { x: item.underline.x * scale, y, width: item.underline.width * scale, height: thickness };
    if (shader) fillPaintedRect(canvas, line, shader.at);
    else fillRect(canvas, line, item.color);
  }
}

/** A rectangle of whole pixels filled with a paint. */
function fillPaintedRect(canvas: Canvas, box: Box, colorAt: (x: number, y: number) => number): void {
  const x0 = Math.max(0, Math.round(box.x));
  const x1 = Math.min(canvas.width, Math.round(box.x + box.width));
  const y0 = Math.max(canvas.top, Math.round(box.y));
  const y1 = Math.min(canvas.bottom, Math.round(box.y + box.height));
  const mask = new Uint8Array(Math.max(0, (x1 - x0) * (y1 - y0))).fill(255);
  canvas.drawMask(mask, x1 - x0, y1 - y0, x0, y0, colorAt);
}

function drawEmoji(canvas: Canvas, item: EmojiItem, scale: number): void {
  const size = Math.round(item.size * scale);
  const tile = getEmojiTile(item.text, size);
  if (!tile) return;
  const left = Math.round(item.box.x * scale + (item.box.width * scale - size) / 2);
  const top = Math.round(item.box.y * scale + (item.box.height * scale - size) / 2);
  canvas.drawTile(tile.data, tile.size, tile.size, left, top, item.opacity);
}

function drawWatermark(canvas: Canvas, item: WatermarkItem, scale: number): void {
  const tile = watermarkTile(scale, item.surface);
  const right = Math.round(item.right * scale);
  const bottom = Math.round(item.bottom * scale);
  canvas.drawTile(tile.data, tile.width, tile.height, right - tile.width, bottom - tile.height);
}
