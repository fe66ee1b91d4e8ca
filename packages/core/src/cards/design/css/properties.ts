import type { Rgba } from '../../../scene/color.js';
import { type Length, parseColor, parseLength, parseNumber, type UnitBase } from './css-values.js';
import type { BackgroundImage, DesignStyle, ShadowSpec, Sides, Size } from './design-style.js';
import { parseGradient, parsePosition } from './gradients.js';
import { splitTopLevel, tokens } from './value-tokens.js';

/*
 * Every CSS property a design may use: what it does (docs/own-designs.md is written from this
 * table) and how its value is read into the computed style. A property missing here, or a value
 * a reader refuses, is a warning naming the element, never a silent drop.
 */

/** What a reader knows besides the value. */
export interface ReadContext {
  base: UnitBase;
  /** The element's colour so far (`currentColor`). */
  color: Rgba;
}

/** Reads a value into the style; returns what is allowed when it refuses the value. */
type Reader = (value: string | number, style: DesignStyle, context: ReadContext) => string | undefined;

export interface PropertySpec {
  /** The docs' group. */
  group: 'Layout' | 'Box' | 'Background and border' | 'Effects' | 'Text' | 'Pictures';
  /** What it does here, and what values it takes. */
  doc: string;
  read: Reader;
}

const text = (value: string | number) => String(value).trim();
const lower = (value: string | number) => text(value).toLowerCase();

/** A keyword property: the value must be one of `words`. */
function keyword<K extends keyof DesignStyle>(
  key: K,
  words: readonly string[],
  map: Record<string, string> = {},
): Reader {
  return (value, style) => {
    const word = lower(value);
    if (!words.includes(word)) return `one of ${words.join(', ')}`;
    (style as unknown as Record<string, unknown>)[key] = map[word] ?? word;
    return undefined;
  };
}

function size(value: string | number, context: ReadContext): Size | undefined {
  if (lower(value) === 'auto') return 'auto';
  return parseLength(value, context.base);
}

/** A sizing property (`auto`, a length or a percentage); `none` for max-* is no limit. */
function sizeReader(
  key: 'width' | 'height' | 'minWidth' | 'minHeight' | 'maxWidth' | 'maxHeight' | 'flexBasis',
): Reader {
  return (value, style, context) => {
    if (lower(value) === 'none' && key.startsWith('max')) {
      style[key] = 'auto';
      return undefined;
    }
    const parsed = size(value, context);
    if (!parsed) return 'a length (px, em, rem, %, vw, vh) or auto';
    style[key] = parsed;
    return undefined;
  };
}

/** One to four values for the four sides, as margin and padding take them. */
function fourSides<T>(value: string | number, parse: (part: string) => T | undefined): Sides<T> | undefined {
  const parts = typeof value === 'number' ? [String(value)] : splitTopLevel(value, ' ');
  const parsed = parts.map(parse);
  if (parsed.length < 1 || parsed.length > 4 || parsed.some((part) => part === undefined)) return undefined;
  const [top, right = top, bottom = top, left = right] = parsed as T[];
  return [top, right, bottom, left] as Sides<T>;
}

function sideReader(key: 'margin' | 'padding' | 'inset', side?: number): Reader {
  return (value, style, context) => {
    const parse = (part: string) => {
      const parsed = key === 'padding' ? parseLength(part, context.base) : size(part, context);
      return parsed as Size | undefined;
    };
    const sides = side === undefined ? fourSides(value, parse) : undefined;
    const one = side !== undefined ? parse(String(value)) : undefined;
    if (side === undefined ? !sides : !one)
      return key === 'padding' ? 'lengths (px, em, rem, %)' : 'lengths (px, em, rem, %) or auto';
    const target = style[key] as Size[];
    if (sides) for (const [index, part] of sides.entries()) target[index] = part;
    else target[side as number] = one as Size;
    return undefined;
  };
}

/** `padding-inline: 8px 12px`: the start and end sides (left and right, as text runs left to right). */
function logicalPair(key: 'margin' | 'padding', sides: [number, number]): Reader {
  return (value, style, context) => {
    const parts = splitTopLevel(String(value), ' ');
    const [start, end = start] = parts;
    const side = sideReader(key, sides[0]);
    const refused = parts.length > 2 ? 'one or two lengths' : side(start ?? '', style, context);
    return refused ?? sideReader(key, sides[1])(end ?? '', style, context);
  };
}

const BORDER_STYLES = ['solid', 'dashed', 'dotted', 'none', 'hidden'];

function borderWidth(part: string, context: ReadContext): number | undefined {
  const named: Record<string, number> = { thin: 1, medium: 3, thick: 5 };
  if (part.toLowerCase() in named) return named[part.toLowerCase()];
  const length = parseLength(part, context.base);
  return length && 'px' in length && length.px >= 0 ? length.px : undefined;
}

