import type { Box, Matrix } from '../../scene/scene.js';
import { parseAngle, parseLength, parseNumber, resolveLength } from './css/css-values.js';
import type { DesignStyle } from './css/design-style.js';

/*
 * CSS transforms as one matrix in the image's coordinates: the functions applied left to
 * right about the transform origin, percentages of translate() taken of the element's own
 * border box.
 */

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** The transform `m` after `n` (n applied first). */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

const base = { em: 16, rem: 16, viewport: { width: 0, height: 0 } };

/** One function's matrix; undefined when its arguments are not what it takes. */
function step(fn: string, args: readonly string[], box: Box, fontSize: number): Matrix | undefined {
  const length = (text: string | undefined, of: number) => {
    const parsed = text === undefined ? { px: 0 } : parseLength(text, { ...base, em: fontSize });
    return parsed && resolveLength(parsed, of);
  };
  const angle = (text: string | undefined) => (text === undefined ? 0 : parseAngle(text));
  const factor = (text: string | undefined, fallback: number) => {
    if (text === undefined) return fallback;
    return text.endsWith('%') ? Number.parseFloat(text) / 100 : parseNumber(text);
  };
  switch (fn) {
    case 'translate':
    case 'translatex':
    case 'translatey': {
      const x = fn === 'translatey' ? 0 : length(args[0], box.width);
      const y = fn === 'translatex' ? 0 : length(fn === 'translatey' ? args[0] : args[1], box.height);
      return x === undefined || y === undefined ? undefined : [1, 0, 0, 1, x, y];
    }
    case 'rotate': {
      const degrees = angle(args[0]);
      if (degrees === undefined) return undefined;
      const radians = (degrees * Math.PI) / 180;
      return [Math.cos(radians), Math.sin(radians), -Math.sin(radians), Math.cos(radians), 0, 0];
    }
    case 'scale':
    case 'scalex':
    case 'scaley': {
      const x = fn === 'scaley' ? 1 : factor(args[0], 1);
      const y = fn === 'scalex' ? 1 : factor(fn === 'scaley' ? args[0] : args[1], x ?? 1);
      return x === undefined || y === undefined ? undefined : [x, 0, 0, y, 0, 0];
    }
    case 'skew':
    case 'skewx':
    case 'skewy': {
      const x = fn === 'skewy' ? 0 : angle(args[0]);
      const y = fn === 'skewx' ? 0 : angle(fn === 'skewy' ? args[0] : args[1]);
      if (x === undefined || y === undefined) return undefined;
      return [1, Math.tan((y * Math.PI) / 180), Math.tan((x * Math.PI) / 180), 1, 0, 0];
    }
    case 'matrix': {
      const values = args.map((arg) => parseNumber(arg));
      if (values.length !== 6 || values.some((value) => value === undefined)) return undefined;
      return values as unknown as Matrix;
    }
    default:
      return undefined;
  }
}

/** The element's transform about its origin, or undefined when it has none; `bad` names a function it could not read. */
export function transformMatrix(style: DesignStyle, box: Box): { matrix?: Matrix; bad?: string } {
  if (style.transform.length === 0) return {};
  let matrix = IDENTITY;
  for (const { fn, args } of style.transform) {
    const next = step(fn, args, box, style.fontSize);
    if (!next) return { bad: `${fn}(${args.join(' ')})` };
    matrix = multiply(matrix, next);
  }
  const ox = box.x + resolveLength(style.transformOrigin[0], box.width);
  const oy = box.y + resolveLength(style.transformOrigin[1], box.height);
  return { matrix: multiply(multiply([1, 0, 0, 1, ox, oy], matrix), [1, 0, 0, 1, -ox, -oy]) };
}
