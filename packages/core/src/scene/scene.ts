import type { FaceRef } from '../assets/shaper.js';
import type { Rgba } from './color.js';

/*
 * What a card asks to be drawn, in CSS pixels, and nothing about how: a backend (raster today)
 * turns a scene into an image. Items are drawn in order, each over the ones before.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A soft drop shadow under the window: a Gaussian blur of its shape. */
export interface Shadow {
  /** Standard deviation of the blur. */
  sigma: number;
  offsetY: number;
  /** Alpha of the shadow's core, 0-1. */
  opacity: number;
}

/** What lies behind the window: a diagonal gradient, one colour, or nothing. */
export interface BackdropFill {
  kind: 'gradient' | 'solid' | 'transparent';
  /** Gradient stops from the top-left corner to the bottom-right one; one colour when solid. */
  colors: readonly Rgba[];
}

/**
 * The whole image's background with the window's shadows on it. The window's inside (short of
 * its rounded corners) is left unpainted: the next item must be the window, drawn opaque.
 */
export interface BackdropItem {
  kind: 'backdrop';
  fill: BackdropFill;
  window: Box;
  radius: number;
  shadows: readonly Shadow[];
}

/**
 * The whole image in one colour with a glow of `accent` fading from the top-right corner (the
 * top-left one when `mirrored`, for a right-to-left card) to nothing at 60% of the diagonal
 * (`opacity` at the corner). Always opaque.
 */
export interface GlowItem {
  kind: 'glow';
  background: Rgba;
  accent: Rgba;
  opacity: number;
  mirrored?: boolean;
}

/** A rectangle, rounded when `radius` is given, with an optional border inside its edge. */
export interface RectItem {
  kind: 'rect';
  box: Box;
  radius?: number;
  fill: Rgba;
  /** A hairline: `width` CSS pixels, but never thinner than one device pixel. */
  border?: { width: number; color: Rgba };
}

export interface CircleItem {
  kind: 'circle';
  cx: number;
  cy: number;
  radius: number;
  fill: Rgba;
}

/** Which bundled (or custom) face draws a run of text. */
export interface TextFace {
  bold: boolean;
  italic: boolean;
  /**
   * A face whose glyphs the text item names by id (shaped by HarfBuzz) and draws from their
   * outlines, instead of the monospace face's characters; `embolden` draws bold from a face
   * that has no bold file; `oblique` slants them 12° about the baseline (italic for a face that
   * has none).
   */
  outline?: { face: FaceRef; embolden: boolean; oblique?: boolean };
  /** A custom monospace font (its file and the family name inside it) instead of the bundled one. */
  custom?: { file: string; family: string };
}

export interface SceneGlyph {
  text: string;
  x: number;
  id?: number;
  y?: number;
}

/** Glyphs of one face, size and colour on one baseline, each at its own x. */
export interface TextItem {
  kind: 'text';
  face: TextFace;
  /** Font size. */
  size: number;
  color: Rgba;
  baseline: number;
  /**
   * Each with the x of its origin: a grapheme of the monospace face, or a glyph id of the
   * fallback face (`text` then holds the characters it draws, possibly none) raised `y` above
   * the baseline.
   */
  glyphs: readonly SceneGlyph[];
  underline?: { x: number; width: number };
  /** Painted with this instead of `color` (text filled with a gradient: `background-clip: text`). */
  paint?: Paint;
  /** Slanted `OBLIQUE_DEGREES` to the right about its baseline: italic for a face that has none. */
  oblique?: boolean;
}

/** A colour emoji, `size` square, centred in `box`. */
export interface EmojiItem {
  kind: 'emoji';
  text: string;
  box: Box;
  size: number;
  /** Less than 1 for an emoji on an out-of-focus line. */
  opacity?: number;
}

/**
 * A picture already sized for the image: premultiplied RGBA, `width` × `height` device pixels,
 * its top-left corner at (x, y).
 */
