import type { Rgba } from '../../../scene/color.js';
import type { Length } from './css-values.js';
import type { GradientSpec } from './gradients.js';

/*
 * An element's computed style: every property the engine draws, in resolved units (pixels,
 * colours), percentages kept for layout to resolve. Text properties are inherited.
 */

export type Size = Length | 'auto';
export type Sides<T> = [T, T, T, T];

/** A background layer: a gradient or a picture by URL. */
export type BackgroundImage = { gradient: GradientSpec } | { url: string };

export interface ShadowSpec {
  x: number;
  y: number;
  blur: number;
  spread: number;
  color: Rgba;
  inset: boolean;
}

export interface TransformStep {
  fn: string;
  args: string[];
}

export interface DesignStyle {
  display: 'flex' | 'none';
  position: 'relative' | 'absolute' | 'static';
  /** top, right, bottom, left */
  inset: Sides<Size>;
  width: Size;
  height: Size;
  minWidth: Size;
  minHeight: Size;
  maxWidth: Size;
  maxHeight: Size;
  margin: Sides<Size>;
  padding: Sides<Length>;
  borderWidth: Sides<number>;
  borderColor: Sides<Rgba | undefined>;
  borderStyle: 'solid' | 'dashed' | 'dotted' | 'none';
  /** top-left, top-right, bottom-right, bottom-left; horizontal and vertical radius. */
  borderRadius: Sides<[Length, Length]>;
  boxSizing: 'border-box' | 'content-box';
  flexDirection: 'row' | 'column' | 'row-reverse' | 'column-reverse';
  flexWrap: 'nowrap' | 'wrap' | 'wrap-reverse';
  flexGrow: number;
  flexShrink: number;
  flexBasis: Size;
  alignItems: string;
  alignSelf: string;
  alignContent: string;
  justifyContent: string;
  rowGap: Length;
  columnGap: Length;
  aspectRatio?: number;
  backgroundColor?: Rgba;
  backgroundImage: BackgroundImage[];
  backgroundSize: string[];
  backgroundPosition: string[];
  backgroundRepeat: string[];
  backgroundClip: 'border-box' | 'padding-box' | 'content-box' | 'text';
  boxShadow: ShadowSpec[];
  opacity: number;
  transform: TransformStep[];
  transformOrigin: [Length, Length];
  overflow: 'visible' | 'hidden';
  objectFit: 'fill' | 'contain' | 'cover' | 'none' | 'scale-down';
  objectPosition: string;

  // Inherited: text.
  color: Rgba;
  fontFamily: string[];
  fontSize: number;
  fontWeight: number;
  fontStyle: 'normal' | 'italic';
  /** A multiple of the font size, or pixels. */
  lineHeight: { multiple: number } | { px: number } | 'normal';
  letterSpacing: number;
  textAlign: 'left' | 'right' | 'center' | 'start' | 'end' | 'justify';
  textTransform: 'none' | 'uppercase' | 'lowercase' | 'capitalize';
  textDecorationLine: ('underline' | 'line-through' | 'overline')[];
  textDecorationColor?: Rgba;
  textDecorationStyle: 'solid' | 'dashed' | 'dotted' | 'double' | 'wavy';
  textShadow: ShadowSpec[];
  whiteSpace: 'normal' | 'nowrap' | 'pre' | 'pre-wrap' | 'pre-line';
  wordBreak: 'normal' | 'break-all' | 'keep-all' | 'break-word' | 'auto-phrase';
  textOverflow: 'clip' | 'ellipsis';
  lineClamp?: number;
  textWrap: 'wrap' | 'nowrap' | 'balance' | 'pretty';
  direction?: 'ltr' | 'rtl';
}

/** The properties a child takes from its parent unless it sets them. */
const INHERITED = [
  'color',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'textAlign',
  'textTransform',
  'textDecorationLine',
  'textDecorationColor',
  'textDecorationStyle',
  'textShadow',
  'whiteSpace',
  'wordBreak',
  'textWrap',
  'direction',
] as const satisfies readonly (keyof DesignStyle)[];

const zero: Length = { px: 0 };
const square: [Length, Length] = [zero, zero];

/** The root's style before the design's own: what a page's root box starts with. */
export function initialStyle(): DesignStyle {
  return {
    display: 'flex',
    position: 'relative',
    inset: ['auto', 'auto', 'auto', 'auto'],
    width: 'auto',
    height: 'auto',
    minWidth: 'auto',
    minHeight: 'auto',
    maxWidth: 'auto',
    maxHeight: 'auto',
    margin: [zero, zero, zero, zero],
    padding: [zero, zero, zero, zero],
    borderWidth: [0, 0, 0, 0],
    borderColor: [undefined, undefined, undefined, undefined],
    borderStyle: 'none',
    borderRadius: [square, square, square, square],
    boxSizing: 'border-box',
    flexDirection: 'row',
    flexWrap: 'nowrap',
    flexGrow: 0,
    flexShrink: 1,
    flexBasis: 'auto',
    alignItems: 'stretch',
    alignSelf: 'auto',
    alignContent: 'flex-start',
    justifyContent: 'flex-start',
    rowGap: zero,
    columnGap: zero,
    backgroundImage: [],
    backgroundSize: ['auto'],
    backgroundPosition: ['0% 0%'],
    backgroundRepeat: ['repeat'],
    backgroundClip: 'border-box',
    boxShadow: [],
    opacity: 1,
    transform: [],
    transformOrigin: [{ percent: 50 }, { percent: 50 }],
    overflow: 'visible',
    objectFit: 'fill',
    objectPosition: '50% 50%',
    color: [0, 0, 0, 255],
    fontFamily: [],
    fontSize: 16,
    fontWeight: 400,
    fontStyle: 'normal',
    lineHeight: 'normal',
    letterSpacing: 0,
    textAlign: 'start',
    textTransform: 'none',
    textDecorationLine: [],
    textDecorationStyle: 'solid',
    textShadow: [],
    whiteSpace: 'normal',
    wordBreak: 'normal',
    textOverflow: 'clip',
    textWrap: 'wrap',
  };
}

/** A child's style before its own declarations: the parent's inherited properties, the rest initial. */
export function inheritedStyle(parent: DesignStyle): DesignStyle {
  const style = initialStyle();
  for (const key of INHERITED) (style as unknown as Record<string, unknown>)[key] = parent[key];
  return style;
}
