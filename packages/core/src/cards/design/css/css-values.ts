import colorString from 'color-string';
import type { Rgba } from '../../../scene/color.js';
import { splitTopLevel } from './value-tokens.js';

/*
 * CSS values in the forms designs write them: lengths (a number is pixels, as in React styles;
 * px, em, rem, %, vw, vh, vmin, vmax, pt), colours, angles and numbers. Each parser returns
 * undefined for a value it does not take, and the caller warns of it.
 */

/** A length: pixels, or a share of something only layout knows (`%`). */
export type Length = { px: number } | { percent: number };

/** What relative units are relative to. */
export interface UnitBase {
  /** The element's font size (for `em`; the parent's when the property is font-size itself). */
  em: number;
  /** The root's font size (`rem`). */
  rem: number;
  viewport: { width: number; height: number };
}

const UNIT = /^(-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)$/i;

/** A length, or undefined; `auto` and keywords are the caller's. */
export function parseLength(value: string | number, base: UnitBase): Length | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? { px: value } : undefined;
  const match = UNIT.exec(value.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = (match[2] as string).toLowerCase();
  switch (unit) {
    case '':
      return amount === 0 ? { px: 0 } : undefined;
    case 'px':
      return { px: amount };
    case 'em':
      return { px: amount * base.em };
    case 'rem':
      return { px: amount * base.rem };
    case '%':
      return { percent: amount };
    case 'vw':
      return { px: (amount * base.viewport.width) / 100 };
    case 'vh':
      return { px: (amount * base.viewport.height) / 100 };
    case 'vmin':
      return { px: (amount * Math.min(base.viewport.width, base.viewport.height)) / 100 };
    case 'vmax':
      return { px: (amount * Math.max(base.viewport.width, base.viewport.height)) / 100 };
    case 'pt':
      return { px: (amount * 4) / 3 };
    default:
      return undefined;
  }
}

/** A length in pixels, percentages taken of `of`. */
export function resolveLength(length: Length, of: number): number {
  return 'px' in length ? length.px : (length.percent / 100) * of;
}

/** A plain number (`1.5`, `"1.5"`). */
export function parseNumber(value: string | number): number | undefined {
  const number =
    typeof value === 'number' ? value : /^-?(\d+\.?\d*|\.\d+)$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

/** An angle in degrees: deg, rad, grad, turn (a bare 0 too). */
export function parseAngle(value: string): number | undefined {
  const match = UNIT.exec(value.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  const factor: Record<string, number> = {
    deg: 1,
    rad: 180 / Math.PI,
    grad: 0.9,
    turn: 360,
    '': amount === 0 ? 0 : Number.NaN,
  };
  const degrees = amount * (factor[(match[2] as string).toLowerCase()] ?? Number.NaN);
  return Number.isFinite(degrees) ? degrees : undefined;
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** Modern space-separated `hsl(h s% l% / a)`, which color-string does not read. */
function parseModernHsl(value: string): Rgba | undefined {
  const match = /^hsla?\((.*)\)$/i.exec(value);
  if (!match) return undefined;
  const [channels, alphaPart] = splitTopLevel(match[1] as string, '/');
  const parts = splitTopLevel((channels ?? '').replace(/,/g, ' '), ' ');
  if (parts.length !== 3) return undefined;
  const hue = parseAngle(/^[\d.]+$/.test(parts[0] as string) ? `${parts[0]}deg` : (parts[0] as string));
  const saturation = Number.parseFloat(parts[1] as string);
  const lightness = Number.parseFloat(parts[2] as string);
  if (hue === undefined || !Number.isFinite(saturation) || !Number.isFinite(lightness)) return undefined;
  const alpha =
    alphaPart === undefined ? 1 : alphaPart.endsWith('%') ? Number.parseFloat(alphaPart) / 100 : Number(alphaPart);
  if (!Number.isFinite(alpha)) return undefined;
  return [
    ...hslToRgb(((hue % 360) + 360) % 360, saturation, lightness),
    Math.round(Math.min(1, Math.max(0, alpha)) * 255),
  ];
}

/** A colour: #hex, rgb(), rgba(), hsl(), hsla(), a name, `transparent`; `currentColor` is `current`. */
export function parseColor(value: string, current: Rgba): Rgba | undefined {
  const text = value.trim();
  if (text.toLowerCase() === 'currentcolor') return current;
  const rgba = colorString.get.rgb(text);
  if (rgba) return [rgba[0] ?? 0, rgba[1] ?? 0, rgba[2] ?? 0, Math.round((rgba[3] ?? 1) * 255)];
  return parseModernHsl(text);
}