/** `border` and `border-<side>`: width, style and colour in any order. */
function borderReader(sides: readonly number[]): Reader {
  return (value, style, context) => {
    let width: number | undefined;
    let lineStyle: string | undefined;
    let color: Rgba | undefined;
    for (const part of splitTopLevel(String(value), ' ')) {
      if (BORDER_STYLES.includes(part.toLowerCase())) lineStyle = part.toLowerCase();
      else if (borderWidth(part, context) !== undefined) width = borderWidth(part, context);
      else if (parseColor(part, context.color)) color = parseColor(part, context.color);
      else return 'a width, a style (solid, dashed, dotted, none) and a colour';
    }
    const none = lineStyle === 'none' || lineStyle === 'hidden';
    for (const side of sides) {
      style.borderWidth[side] = none ? 0 : (width ?? 3);
      style.borderColor[side] = color;
    }
    style.borderStyle = none ? style.borderStyle : ((lineStyle ?? 'none') as DesignStyle['borderStyle']);
    if (lineStyle === undefined && !none) style.borderStyle = 'none';
    return undefined;
  };
}

function borderWidthReader(side?: number): Reader {
  return (value, style, context) => {
    const sides = side === undefined ? fourSides(value, (part) => borderWidth(part, context)) : undefined;
    const one = side !== undefined ? borderWidth(String(value), context) : undefined;
    if (side === undefined ? !sides : one === undefined) return 'widths in px (or thin, medium, thick)';
    if (sides) style.borderWidth = sides;
    else style.borderWidth[side as number] = one as number;
    if (style.borderStyle === 'none') style.borderStyle = 'solid';
    return undefined;
  };
}

function borderColorReader(side?: number): Reader {
  return (value, style, context) => {
    const sides = side === undefined ? fourSides(value, (part) => parseColor(part, context.color)) : undefined;
    const one = side !== undefined ? parseColor(String(value), context.color) : undefined;
    if (side === undefined ? !sides : !one) return 'colours';
    if (sides) style.borderColor = sides;
    else style.borderColor[side as number] = one;
    return undefined;
  };
}

function radius(part: string, context: ReadContext): Length | undefined {
  const length = parseLength(part, context.base);
  return length && ('px' in length ? length.px >= 0 : length.percent >= 0) ? length : undefined;
}

function radiusReader(corner?: number): Reader {
  return (value, style, context) => {
    const [horizontal, vertical] = splitTopLevel(String(value), '/');
    const xs = fourSides(typeof value === 'number' ? value : (horizontal ?? ''), (part) => radius(part, context));
    const ys = vertical === undefined ? xs : fourSides(vertical, (part) => radius(part, context));
    if (!xs || !ys) return 'lengths or percentages (an elliptical corner as `x / y`)';
    if (corner === undefined) {
      style.borderRadius = [0, 1, 2, 3].map((index) => [xs[index], ys[index]]) as DesignStyle['borderRadius'];
    } else {
      // A single corner's value is `x [y]`, not a list of corners.
      const parts = splitTopLevel(String(value), ' ');
      const x = radius(parts[0] ?? '', context);
      const y = parts[1] ? radius(parts[1], context) : x;
      if (!x || !y || parts.length > 2) return 'one or two lengths';
      style.borderRadius[corner] = [x, y];
    }
    return undefined;
  };
}

function colorReader(key: 'color' | 'backgroundColor' | 'textDecorationColor'): Reader {
  return (value, style, context) => {
    const color = parseColor(String(value), key === 'color' ? style.color : context.color);
    if (!color) return 'a colour (#hex, rgb(), hsl(), a name, transparent, currentColor)';
    style[key] = color;
    return undefined;
  };
}

function numberReader(key: 'flexGrow' | 'flexShrink' | 'opacity', min: number, max = Number.POSITIVE_INFINITY): Reader {
  return (value, style) => {
    const raw = text(value);
    const parsed = key === 'opacity' && raw.endsWith('%') ? Number.parseFloat(raw) / 100 : parseNumber(value);
    if (parsed === undefined || parsed < min) return `a number of at least ${min}`;
    style[key] = Math.min(parsed, max);
    return undefined;
  };
}

