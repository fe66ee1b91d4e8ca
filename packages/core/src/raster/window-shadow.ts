import { boundedCache, remember } from '../bounded-cache.js';
import type { Shadow } from '../scene/scene.js';
import type { Box } from './canvas.js';
import { erfc } from './erfc.js';
import { roundRectDistance } from './shapes.js';

/*
 * The window's soft shadows, as how much of each backdrop pixel they leave (out of 256). They
 * are what a Gaussian blur of the window would give, computed from the distance to its edge
 * (½·erfc(d / σ√2) is the exact blur of a straight edge); resvg's blur filter cost 13× a whole
 * render. Beside the window the shadow depends on x alone and above or below it on y alone,
 * so only the corners are computed pixel by pixel, and the right corners mirror the left ones.
 */

/** One shadow layer, ready to evaluate: its box, falloff table and reach. */
interface Layer {
  box: Box;
  radius: number;
  reach: number;
  opacity: number;
  table: Float32Array;
  toIndex: number;
}

/** Falloff tables by shadow: the same few shadows are drawn on every card, in every band. */
const falloffTables = boundedCache<string, Float32Array>(16);

/** The shadow's darkness from `reach` pixels inside the edge to `reach` outside, in steps of ⅛ pixel. */
function falloffTable(shadow: Shadow, reach: number): Float32Array {
  const key = `${shadow.sigma},${shadow.opacity}`;
  const cached = falloffTables.get(key);
  if (cached) return cached;
  const steps = Math.ceil(reach * 8) + 1;
  const table = new Float32Array(steps);
  for (let index = 0; index < steps; index++) {
    const distance = (index / (steps - 1)) * 2 * reach - reach;
    table[index] = shadow.opacity * 0.5 * erfc(distance / (shadow.sigma * Math.SQRT2));
  }
  return remember(falloffTables, key, table);
}

function prepareLayer(box: Box, radius: number, shadow: Shadow): Layer {
  const reach = shadow.sigma * 3;
  const table = falloffTable(shadow, reach);
  return {
    box: { ...box, y: box.y + shadow.offsetY },
    // A blurred corner is rounder than the box's own corner.
    radius: Math.max(radius, shadow.sigma),
    reach,
    opacity: shadow.opacity,
    table,
    toIndex: (table.length - 1) / (2 * reach),
  };
}

/**
 * How much of each pixel beneath survives the shadows, out of 256, for pixels [from, to) of
 * row y, written to `keeps`: one layer at a time over the row, so each pixel loop stays simple.
 */
function keepRow(
  layers: readonly Layer[],
  y: number,
  from: number,
  to: number,
  clear: Float64Array,
  keeps: Uint16Array,
): void {
  clear.fill(1, from, to);
  for (const { box, radius, reach, opacity, table, toIndex } of layers) {
    for (let x = from; x < to; x++) {
      const distance = roundRectDistance(x + 0.5, y + 0.5, box, radius);
      if (distance >= reach) continue;
      const shade = distance <= -reach ? opacity : (table[((distance + reach) * toIndex + 0.5) | 0] as number);
      clear[x] = (clear[x] as number) * (1 - shade);
    }
  }
  for (let x = from; x < to; x++) keeps[x] = Math.round((clear[x] as number) * 256);
}

/** A left corner's row: the keeps of its pixels and of the straight edge beside it. */
interface CornerRow {
  /** Keeps from column `first` on, relative to the window's left pixel column. */
  keeps: Uint16Array;
  first: number;
  straight: number;
}

/**
 * Corner rows by shadow, corner radius and the window's sub-pixel position, each by its row
 * relative to the window's top or bottom edge. Where a window's corners stand apart, a corner's
 * pixels depend on nothing else: windows of every size on the same background share them
 * (~87,000 distances a 2× card, computed once rather than for every card).
 */
const cornerRowSets = boundedCache<string, { top: Map<number, CornerRow>; bottom: Map<number, CornerRow> }>(8);

function fraction(value: number): number {
  return value - Math.floor(value);
}

/**
 * Keeps for every row of a backdrop `width` pixels wide, one row at a time (the array returned
 * is reused for the next row). `shareCorners`: false computes every corner afresh. `newRow`
 * makes the three rows returned (by slot), where their reader wants them.
 */
