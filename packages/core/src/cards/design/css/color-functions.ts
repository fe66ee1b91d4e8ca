import { splitTopLevel } from './value-tokens.js';

/*
 * The colour functions Tailwind 4 writes, as plain sRGB: `oklch()` (its palette) and
 * `color-mix()` (its `/50` opacity modifiers). Conversions are CSS Color 4's: OKLCH → OKLab →
 * linear sRGB → sRGB, clipped to the gamut.
 */

type Rgba = [number, number, number, number];

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value * 255)));
const gamma = (linear: number) => (linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055);

function parseNumberOrPercent(text: string, percentOf = 1): number {
  return text.endsWith('%') ? (Number.parseFloat(text) / 100) * percentOf : Number.parseFloat(text);
}

/** `oklch(L C H [/ A])` as sRGB (each 0-255, alpha 0-1), or undefined. */
export function oklchToRgba(args: string): Rgba | undefined {
  const [channels = '', alphaText] = splitTopLevel(args, '/');
  const [l, c, h] = splitTopLevel(channels, ' ');
  if (l === undefined || c === undefined || h === undefined) return undefined;
  const lightness = parseNumberOrPercent(l);
  const chroma = parseNumberOrPercent(c, 0.4);
  const hue = (Number.parseFloat(h) * Math.PI) / 180;
  const alpha = alphaText === undefined ? 1 : parseNumberOrPercent(alphaText.trim());
  if (![lightness, chroma, alpha].every(Number.isFinite)) return undefined;
  const a = chroma * Math.cos(Number.isFinite(hue) ? hue : 0);
  const b = chroma * Math.sin(Number.isFinite(hue) ? hue : 0);
  const l_ = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const red = 4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_;
  const green = -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_;
  const blue = -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_;
  return [clampByte(gamma(red)), clampByte(gamma(green)), clampByte(gamma(blue)), Math.max(0, Math.min(1, alpha))];
}

export const rgbaText = ([r, g, b, a]: Rgba) => `rgb(${r} ${g} ${b} / ${Math.round(a * 1000) / 1000})`;

/**
 * `color-mix(in <space>, A p%, B [q%])`, mixed in sRGB (Tailwind mixes with `transparent` to
 * fade a colour, where every space gives the colour at the mixed alpha). `parse` reads a colour.
 */
export function colorMix(args: string, parse: (text: string) => Rgba | undefined): Rgba | undefined {
  const [space, first, second] = splitTopLevel(args, ',');
  if (!space?.trim().startsWith('in ') || first === undefined || second === undefined) return undefined;
  const part = (text: string) => {
    const words = splitTopLevel(text, ' ');
    const percent =
      words.length > 1 && (words.at(-1) as string).endsWith('%')
        ? Number.parseFloat(words.pop() as string) / 100
        : undefined;
    return { color: parse(words.join(' ')), percent };
  };
  const a = part(first);
  const b = part(second);
  if (!a.color || !b.color) return undefined;
  const p = a.percent ?? (b.percent === undefined ? 0.5 : 1 - b.percent);
  const q = b.percent ?? 1 - p;
  const alpha = a.color[3] * p + b.color[3] * q;
  // Premultiplied, as CSS mixes: a transparent side adds no colour.
  const channel = (index: 0 | 1 | 2) =>
    alpha > 0 ? (a.color![index] * a.color![3] * p + b.color![index] * b.color![3] * q) / alpha : 0;
  return [Math.round(channel(0)), Math.round(channel(1)), Math.round(channel(2)), Math.min(1, alpha)];
}
