import type { Rgba } from '../scene/color.js';
import type { Box, RectItem } from '../scene/scene.js';

/*
 * Box-drawing lines and block elements are drawn as rectangles filling their whole cell, as
 * terminals do: a font's glyphs for them are only as tall as the font, and the card's line
 * height would leave a gap between rows. Dashed lines and anything not listed stay glyphs.
 */

/** Arms from the cell's centre: left, right, up, down; 0 none, 1 light, 2 heavy, 3 double. */
type Arms = readonly [number, number, number, number];

const LINES: Record<string, Arms> = {
  '─': [1, 1, 0, 0],
  '━': [2, 2, 0, 0],
  '│': [0, 0, 1, 1],
  '┃': [0, 0, 2, 2],
  '┌': [0, 1, 0, 1],
  '┏': [0, 2, 0, 2],
  '┐': [1, 0, 0, 1],
  '┓': [2, 0, 0, 2],
  '└': [0, 1, 1, 0],
  '┗': [0, 2, 2, 0],
  '┘': [1, 0, 1, 0],
  '┛': [2, 0, 2, 0],
  '├': [0, 1, 1, 1],
  '┣': [0, 2, 2, 2],
  '┤': [1, 0, 1, 1],
  '┫': [2, 0, 2, 2],
  '┬': [1, 1, 0, 1],
  '┳': [2, 2, 0, 2],
  '┴': [1, 1, 1, 0],
  '┻': [2, 2, 2, 0],
  '┼': [1, 1, 1, 1],
  '╋': [2, 2, 2, 2],
  '═': [3, 3, 0, 0],
  '║': [0, 0, 3, 3],
  '╔': [0, 3, 0, 3],
  '╗': [3, 0, 0, 3],
  '╚': [0, 3, 3, 0],
  '╝': [3, 0, 3, 0],
  '╠': [0, 3, 3, 3],
  '╣': [3, 0, 3, 3],
  '╦': [3, 3, 0, 3],
  '╩': [3, 3, 3, 0],
  '╬': [3, 3, 3, 3],
  // Rounded corners are drawn square: at code sizes the arc is a pixel or two.
  '╭': [0, 1, 0, 1],
  '╮': [1, 0, 0, 1],
  '╯': [1, 0, 1, 0],
  '╰': [0, 1, 1, 0],
  '╴': [1, 0, 0, 0],
  '╵': [0, 0, 1, 0],
  '╶': [0, 1, 0, 0],
  '╷': [0, 0, 0, 1],
  '╸': [2, 0, 0, 0],
  '╹': [0, 0, 2, 0],
  '╺': [0, 2, 0, 0],
  '╻': [0, 0, 0, 2],
};

/** Block elements as the part of the cell they fill (x, y, width, height in fractions) and their density. */
const BLOCKS: Record<string, readonly [number, number, number, number, number]> = {
  '█': [0, 0, 1, 1, 1],
  '▀': [0, 0, 1, 0.5, 1],
  '▄': [0, 0.5, 1, 0.5, 1],
  '▌': [0, 0, 0.5, 1, 1],
  '▐': [0.5, 0, 0.5, 1, 1],
  '░': [0, 0, 1, 1, 0.25],
  '▒': [0, 0, 1, 1, 0.5],
  '▓': [0, 0, 1, 1, 0.75],
};
for (let eighths = 1; eighths <= 7; eighths++) {
  BLOCKS[String.fromCodePoint(0x2580 + eighths)] = [0, 1 - eighths / 8, 1, eighths / 8, 1];
  BLOCKS[String.fromCodePoint(0x2590 - eighths)] = [0, 0, eighths / 8, 1, 1];
}

/** The blocks the two tables draw from: a quick test before looking a character up. */
const BOX_DRAWING_BLOCKS = /[\u2500-\u259f]/;

/** Whether a text may hold characters drawn as rectangles (cheap, and false for most code). */
export function hasBoxDrawing(text: string): boolean {
  return BOX_DRAWING_BLOCKS.test(text);
}

/** Whether a character is drawn as rectangles rather than a glyph. */
export function isBoxDrawing(character: string): boolean {
  return Object.hasOwn(LINES, character) || Object.hasOwn(BLOCKS, character);
}

/**
 * The rectangles that draw a box-drawing or block character in `cell` (CSS pixels), their edges
 * on device pixels at `scale` so that neighbouring cells join without a seam.
 */
export function boxDrawingRects(
  character: string,
  cell: Box,
  fontSize: number,
  scale: number,
  color: Rgba,
): RectItem[] {
  const snap = (value: number) => Math.round(value * scale) / scale;
  const rect = (x0: number, y0: number, x1: number, y1: number, alpha = 1): RectItem => ({
    kind: 'rect',
    box: { x: snap(x0), y: snap(y0), width: snap(x1) - snap(x0), height: snap(y1) - snap(y0) },
    fill: [color[0], color[1], color[2], Math.round(color[3] * alpha)],
  });
  const block = BLOCKS[character];
  if (block) {
    const [x, y, width, height, density] = block;
    const left = cell.x + x * cell.width;
    const top = cell.y + y * cell.height;
    return [rect(left, top, left + width * cell.width, top + height * cell.height, density)];
  }
  const arms = LINES[character];
  if (!arms) return [];
  const light = Math.max(1 / scale, snap(fontSize * 0.075));
  const centreX = snap(cell.x + cell.width / 2 - light / 2) + light / 2;
  const centreY = snap(cell.y + cell.height / 2 - light / 2) + light / 2;
  const right = cell.x + cell.width;
  const bottom = cell.y + cell.height;
  const rects: RectItem[] = [];
  /** One arm: along x (horizontal) or y, from `from` to `to`, `weight` thick. */
  const arm = (horizontal: boolean, from: number, to: number, weight: number) => {
    const strokes = weight === 3 ? [-light, light] : [0];
    const thickness = weight === 2 ? 2 * light : light;
    for (const offset of strokes) {
      if (horizontal) {
        const y = centreY + offset - thickness / 2;
        rects.push(rect(from, y, to, y + thickness));
      } else {
        const x = centreX + offset - thickness / 2;
        rects.push(rect(x, from, x + thickness, to));
      }
    }
  };
  const [left, rightArm, up, down] = arms;
  // An arm reaches past the centre to the far edge of the crossing strokes, so corners close.
  const halfWidth = (weight: number) => [0, light / 2, light, 1.5 * light][weight] as number;
  const reachX = Math.max(halfWidth(up), halfWidth(down));
  const reachY = Math.max(halfWidth(left), halfWidth(rightArm));
  // A straight line is one rectangle: overlapping arms would darken a translucent colour.
  if (left && left === rightArm) arm(true, cell.x, right, left);
  else {
    if (left) arm(true, cell.x, centreX + reachX, left);
    if (rightArm) arm(true, centreX - reachX, right, rightArm);
  }
  if (up && up === down) arm(false, cell.y, bottom, up);
  else {
    if (up) arm(false, cell.y, centreY + reachY, up);
    if (down) arm(false, centreY - reachY, bottom, down);
  }
  return rects;
}