export function windowShadow(
  window: Box,
  radius: number,
  shadows: readonly Shadow[],
  width: number,
  shareCorners = true,
  newRow: (slot: number) => Uint16Array = () => new Uint16Array(width),
): (y: number) => Uint16Array {
  const layers = shadows.map((shadow) => prepareLayer(window, radius, shadow));
  const noShadow = newRow(0).fill(256);
  if (!layers.length) return () => noShadow;

  // Rows where every layer's side is straight, and columns where its top and bottom are.
  const straightTop = Math.max(...layers.map((layer) => layer.box.y + layer.radius));
  const straightBottom = Math.min(...layers.map((layer) => layer.box.y + layer.box.height - layer.radius));
  const straightLeft = Math.ceil(Math.max(...layers.map((layer) => layer.box.x + layer.radius)));
  const straightRight = Math.floor(Math.min(...layers.map((layer) => layer.box.x + layer.box.width - layer.radius)));
  const shadowTop = Math.floor(Math.min(...layers.map((layer) => layer.box.y - layer.reach)));
  const shadowBottom = Math.ceil(Math.max(...layers.map((layer) => layer.box.y + layer.box.height + layer.reach)));
  const cornerEnd = Math.min(straightLeft, width);
  const middle = (straightLeft + straightRight) >> 1;
  // Shadows are symmetric about the window's vertical axis: x and mirror - x match.
  const mirror = Math.round(2 * window.x + window.width) - 1;

  const clear = new Float64Array(width);
  const sideKeep = newRow(1);
  keepRow(layers, Math.floor((straightTop + straightBottom) / 2), 0, width, clear, sideKeep);
  const edgeKeep = newRow(2);

  // A corner's pixels lie in its own quarter of every layer (left of each centre, and above it
  // at the top, below it at the bottom), where the distance to the box is to that corner alone.
  const cornersApart = layers.every((layer) => {
    const centreX = layer.box.x + layer.box.width / 2;
    const centreY = layer.box.y + layer.box.height / 2;
    const middleIsStraight = Math.abs(middle + 0.5 - centreX) <= layer.box.width / 2 - layer.radius;
    return cornerEnd <= centreX && middleIsStraight && straightTop <= centreY && straightBottom >= centreY;
  });
  const left = Math.floor(window.x);
  const top = Math.floor(window.y);
  const bottom = Math.floor(window.y + window.height);
  // Left of this column every layer is beyond reach: the distance to a box is at least the
  // distance to its left edge.
  const firstReached = Math.max(0, Math.floor(Math.min(...layers.map((layer) => layer.box.x - layer.reach)) - 0.5));
  const key = JSON.stringify([
    [fraction(window.x), fraction(window.y), fraction(window.y + window.height), radius],
    shadows,
    [firstReached - left, cornerEnd - left],
  ]);
  const rows =
    shareCorners && cornersApart
      ? (cornerRowSets.get(key) ?? remember(cornerRowSets, key, { top: new Map(), bottom: new Map() }))
      : undefined;

  /** Computes row y's left corner and the straight edge beside it. */
  function computeCorner(y: number): CornerRow {
    keepRow(layers, y, middle, middle + 1, clear, edgeKeep);
    const straight = edgeKeep[middle] as number;
    keepRow(layers, y, firstReached, cornerEnd, clear, edgeKeep);
    return {
      keeps: edgeKeep.slice(firstReached, Math.max(firstReached, cornerEnd)),
      first: firstReached - left,
      straight,
    };
  }

  function cornerRow(y: number): CornerRow {
    if (!rows) return computeCorner(y);
    // Rows above the straight sides belong to the top corners, by their distance from the
    // window's top; the others to the bottom corners.
    const [set, row] = y + 0.5 < straightTop ? [rows.top, y - top] : [rows.bottom, y - bottom];
    let corner = set.get(row);
    if (!corner) {
      corner = computeCorner(y);
      set.set(row, corner);
    }
    return corner;
  }

  return (y) => {
    if (y < shadowTop || y >= shadowBottom) return noShadow;
    if (y + 0.5 >= straightTop && y + 0.5 <= straightBottom) return sideKeep;
    const corner = cornerRow(y);
    const first = corner.first + left;
    edgeKeep.fill(256, 0, first);
    edgeKeep.set(corner.keeps, first);
    edgeKeep.fill(corner.straight, cornerEnd, Math.max(cornerEnd, straightRight));
    for (let x = Math.max(cornerEnd, straightRight); x < width; x++) {
      const twin = mirror - x;
      if (twin >= 0 && twin < cornerEnd) edgeKeep[x] = edgeKeep[twin] as number;
      else keepRow(layers, y, x, x + 1, clear, edgeKeep);
    }
    return edgeKeep;
  };
}