/** Shadows: `x y [blur [spread]] colour [inset]`, comma-separated. */
function parseShadows(value: string, context: ReadContext, allowSpread: boolean): ShadowSpec[] | undefined {
  if (value.trim().toLowerCase() === 'none') return [];
  const shadows: ShadowSpec[] = [];
  for (const part of splitTopLevel(value, ',')) {
    const lengths: number[] = [];
    let color: Rgba | undefined;
    let inset = false;
    for (const word of splitTopLevel(part, ' ')) {
      const length = parseLength(word, context.base);
      if (length && 'px' in length) lengths.push(length.px);
      else if (word.toLowerCase() === 'inset' && allowSpread) inset = true;
      else if (parseColor(word, context.color)) color = parseColor(word, context.color);
      else return undefined;
    }
    if (lengths.length < 2 || lengths.length > (allowSpread ? 4 : 3)) return undefined;
    const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
    if (blur < 0) return undefined;
    shadows.push({ x, y, blur, spread, color: color ?? context.color, inset });
  }
  return shadows;
}

/** `background-image` layers: gradients and `url()`s, the first one on top. */
function parseBackgroundImages(value: string, context: ReadContext): BackgroundImage[] | undefined {
  if (value.trim().toLowerCase() === 'none') return [];
  const layers: BackgroundImage[] = [];
  for (const part of splitTopLevel(value, ',')) {
    const [token, ...rest] = tokens(part);
    if (!token || rest.length > 0 || !('fn' in token)) return undefined;
    if (token.fn === 'url') {
      const url = token.args.trim().replace(/^(['"])(.*)\1$/s, '$2');
      if (!url) return undefined;
      layers.push({ url });
      continue;
    }
    const gradient = parseGradient(token.fn, token.args, context.base, context.color);
    if (!gradient) return undefined;
    layers.push({ gradient });
  }
  return layers;
}

/** `background`: colour and image layers (position, size and repeat read from their own properties). */
const backgroundShorthand: Reader = (value, style, context) => {
  const layers = splitTopLevel(String(value), ',');
  const images: BackgroundImage[] = [];
  let color: Rgba | undefined;
  for (const [index, layer] of layers.entries()) {
    const parts = tokens(layer);
    for (const token of parts) {
      if ('fn' in token && (token.fn === 'url' || token.fn.endsWith('gradient'))) {
        const image = parseBackgroundImages(`${token.fn}(${token.args})`, context);
        if (!image) return 'colours, gradients and url() pictures';
        images.push(...image);
      } else if (
        index === layers.length - 1 &&
        parseColor('fn' in token ? `${token.fn}(${token.args})` : token.word, context.color)
      ) {
        color = parseColor('fn' in token ? `${token.fn}(${token.args})` : token.word, context.color);
      } else if (
        'word' in token &&
        /^(no-repeat|repeat|repeat-x|repeat-y|center|top|bottom|left|right|cover|contain)$/i.test(token.word)
      ) {
        // Positions, sizes and repeats inside the shorthand: their own properties say more.
        if (/repeat/i.test(token.word)) style.backgroundRepeat = [token.word.toLowerCase()];
        else if (/cover|contain/i.test(token.word)) style.backgroundSize = [token.word.toLowerCase()];
        else style.backgroundPosition = [token.word.toLowerCase()];
      } else if (!('word' in token && token.word === '/')) {
        return 'colours, gradients and url() pictures (with position, size and repeat)';
      }
    }
  }
  style.backgroundImage = images;
  style.backgroundColor = color;
  return undefined;
};

const listOf =
  (check: (part: string) => boolean, allowed: string): Reader =>
  (value) => {
    const parts = splitTopLevel(String(value), ',');
    if (parts.length === 0 || !parts.every(check)) return allowed;
    return undefined;
  };

const lengthWord = (word: string) => /^(auto|-?[\d.]+(px|em|rem|%|vw|vh)?)$/i.test(word);

function withList(reader: Reader, key: 'backgroundSize' | 'backgroundPosition' | 'backgroundRepeat'): Reader {
  return (value, style, context) => {
    const refused = reader(value, style, context);
    if (!refused) style[key] = splitTopLevel(String(value), ',').map((part) => part.toLowerCase());
    return refused;
  };
}

const TRANSFORMS = new Set([
  'translate',
  'translatex',
  'translatey',
  'rotate',
  'scale',
  'scalex',
  'scaley',
  'skew',
  'skewx',
  'skewy',
  'matrix',
]);

const transformReader: Reader = (value, style) => {
  if (lower(value) === 'none') {
    style.transform = [];
    return undefined;
  }
  const steps = tokens(String(value));
  if (!steps.every((step) => 'fn' in step && TRANSFORMS.has(step.fn))) {
    return 'translate(), rotate(), scale(), skew() (with their X and Y forms) and matrix()';
  }
  style.transform = steps.map((step) => {
    const { fn, args } = step as { fn: string; args: string };
    return { fn, args: splitTopLevel(args.replace(/,/g, ' '), ' ') };
  });
  return undefined;
};

const FONT_WEIGHTS: Record<string, number> = { normal: 400, bold: 700, lighter: 300, bolder: 700 };

/** `flex`: `none`, `auto`, a number, or grow, shrink and basis. */
const flexShorthand: Reader = (value, style, context) => {
  const word = lower(value);
  const set = (grow: number, shrink: number, basis: Size) => {
    style.flexGrow = grow;
    style.flexShrink = shrink;
    style.flexBasis = basis;
  };
  if (word === 'none') set(0, 0, 'auto');
  else if (word === 'auto') set(1, 1, 'auto');
  else {
    const parts = splitTopLevel(String(value), ' ');
    const grow = parseNumber(parts[0] ?? '');
    if (grow === undefined) return 'none, auto, or grow [shrink] [basis]';
    const shrink = parts[1] !== undefined ? parseNumber(parts[1]) : undefined;
    const basisText = parts[shrink === undefined ? 1 : 2];
    const basis = basisText !== undefined ? size(basisText, context) : { percent: 0 };
    if (!basis || parts.length > 3) return 'none, auto, or grow [shrink] [basis]';
    set(grow, shrink ?? 1, basis);
  }
  return undefined;
};

const ALIGN = [
  'flex-start',
  'flex-end',
  'center',
  'stretch',
  'baseline',
  'start',
  'end',
  'space-between',
  'space-around',
  'space-evenly',
  'normal',
];
const alignMap = { start: 'flex-start', end: 'flex-end', normal: 'stretch' };

export const CSS_PROPERTIES: Record<string, PropertySpec> = {
  display: {
    group: 'Layout',
    doc: '`flex` (every element is a flex container, as in satori) or `none`; `block` and `inline*` are laid out as flex',
    read: keyword('display', ['flex', 'none', 'block', 'inline', 'inline-block', 'inline-flex', 'contents'], {
      block: 'flex',
      inline: 'flex',
      'inline-block': 'flex',
      'inline-flex': 'flex',
      contents: 'flex',
    }),
  },
  position: {
    group: 'Layout',
    doc: '`relative`, `absolute` (placed by the insets in its parent) or `static`',
    read: keyword('position', ['relative', 'absolute', 'static']),
  },
  top: { group: 'Layout', doc: 'inset from the top: a length, a percentage or auto', read: sideReader('inset', 0) },
  right: { group: 'Layout', doc: 'inset from the right', read: sideReader('inset', 1) },
  bottom: { group: 'Layout', doc: 'inset from the bottom', read: sideReader('inset', 2) },
  left: { group: 'Layout', doc: 'inset from the left', read: sideReader('inset', 3) },
  inset: { group: 'Layout', doc: 'all four insets, one to four values', read: sideReader('inset') },
  width: {
    group: 'Box',
    doc: 'a length (px, em, rem, vw, vh), a percentage of the parent, or auto',
    read: sizeReader('width'),
  },
  height: { group: 'Box', doc: 'as width', read: sizeReader('height') },
  minWidth: { group: 'Box', doc: 'as width', read: sizeReader('minWidth') },
  minHeight: { group: 'Box', doc: 'as width', read: sizeReader('minHeight') },
  maxWidth: { group: 'Box', doc: 'as width, or none', read: sizeReader('maxWidth') },
  maxHeight: { group: 'Box', doc: 'as width, or none', read: sizeReader('maxHeight') },
  aspectRatio: {
    group: 'Box',
    doc: 'width / height, as `16 / 9` or a number',
    read: (value, style) => {
      const [a, b] = splitTopLevel(String(value), '/').map((part) => parseNumber(part));
      const ratio = a !== undefined && (b === undefined ? a : a / (b || Number.NaN));
      if (!ratio || !Number.isFinite(ratio) || ratio <= 0) return 'a positive ratio such as 16 / 9';
      style.aspectRatio = ratio;
      return undefined;
    },
  },
  boxSizing: {
    group: 'Box',
    doc: "`border-box` (the default, as in @vercel/og, Yoga and Tailwind's preflight) or `content-box` (CSS's own default)",
    read: keyword('boxSizing', ['border-box', 'content-box']),
  },
  margin: {
    group: 'Box',
    doc: 'one to four lengths, percentages or auto (auto margins centre, as in flexbox)',
    read: sideReader('margin'),
  },
  marginTop: { group: 'Box', doc: 'one side of margin', read: sideReader('margin', 0) },
  marginRight: { group: 'Box', doc: 'one side of margin', read: sideReader('margin', 1) },
  marginBottom: { group: 'Box', doc: 'one side of margin', read: sideReader('margin', 2) },
  marginLeft: { group: 'Box', doc: 'one side of margin', read: sideReader('margin', 3) },
  padding: { group: 'Box', doc: 'one to four lengths or percentages', read: sideReader('padding') },
  paddingTop: { group: 'Box', doc: 'one side of padding', read: sideReader('padding', 0) },
  paddingRight: { group: 'Box', doc: 'one side of padding', read: sideReader('padding', 1) },
  paddingBottom: { group: 'Box', doc: 'one side of padding', read: sideReader('padding', 2) },
  paddingLeft: { group: 'Box', doc: 'one side of padding', read: sideReader('padding', 3) },
  paddingInline: {
    group: 'Box',
    doc: 'left and right padding (start and end), one or two lengths',
    read: logicalPair('padding', [3, 1]),
  },
  paddingBlock: {
    group: 'Box',
    doc: 'top and bottom padding, one or two lengths',
    read: logicalPair('padding', [0, 2]),
  },
  marginInline: {
    group: 'Box',
    doc: 'left and right margin (start and end), one or two lengths or auto',
    read: logicalPair('margin', [3, 1]),
  },
  marginBlock: {
    group: 'Box',
    doc: 'top and bottom margin, one or two lengths or auto',
    read: logicalPair('margin', [0, 2]),
  },
  flex: { group: 'Layout', doc: '`none`, `auto`, or grow [shrink] [basis]', read: flexShorthand },
  flexDirection: {
    group: 'Layout',
    doc: '`row` (the default), `column`, `row-reverse`, `column-reverse`',
    read: keyword('flexDirection', ['row', 'column', 'row-reverse', 'column-reverse']),
  },
  flexWrap: {
    group: 'Layout',
    doc: '`nowrap`, `wrap`, `wrap-reverse`',
    read: keyword('flexWrap', ['nowrap', 'wrap', 'wrap-reverse']),
  },
  flexFlow: {
    group: 'Layout',
    doc: 'direction and wrap',
    read: (value, style, context) => {
      for (const part of splitTopLevel(String(value), ' ')) {
        const refused =
          CSS_PROPERTIES.flexDirection?.read(part, style, context) &&
          CSS_PROPERTIES.flexWrap?.read(part, style, context);
        if (refused) return 'a direction and a wrap';
      }
      return undefined;
    },
  },
  flexGrow: { group: 'Layout', doc: 'a number of at least 0', read: numberReader('flexGrow', 0) },
  flexShrink: { group: 'Layout', doc: 'a number of at least 0 (1 by default)', read: numberReader('flexShrink', 0) },
  flexBasis: { group: 'Layout', doc: 'a length, a percentage or auto', read: sizeReader('flexBasis') },
  alignItems: {
    group: 'Layout',
    doc: '`stretch` (the default), `flex-start`, `center`, `flex-end`, `baseline`',
    read: keyword('alignItems', ALIGN, alignMap),
  },
  alignSelf: {
    group: 'Layout',
    doc: 'as align-items, or auto',
    read: keyword('alignSelf', [...ALIGN, 'auto'], alignMap),
  },
  alignContent: {
    group: 'Layout',
    doc: 'lines of a wrapping container: as align-items, or space-between, space-around, space-evenly',
    read: keyword('alignContent', ALIGN, alignMap),
  },
  justifyContent: {
    group: 'Layout',
    doc: '`flex-start`, `center`, `flex-end`, `space-between`, `space-around`, `space-evenly`',
    read: keyword('justifyContent', ALIGN, alignMap),
  },
  gap: {
    group: 'Layout',
    doc: 'row and column gap, one or two lengths',
    read: (value, style, context) => {
      const parts = typeof value === 'number' ? [String(value)] : splitTopLevel(value, ' ');
      const [row, column = row] = parts.map((part) => parseLength(part, context.base));
      if (!row || !column || parts.length > 2) return 'one or two lengths';
      style.rowGap = row;
      style.columnGap = column;
      return undefined;
    },
  },
  rowGap: {
    group: 'Layout',
    doc: 'a length',
    read: (value, style, context) => {
      const gap = parseLength(value, context.base);
      if (!gap) return 'a length';
      style.rowGap = gap;
      return undefined;
    },
  },
  columnGap: {
    group: 'Layout',
    doc: 'a length',
    read: (value, style, context) => {
      const gap = parseLength(value, context.base);
      if (!gap) return 'a length';
      style.columnGap = gap;
      return undefined;
    },
  },
  border: {
    group: 'Background and border',
    doc: 'width, style (solid, dashed, dotted, none) and colour',
    read: borderReader([0, 1, 2, 3]),
  },
  borderTop: { group: 'Background and border', doc: 'one side of border', read: borderReader([0]) },
  borderRight: { group: 'Background and border', doc: 'one side of border', read: borderReader([1]) },
  borderBottom: { group: 'Background and border', doc: 'one side of border', read: borderReader([2]) },
  borderLeft: { group: 'Background and border', doc: 'one side of border', read: borderReader([3]) },
  borderWidth: { group: 'Background and border', doc: 'one to four widths', read: borderWidthReader() },
  borderTopWidth: { group: 'Background and border', doc: 'one side of border-width', read: borderWidthReader(0) },
  borderRightWidth: { group: 'Background and border', doc: 'one side of border-width', read: borderWidthReader(1) },
  borderBottomWidth: { group: 'Background and border', doc: 'one side of border-width', read: borderWidthReader(2) },
  borderLeftWidth: { group: 'Background and border', doc: 'one side of border-width', read: borderWidthReader(3) },
  borderColor: {
    group: 'Background and border',
    doc: 'one to four colours (the text colour by default)',
    read: borderColorReader(),
  },
  borderTopColor: { group: 'Background and border', doc: 'one side of border-color', read: borderColorReader(0) },
  borderRightColor: { group: 'Background and border', doc: 'one side of border-color', read: borderColorReader(1) },
  borderBottomColor: { group: 'Background and border', doc: 'one side of border-color', read: borderColorReader(2) },
  borderLeftColor: { group: 'Background and border', doc: 'one side of border-color', read: borderColorReader(3) },
  borderStyle: {
    group: 'Background and border',
    doc: '`solid`, `dashed`, `dotted` (one style for all sides) or `none`',
    read: keyword('borderStyle', BORDER_STYLES, { hidden: 'none' }),
  },
  borderRadius: {
    group: 'Background and border',
    doc: 'one to four corners, lengths or percentages; elliptical as `x / y`',
    read: radiusReader(),
  },
  borderTopLeftRadius: { group: 'Background and border', doc: 'one corner: one or two lengths', read: radiusReader(0) },
  borderTopRightRadius: { group: 'Background and border', doc: 'one corner', read: radiusReader(1) },
  borderBottomRightRadius: { group: 'Background and border', doc: 'one corner', read: radiusReader(2) },
  borderBottomLeftRadius: { group: 'Background and border', doc: 'one corner', read: radiusReader(3) },
  background: {
    group: 'Background and border',
    doc: 'colour and image layers (gradients, url()), with position, size and repeat keywords',
    read: backgroundShorthand,
  },
  backgroundColor: {
    group: 'Background and border',
    doc: 'a colour, alpha included',
    read: colorReader('backgroundColor'),
  },
  backgroundImage: {
    group: 'Background and border',
    doc: '`linear-gradient()`, `radial-gradient()`, their `repeating-` forms and `url()` (http(s) behind the SSRF guard, or data:), several layers comma-separated',
    read: (value, style, context) => {
      const layers = parseBackgroundImages(String(value), context);
      if (!layers) return 'gradients and url() pictures, comma-separated';
      style.backgroundImage = layers;
      return undefined;
    },
  },
  backgroundSize: {
    group: 'Background and border',
    doc: '`auto`, `cover`, `contain`, or one or two lengths per layer',
    read: withList(
      listOf(
        (part) => /^(cover|contain)$/i.test(part) || splitTopLevel(part, ' ').every(lengthWord),
        'cover, contain or lengths',
      ),
      'backgroundSize',
    ),
  },
  backgroundPosition: {
    group: 'Background and border',
    doc: 'keywords (left, center, top…), lengths or percentages per layer',
    read: withList(
      listOf(
        (part) => parsePosition(part, { em: 16, rem: 16, viewport: { width: 1, height: 1 } }) !== undefined,
        'positions',
      ),
      'backgroundPosition',
    ),
  },
  backgroundRepeat: {
    group: 'Background and border',
    doc: '`repeat`, `no-repeat`, `repeat-x`, `repeat-y` per layer',
    read: withList(
      listOf((part) => /^(repeat|no-repeat|repeat-x|repeat-y)$/i.test(part), 'repeat, no-repeat, repeat-x or repeat-y'),
      'backgroundRepeat',
    ),
  },
  backgroundClip: {
    group: 'Background and border',
    doc: '`border-box`, `padding-box`, `content-box`, or `text` (gradient text: the background shows through the glyphs)',
    read: keyword('backgroundClip', ['border-box', 'padding-box', 'content-box', 'text']),
  },
  boxShadow: {
    group: 'Effects',
    doc: 'shadows `x y [blur [spread]] colour [inset]`, comma-separated, outside the box or inset',
    read: (value, style, context) => {
      const shadows = parseShadows(String(value), context, true);
      if (!shadows) return 'shadows as `x y [blur [spread]] colour [inset]`';
      style.boxShadow = shadows;
      return undefined;
    },
  },
  opacity: {
    group: 'Effects',
    doc: '0 to 1 (or a percentage): the element and its children',
    read: numberReader('opacity', 0, 1),
  },
  transform: {
    group: 'Effects',
    doc: '`translate()`, `rotate()`, `scale()`, `skew()` with X/Y forms, `matrix()`; percentages of the element',
    read: transformReader,
  },
  transformOrigin: {
    group: 'Effects',
    doc: 'keywords, lengths or percentages (the centre by default)',
    read: (value, style, context) => {
      const origin = parsePosition(String(value), context.base);
      if (!origin) return 'a position such as `center`, `top left` or `10px 20%`';
      style.transformOrigin = origin;
      return undefined;
    },
  },
  overflow: {
    group: 'Effects',
    doc: '`visible` or `hidden` (children clipped to the padding box, rounded corners included)',
    read: keyword('overflow', ['visible', 'hidden', 'clip'], { clip: 'hidden' }),
  },
  objectFit: {
    group: 'Pictures',
    doc: '`fill` (the default), `contain`, `cover`, `none`, `scale-down`',
    read: keyword('objectFit', ['fill', 'contain', 'cover', 'none', 'scale-down']),
  },
  objectPosition: {
    group: 'Pictures',
    doc: 'where a contained or covering picture sits (centre by default)',
    read: (value, style, context) => {
      if (!parsePosition(String(value), context.base)) return 'a position';
      style.objectPosition = String(value);
      return undefined;
    },
  },
  color: { group: 'Text', doc: 'the text colour (inherited)', read: colorReader('color') },
  fontFamily: {
    group: 'Text',
    doc: 'family names from `fonts`, comma-separated (Inter when none matches; faces for every script behind them)',
    read: (value, style) => {
      style.fontFamily = splitTopLevel(String(value), ',').map((name) => name.replace(/^(['"])(.*)\1$/s, '$2').trim());
      return undefined;
    },
  },
  fontSize: {
    group: 'Text',
    doc: 'px, em, rem, %, vw, vh (16 px by default)',
    read: (value, style, context) => {
      const length = parseLength(value, context.base);
      const px = length && ('px' in length ? length.px : (length.percent / 100) * context.base.em);
      if (px === undefined || px <= 0 || px > 1000) return 'a length from 0 to 1000 px';
      style.fontSize = px;
      return undefined;
    },
  },
  fontWeight: {
    group: 'Text',
    doc: '100 to 900, `normal`, `bold`; the nearest face of the family, bold synthesised only where it has none',
    read: (value, style) => {
      const weight = FONT_WEIGHTS[lower(value)] ?? parseNumber(value);
      if (weight === undefined || weight < 1 || weight > 1000) return 'a weight from 100 to 900, normal or bold';
      style.fontWeight = weight;
      return undefined;
    },
  },
  fontStyle: {
    group: 'Text',
    doc: '`normal` or `italic` (slanted where the family has no italic)',
    read: keyword('fontStyle', ['normal', 'italic', 'oblique'], { oblique: 'italic' }),
  },
  lineHeight: {
    group: 'Text',
    doc: "a multiple of the font size, a length, or `normal` (the font's own spacing)",
    read: (value, style, context) => {
      if (lower(value) === 'normal') style.lineHeight = 'normal';
      else if (parseNumber(value) !== undefined) style.lineHeight = { multiple: parseNumber(value) as number };
      else {
        const length = parseLength(value, context.base);
        if (!length) return 'a number, a length or normal';
        style.lineHeight = 'px' in length ? { px: length.px } : { multiple: length.percent / 100 };
      }
      return undefined;
    },
  },
  letterSpacing: {
    group: 'Text',
    doc: 'a length added after each letter (none inside joined scripts such as Arabic)',
    read: (value, style, context) => {
      if (lower(value) === 'normal') style.letterSpacing = 0;
      else {
        const length = parseLength(value, context.base);
        if (!length || !('px' in length)) return 'a length or normal';
        style.letterSpacing = length.px;
      }
      return undefined;
    },
  },
  textAlign: {
    group: 'Text',
    doc: "`left`, `right`, `center`, `start`, `end` (start follows the text's direction); `justify` is drawn as start",
    read: keyword('textAlign', ['left', 'right', 'center', 'start', 'end', 'justify']),
  },
  textTransform: {
    group: 'Text',
    doc: '`none`, `uppercase`, `lowercase`, `capitalize`',
    read: keyword('textTransform', ['none', 'uppercase', 'lowercase', 'capitalize']),
  },
  textDecoration: {
    group: 'Text',
    doc: 'lines (`underline`, `line-through`, `overline`), style and colour',
    read: (value, style, context) => {
      const lines: DesignStyle['textDecorationLine'] = [];
      for (const part of splitTopLevel(String(value), ' ')) {
        const word = part.toLowerCase();
        if (word === 'none') continue;
        if (word === 'underline' || word === 'line-through' || word === 'overline') lines.push(word);
        else if (['solid', 'dashed', 'dotted', 'double', 'wavy'].includes(word))
          style.textDecorationStyle = word as DesignStyle['textDecorationStyle'];
        else if (parseColor(part, context.color)) style.textDecorationColor = parseColor(part, context.color);
        else return 'lines (underline, line-through, overline), a style and a colour';
      }
      style.textDecorationLine = lines;
      return undefined;
    },
  },
  textDecorationLine: {
    group: 'Text',
    doc: '`none`, `underline`, `line-through`, `overline`',
    read: (value, style) => {
      const words = splitTopLevel(lower(value), ' ').filter((word) => word !== 'none');
      if (!words.every((word) => ['underline', 'line-through', 'overline'].includes(word)))
        return 'underline, line-through, overline or none';
      style.textDecorationLine = words as DesignStyle['textDecorationLine'];
      return undefined;
    },
  },
  textDecorationColor: {
    group: 'Text',
    doc: "the lines' colour (the text's by default)",
    read: colorReader('textDecorationColor'),
  },
  textDecorationStyle: {
    group: 'Text',
    doc: '`solid` (dashed, dotted, double and wavy are drawn solid)',
    read: keyword('textDecorationStyle', ['solid', 'dashed', 'dotted', 'double', 'wavy']),
  },
  textShadow: {
    group: 'Text',
    doc: 'shadows `x y [blur] colour`, comma-separated',
    read: (value, style, context) => {
      const shadows = parseShadows(String(value), context, false);
      if (!shadows) return 'shadows as `x y [blur] colour`';
      style.textShadow = shadows;
      return undefined;
    },
  },
  whiteSpace: {
    group: 'Text',
    doc: '`normal`, `nowrap`, `pre`, `pre-wrap`, `pre-line` (spaces and line breaks kept where pre)',
    read: keyword('whiteSpace', ['normal', 'nowrap', 'pre', 'pre-wrap', 'pre-line', 'break-spaces'], {
      'break-spaces': 'pre-wrap',
    }),
  },
  wordBreak: {
    group: 'Text',
    doc: '`normal`, `break-all`, `keep-all`, `break-word`, `auto-phrase` (Japanese and Chinese broken between words and phrases, never inside a katakana word; Korean at its spaces)',
    read: keyword('wordBreak', ['normal', 'break-all', 'keep-all', 'break-word', 'auto-phrase']),
  },
  overflowWrap: {
    group: 'Text',
    doc: '`normal`, `break-word`, `anywhere` (a word too long for its line is always broken, as satori does)',
    read: (value) =>
      ['normal', 'break-word', 'anywhere'].includes(lower(value)) ? undefined : 'normal, break-word or anywhere',
  },
  textOverflow: {
    group: 'Text',
    doc: '`clip` or `ellipsis` (with `white-space: nowrap` or `line-clamp`, text that does not fit ends with …)',
    read: keyword('textOverflow', ['clip', 'ellipsis']),
  },
  lineClamp: {
    group: 'Text',
    doc: 'at most this many lines, the last ending with … (`WebkitLineClamp` too)',
    read: (value, style) => {
      const lines = parseNumber(value);
      if (lines === undefined || !Number.isInteger(lines) || lines < 1) return 'a whole number of lines';
      style.lineClamp = lines;
      return undefined;
    },
  },
  textWrap: {
    group: 'Text',
    doc: '`wrap`, `nowrap`, `balance` (lines of even length), `pretty`',
    read: keyword('textWrap', ['wrap', 'nowrap', 'balance', 'pretty', 'stable'], { stable: 'wrap' }),
  },
  direction: {
    group: 'Text',
    doc: '`ltr` or `rtl` (the `dir` attribute too; by default a paragraph takes the direction of its first letter)',
    read: keyword('direction', ['ltr', 'rtl']),
  },
};

/** Names that mean another property here: vendor prefixes and old spellings. */
export const PROPERTY_ALIASES: Record<string, string> = {
  WebkitLineClamp: 'lineClamp',
  webkitLineClamp: 'lineClamp',
  WebkitBackgroundClip: 'backgroundClip',
  webkitBackgroundClip: 'backgroundClip',
  wordWrap: 'overflowWrap',
  WebkitTextFillColor: 'color',
  gridGap: 'gap',
};

/**
 * Accepted and not drawn, with no warning: they change nothing in a still image (`cursor`,
 * `transition`), or say only what the engine does anyway (`WebkitBoxOrient` next to a clamp).
 */
export const WITHOUT_EFFECT = new Set([
  'cursor',
  'transition',
  'userSelect',
  'pointerEvents',
  'WebkitBoxOrient',
  'webkitBoxOrient',
  'WebkitFontSmoothing',
  'MozOsxFontSmoothing',
  'fontSmoothing',
  'textRendering',
  'fontFeatureSettings',
  'fontVariantLigatures',
  'animation',
  'willChange',
]);
