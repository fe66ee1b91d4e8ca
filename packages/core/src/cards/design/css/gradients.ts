import type { Rgba } from '../../../scene/color.js';
import type { Box, GradientStop, Paint } from '../../../scene/scene.js';
import { type Length, parseAngle, parseColor, parseLength, resolveLength, type UnitBase } from './css-values.js';
import { splitTopLevel } from './value-tokens.js';

/*
 * CSS gradients, read once from the style and resolved against the box they paint: the
 * gradient line of `linear-gradient` (through the centre, long enough that the corners get the
 * end colours), the ending shape of `radial-gradient` (circle or ellipse, sized to a side or a
 * corner, or given), and stops placed where CSS places them (missing positions spread evenly,
 * a position before the one above it moved up to it).
 */

interface StopSpec {
  color: Rgba;
  position?: Length;
}

type RadialSize = 'closest-side' | 'closest-corner' | 'farthest-side' | 'farthest-corner' | Length[];

export type GradientSpec =
  | { kind: 'linear'; angle: number; repeat: boolean; stops: StopSpec[] }
  | {
      kind: 'radial';
      circle: boolean;
      size: RadialSize;
      at: [Length, Length];
      repeat: boolean;
      stops: StopSpec[];
    };

const SIDES: Record<string, number> = {
  top: 0,
  'top right': 45,
  'right top': 45,
  right: 90,
  'bottom right': 135,
  'right bottom': 135,
  bottom: 180,
  'bottom left': 225,
  'left bottom': 225,
  left: 270,
  'top left': 315,
  'left top': 315,
};

const POSITION_WORDS: Record<string, Length> = {
  left: { percent: 0 },
  top: { percent: 0 },
  center: { percent: 50 },
  right: { percent: 100 },
  bottom: { percent: 100 },
};

/** A `<position>` of one or two words or lengths, as `at` and `background-position` take it. */
export function parsePosition(text: string, base: UnitBase): [Length, Length] | undefined {
  const words = text.trim().split(/\s+/);
  if (words.length === 0 || words.length > 2) return undefined;
  let x: Length | undefined;
  let y: Length | undefined;
  for (const word of words) {
    const lower = word.toLowerCase();
    if (lower === 'top' || lower === 'bottom') y = POSITION_WORDS[lower];
    else if (lower === 'left' || lower === 'right') x = POSITION_WORDS[lower];
    else if (lower === 'center') {
      if (x === undefined) x = POSITION_WORDS.center;
      else y = POSITION_WORDS.center;
    } else {
      const length = parseLength(word, base);
      if (!length) return undefined;
      if (x === undefined) x = length;
      else y = length;
    }
  }
  return [x ?? { percent: 50 }, y ?? { percent: 50 }];
}

function parseStops(parts: readonly string[], base: UnitBase, current: Rgba): StopSpec[] | undefined {
  const stops: StopSpec[] = [];
  for (const part of parts) {
    const words = splitTopLevel(part, ' ');
    const color = parseColor(words[0] ?? '', current);
    // A colour hint (a bare position between stops) is drawn as the midpoint it defaults to.
    if (!color) {
      if (words.length === 1 && parseLength(words[0] as string, base)) continue;
      return undefined;
    }
    const positions = words.slice(1).map((word) => parseLength(word, base));
    if (positions.some((position) => !position) || positions.length > 2) return undefined;
    if (positions.length === 0) stops.push({ color });
    for (const position of positions) stops.push({ color, position: position as Length });
  }
  return stops.length >= 1 ? stops : undefined;
}

/** Reads `linear-gradient(…)`, `radial-gradient(…)` and their repeating forms; undefined if malformed. */
export function parseGradient(fn: string, args: string, base: UnitBase, current: Rgba): GradientSpec | undefined {
  const repeat = fn.startsWith('repeating-');
  const kind = fn.replace(/^repeating-/, '');
  const parts = splitTopLevel(args, ',');
  if (parts.length === 0) return undefined;
  const first = parts[0] as string;
  if (kind === 'linear-gradient') {
    let angle = 180;
    let stopParts = parts;
    const lower = first.toLowerCase();
    if (lower.startsWith('to ')) {
      const side = SIDES[lower.slice(3).trim().replace(/\s+/g, ' ')];
      if (side === undefined) return undefined;
      angle = side;
      stopParts = parts.slice(1);
    } else if (parseAngle(first) !== undefined && !parseColor(first, current)) {
      angle = parseAngle(first) as number;
      stopParts = parts.slice(1);
    }
    const stops = parseStops(stopParts, base, current);
    return stops && { kind: 'linear', angle, repeat, stops };
  }
  if (kind === 'radial-gradient') {
    let circle = false;
    let size: RadialSize = 'farthest-corner';
    let at: [Length, Length] = [{ percent: 50 }, { percent: 50 }];
    let stopParts = parts;
    if (!parseColor(splitTopLevel(first, ' ')[0] ?? '', current)) {
      const [shapePart, atPart] = first.split(/\bat\b/i).map((part) => part.trim());
      if (atPart !== undefined) {
        const position = parsePosition(atPart, base);
        if (!position) return undefined;
        at = position;
      }
      const lengths: Length[] = [];
      for (const word of (shapePart ?? '').split(/\s+/).filter(Boolean)) {
        const lower = word.toLowerCase();
        if (lower === 'circle') circle = true;
        else if (lower === 'ellipse') circle = false;
        else if (['closest-side', 'closest-corner', 'farthest-side', 'farthest-corner'].includes(lower))
          size = lower as RadialSize;
        else {
          const length = parseLength(word, base);
          if (!length) return undefined;
          lengths.push(length);
        }
      }
      if (lengths.length > 0) {
        size = lengths;
        if (lengths.length === 1) circle = true;
      }
      stopParts = parts.slice(1);
    }
    const stops = parseStops(stopParts, base, current);
    return stops && { kind: 'radial', circle, size, at, repeat, stops };
  }
  return undefined;
}

