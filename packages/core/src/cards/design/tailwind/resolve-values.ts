import colorString from 'color-string';
import { colorMix, oklchToRgba, rgbaText } from '../css/color-functions.js';

/*
 * Values as Tailwind 4 writes them, made plain for our CSS readers: custom properties
 * (`var(--spacing)`, with fallbacks, to the element's own, then the theme's and the registered
 * initial values), `calc()` over one kind of unit, `oklch()` and `color-mix()` as rgb().
 */

export type Variables = ReadonlyMap<string, string>;

/** The index of the parenthesis closing the one opened at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '(') depth++;
    else if (text[index] === ')' && --depth === 0) return index;
  }
  return -1;
}

/** Replaces each `name(args)` in `text`, innermost first, by `replace(args)` (undefined: left as is). */
function replaceFunction(text: string, name: string, replace: (args: string) => string | undefined): string {
  let out = text;
  let from = 0;
  for (;;) {
    const start = out.indexOf(`${name}(`, from);
    if (start < 0) return out;
    // A longer name ending in this one (e.g. `--oklch(`) is not this function.
    if (start > 0 && /[\w-]/.test(out[start - 1] as string)) {
      from = start + 1;
      continue;
    }
    const open = start + name.length;
    const close = closing(out, open);
    if (close < 0) return out;
    const args = replaceFunction(out.slice(open + 1, close), name, replace);
    const replacement = replace(args);
    if (replacement === undefined) {
      from = close + 1;
      continue;
    }
    out = out.slice(0, start) + replacement + out.slice(close + 1);
    from = start + replacement.length;
  }
}

/** `var(--name, fallback)` resolved through `variables`; an unknown one with no fallback is empty. */
function resolveVariables(value: string, variables: Variables, depth = 0): string {
  if (depth > 16 || !value.includes('var(')) return value;
  const resolved = replaceFunction(value, 'var', (args) => {
    const comma = args.indexOf(',');
    const name = (comma < 0 ? args : args.slice(0, comma)).trim();
    const known = variables.get(name);
    if (known !== undefined) return resolveVariables(known, variables, depth + 1);
    return comma < 0 ? '' : resolveVariables(args.slice(comma + 1).trim(), variables, depth + 1);
  });
  return resolved;
}

const UNIT_PX: Record<string, number> = { px: 1, rem: 16 };

/** `calc()` of numbers and one unit (px and rem as px, or em, or %), or undefined. */
function evaluateCalc(text: string): string | undefined {
  // `infinity` (rounded-full's radius) as a length no box reaches.
  const expression = text.replace(/\binfinity\b/gi, '1e6');
  const tokens = expression.match(/-?\d*\.?\d+(?:e-?\d+)?[a-z%]*|[-+*/()]/gi);
  if (!tokens || tokens.join('').length !== expression.replace(/\s+/g, '').length) return undefined;
  let unit = '';
  let index = 0;
  const fail = () => {
    throw new Error('calc');
  };
  const atom = (): number => {
    const token = tokens[index++];
    if (token === '(') {
      const value = sum();
      if (tokens[index++] !== ')') fail();
      return value;
    }
    const match = /^(-?\d*\.?\d+(?:e-?\d+)?)([a-z%]*)$/i.exec(token ?? '');
    if (!match) return fail();
    let amount = Number(match[1]);
    let tokenUnit = (match[2] as string).toLowerCase();
    if (tokenUnit in UNIT_PX) {
      amount *= UNIT_PX[tokenUnit] as number;
      tokenUnit = 'px';
    }
    if (tokenUnit) {
      if (unit && unit !== tokenUnit) fail();
      unit = tokenUnit;
    }
    return amount;
  };
  const product = (): number => {
    let value = atom();
    while (tokens[index] === '*' || tokens[index] === '/') {
      const operator = tokens[index++];
      const right = atom();
      value = operator === '*' ? value * right : value / right;
    }
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (tokens[index] === '+' || tokens[index] === '-') {
      const operator = tokens[index++];
      const right = product();
      value = operator === '+' ? value + right : value - right;
    }
    return value;
  };
  try {
    const value = sum();
    if (index !== tokens.length || !Number.isFinite(value)) return undefined;
    return `${Math.round(value * 10000) / 10000}${unit}`;
  } catch {
    return undefined;
  }
}

function parseAnyColor(text: string): [number, number, number, number] | undefined {
  const trimmed = text.trim();
  if (trimmed.startsWith('oklch(')) return oklchToRgba(trimmed.slice(6, -1));
  const rgba = colorString.get.rgb(trimmed);
  return rgba ? [rgba[0] ?? 0, rgba[1] ?? 0, rgba[2] ?? 0, rgba[3] ?? 1] : undefined;
}

/** A declaration's value with variables, calc(), oklch() and color-mix() made plain. */
export function plainValue(value: string, variables: Variables): string {
  let out = resolveVariables(value, variables);
  out = replaceFunction(out, 'calc', evaluateCalc);
  out = replaceFunction(out, 'oklch', (args) => {
    const color = oklchToRgba(args);
    return color && rgbaText(color);
  });
  out = replaceFunction(out, 'color-mix', (args) => {
    const color = colorMix(args, parseAnyColor);
    return color && rgbaText(color);
  });
  // Gradients' interpolation space (`to right in oklab`): drawn in sRGB.
  out = out.replace(
    /\s+in\s+(?:oklab|oklch|srgb|srgb-linear|lab|lch|hsl|hwb|display-p3)(?:\s+(?:shorter|longer|increasing|decreasing)\s+hue)?/g,
    '',
  );
  // Empty var()s leave empty items in lists (`, ,`, `(,`): they are dropped.
  while (/,\s*,/.test(out)) out = out.replace(/,\s*,/g, ',');
  return out
    .replace(/^\s*,\s*|\s*,\s*$/g, '')
    .replace(/\(\s*,\s*/g, '(')
    .trim();
}