export interface ImageItem {
  kind: 'image';
  x: number;
  y: number;
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** The Free plan's small "glyphcast" mark, its bottom-right corner at (right, bottom). */
export interface WatermarkItem {
  kind: 'watermark';
  right: number;
  bottom: number;
  /** The surface it sits on: dark gets white text, light black. */
  surface: 'light' | 'dark';
}

export type SceneItem =
  | BackdropItem
  | GlowItem
  | RectItem
  | CircleItem
  | TextItem
  | EmojiItem
  | ImageItem
  | WatermarkItem
  | SelectableItem
  | BoxItem
  | BorderItem
  | BoxShadowItem
  | GroupItem;

/**
 * A line of the image's text as plain characters in logical order, where its glyphs are drawn:
 * what a reader selects, searches and hears read aloud. Backends that keep text (SVG) lay it,
 * invisible, over the glyphs; pixels have no use for it.
 */
export interface SelectableItem {
  kind: 'selectable';
  text: string;
  /** The line's left edge, and the width its glyphs are drawn over. */
  x: number;
  width: number;
  baseline: number;
  size: number;
  /**
   * A monospace line is set in its own face and falls on its glyphs; proportional text drawn
   * as outlines has only its direction, and is stretched over its width.
   */
  set: { face: TextFace } | { rtl: boolean };
  /** A wrapped line's next row: the same line, read and copied with no break before it. */
  continues?: boolean;
  /** The transform its glyphs are drawn through (text in a rotated or skewed box). */
  transform?: Matrix;
}

/* Items of users' own designs: CSS boxes, their paints, shadows and groups. */

/** A point in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/** Each corner's horizontal and vertical radius: top-left, top-right, bottom-right, bottom-left. */
export type CornerRadii = readonly [Point, Point, Point, Point];

/** A colour stop of a gradient, `offset` from 0 to 1 along it. */
export interface GradientStop {
  offset: number;
  color: Rgba;
}

/** A picture already sized for the image: premultiplied RGBA, `width` × `height` device pixels. */
export interface Picture {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** What fills an area: a colour, a gradient in the scene's coordinates, or a picture laid in tiles. */
export type Paint =
  | { kind: 'color'; color: Rgba }
  | { kind: 'linear-gradient'; from: Point; to: Point; stops: readonly GradientStop[]; repeat: boolean }
  | {
      kind: 'radial-gradient';
      center: Point;
      radius: Point;
      stops: readonly GradientStop[];
      repeat: boolean;
    }
  | { kind: 'picture'; picture: Picture; tile: Box; repeatX: boolean; repeatY: boolean }
  /** A gradient drawn in a tile (`background-size`), the tile repeated from `tile`'s place. */
  | { kind: 'tiled'; paint: Paint; tile: Box; repeatX: boolean; repeatY: boolean };

/** A (rounded) box filled with layers of paint, the first one lowest. */
export interface BoxItem {
  kind: 'box';
  box: Box;
  radii?: CornerRadii;
  paints: readonly Paint[];
}

/** A box's border: each side's width and colour (top, right, bottom, left), inside the box's edge. */
export interface BorderItem {
  kind: 'border';
  box: Box;
  radii?: CornerRadii;
  widths: readonly [number, number, number, number];
  colors: readonly [Rgba, Rgba, Rgba, Rgba];
  style: 'solid' | 'dashed' | 'dotted';
}

/** A CSS box shadow: outside the box (never under it) or, `inset`, inside its edge. */
export interface BoxShadowItem {
  kind: 'box-shadow';
  box: Box;
  radii?: CornerRadii;
  offset: Point;
  /** CSS blur radius: twice the standard deviation. */
  blur: number;
  spread: number;
  color: Rgba;
  inset: boolean;
}

/** How far synthesised italics lean, as browsers slant a face that has no italic. */
export const OBLIQUE_DEGREES = 12;

/** An affine transform `[a, b, c, d, e, f]` (x' = a·x + c·y + e, y' = b·x + d·y + f). */
export type Matrix = readonly [number, number, number, number, number, number];

/** Items drawn together: through a transform, clipped to a (rounded) box, at an opacity, blurred. */
export interface GroupItem {
  kind: 'group';
  items: readonly SceneItem[];
  transform?: Matrix;
  clip?: { box: Box; radii?: CornerRadii };
  opacity?: number;
  /** Gaussian blur's standard deviation (a text shadow). */
  blur?: number;
}

export interface Scene {
  /** Layout size in CSS pixels; the image is `width × scale` by `height × scale` pixels. */
  width: number;
  height: number;
  scale: number;
  items: SceneItem[];
  /**
   * The same image in a dark colour scheme, item for item at the same places: an SVG shows these
   * instead of `items` when the reader's system prefers dark. Raster backends never get one.
   */
  dark?: SceneItem[];
  /** What the image shows, in a few words: an SVG's `<title>`, its text alternative. */
  description?: string;
}