/** Stops at offsets 0-1 along a line `length` long, positions filled in as CSS fills them. */
function placeStops(stops: readonly StopSpec[], length: number): GradientStop[] {
  const offsets: (number | undefined)[] = stops.map((stop) =>
    stop.position ? resolveLength(stop.position, length) / Math.max(length, 1e-6) : undefined,
  );
  if (offsets[0] === undefined) offsets[0] = 0;
  if (offsets[offsets.length - 1] === undefined) offsets[offsets.length - 1] = 1;
  let highest = offsets[0] as number;
  for (let index = 0; index < offsets.length; index++) {
    const offset = offsets[index];
    if (offset === undefined) continue;
    highest = Math.max(highest, offset);
    offsets[index] = highest;
  }
  for (let index = 1; index < offsets.length; index++) {
    if (offsets[index] !== undefined) continue;
    const start = index - 1;
    let end = index;
    while (offsets[end] === undefined) end++;
    const from = offsets[start] as number;
    const to = offsets[end] as number;
    for (let fill = index; fill < end; fill++) offsets[fill] = from + ((to - from) * (fill - start)) / (end - start);
  }
  return stops.map((stop, index) => ({ offset: offsets[index] as number, color: stop.color }));
}

/**
 * Offsets beyond 0-1 (a stop at -20% or 150%) folded into the line SVG draws: the line is
 * stretched to the stops' span, and the stops rescaled to it.
 */
function spanOf(stops: GradientStop[]): { start: number; end: number; stops: GradientStop[] } {
  const start = Math.min(0, stops[0]?.offset ?? 0);
  const end = Math.max(1, stops.at(-1)?.offset ?? 1);
  const span = end - start || 1;
  return { start, end, stops: stops.map((stop) => ({ ...stop, offset: (stop.offset - start) / span })) };
}

/** The gradient as a scene paint over `box`. */
export function gradientPaint(spec: GradientSpec, box: Box): Paint {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  if (spec.kind === 'linear') {
    const radians = (spec.angle * Math.PI) / 180;
    const dx = Math.sin(radians);
    const dy = -Math.cos(radians);
    const length = Math.abs(box.width * dx) + Math.abs(box.height * dy);
    const { start, end, stops } = spanOf(placeStops(spec.stops, length));
    const point = (t: number) => ({ x: cx + dx * length * (t - 0.5), y: cy + dy * length * (t - 0.5) });
    return { kind: 'linear-gradient', from: point(start), to: point(end), stops, repeat: spec.repeat };
  }
  const center = {
    x: box.x + resolveLength(spec.at[0], box.width),
    y: box.y + resolveLength(spec.at[1], box.height),
  };
  const left = center.x - box.x;
  const right = box.x + box.width - center.x;
  const top = center.y - box.y;
  const bottom = box.y + box.height - center.y;
  let radius: { x: number; y: number };
  if (Array.isArray(spec.size)) {
    const rx = resolveLength(spec.size[0] as Length, box.width);
    radius = { x: rx, y: spec.size[1] ? resolveLength(spec.size[1], box.height) : rx };
  } else {
    const closest = spec.size.startsWith('closest');
    const pick = (a: number, b: number) =>
      closest ? Math.min(Math.abs(a), Math.abs(b)) : Math.max(Math.abs(a), Math.abs(b));
    const sideX = pick(left, right);
    const sideY = pick(top, bottom);
    if (spec.circle) {
      const side = spec.size.endsWith('side')
        ? closest
          ? Math.min(sideX, sideY)
          : Math.max(sideX, sideY)
        : Math.hypot(sideX, sideY);
      radius = { x: side, y: side };
    } else if (spec.size.endsWith('side')) {
      radius = { x: sideX, y: sideY };
    } else {
      // The ellipse through the corner with the sides' aspect ratio.
      radius = { x: sideX * Math.SQRT2, y: sideY * Math.SQRT2 };
    }
  }
  const length = Math.max(radius.x, 1e-6);
  const stops = placeStops(spec.stops, length);
  const end = Math.max(1, stops.at(-1)?.offset ?? 1);
  const scaled = stops.map((stop) => ({ ...stop, offset: Math.max(0, stop.offset) / end }));
  return {
    kind: 'radial-gradient',
    center,
    radius: { x: radius.x * end, y: radius.y * end },
    stops: scaled,
    repeat: spec.repeat,
  };
}
