import type { ResourceWarning } from '../../assets/fetch/load-resource.js';
import type { Rgba } from '../../scene/color.js';
import { insetRadii } from '../../scene/corner-radii.js';
import type { Box, CornerRadii, Paint, SceneItem } from '../../scene/scene.js';
import { resolveLength } from './css/css-values.js';
import type { DesignStyle } from './css/design-style.js';
import { gradientPaint, parsePosition } from './css/gradients.js';
import { splitTopLevel } from './css/value-tokens.js';
import { type DecodedPicture, picturePixels } from './pictures.js';

/*
 * What a box paints under its content, as CSS orders it: outer shadows, the background
 * (colour, then image layers from the last to the first), inset shadows, the border.
 */

export interface BoxGeometry {
  /** The border box, in the image's coordinates. */
  border: Box;
  padding: Box;
  content: Box;
  radii: CornerRadii | undefined;
}

/** Corner radii in pixels (percentages of the box's width and height), or undefined when square. */
export function resolveRadii(style: DesignStyle, box: Box): CornerRadii | undefined {
  const radii = style.borderRadius.map(([x, y]) => ({
    x: resolveLength(x, box.width),
    y: resolveLength(y, box.height),
  }));
  return radii.some((corner) => corner.x > 0 && corner.y > 0) ? (radii as unknown as CornerRadii) : undefined;
}

/** Radii of a box inside the border box, shrunk by the space between them. */
export function innerRadii(radii: CornerRadii | undefined, outer: Box, inner: Box): CornerRadii | undefined {
  if (!radii) return undefined;
  const top = inner.y - outer.y;
  const left = inner.x - outer.x;
  const right = outer.x + outer.width - inner.x - inner.width;
  const bottom = outer.y + outer.height - inner.y - inner.height;
  return insetRadii(radii, [top, right, bottom, left]);
}

/** rem is the root element's font size: the initial 16 px, as in compute-style. */
const ROOT_FONT_SIZE = 16;

export interface PaintContext {
  pictures: ReadonlyMap<string, DecodedPicture>;
  scale: number;
  /** The whole image: no picture is drawn beyond it. */
  viewport: Box;
  warnings: ResourceWarning[];
  path: string;
}

/** Font sizes that em and rem lengths are relative to: the element's, and the root's (16 px). */
interface FontUnits {
  em: number;
  rem: number;
}

/** A layer's tile size: `auto`, `cover`, `contain`, or one or two lengths. */
function tileSize(
  text: string,
  area: Box,
  natural: { width: number; height: number } | undefined,
  units: FontUnits,
): { width: number; height: number } {
  const word = text.trim().toLowerCase();
  const ratio = natural ? natural.width / natural.height : area.width / Math.max(area.height, 1e-6);
  if ((word === 'cover' || word === 'contain') && natural) {
    const scale =
      word === 'cover'
        ? Math.max(area.width / natural.width, area.height / natural.height)
        : Math.min(area.width / natural.width, area.height / natural.height);
    return { width: natural.width * scale, height: natural.height * scale };
  }
  if (word === 'cover' || word === 'contain') return { width: area.width, height: area.height };
  const [first = 'auto', second = 'auto'] = splitTopLevel(word, ' ');
  const length = (part: string, of: number) =>
    part === 'auto'
      ? undefined
      : part.endsWith('%')
        ? (Number.parseFloat(part) / 100) * of
        : Number.parseFloat(part) * (part.endsWith('rem') ? units.rem : part.endsWith('em') ? units.em : 1);
  let width = length(first, area.width);
  let height = length(second, area.height);
  if (width === undefined && height === undefined) {
    return natural ?? { width: area.width, height: area.height };
  }
  width ??= (height as number) * ratio;
  height ??= width / ratio;
  return { width: Math.max(0, width), height: Math.max(0, height) };
}

function tileAt(text: string, area: Box, size: { width: number; height: number }, units: FontUnits): Box {
  const position = parsePosition(text, { ...units, viewport: { width: area.width, height: area.height } }) ?? [
    { percent: 0 },
    { percent: 0 },
  ];
  return {
    x: area.x + resolveLength(position[0], area.width - size.width),
    y: area.y + resolveLength(position[1], area.height - size.height),
    width: size.width,
    height: size.height,
  };
}

const pick = (list: readonly string[], index: number, fallback: string) =>
  list[index % Math.max(1, list.length)] ?? fallback;

/** The background: colour and layers over the clip box (`background-clip`). */
export async function backgroundItems(
  style: DesignStyle,
  box: BoxGeometry,
  context: PaintContext,
): Promise<SceneItem[]> {
  const clip =
    style.backgroundClip === 'padding-box'
      ? box.padding
      : style.backgroundClip === 'content-box'
        ? box.content
        : box.border;
  const radii = clip === box.border ? box.radii : innerRadii(box.radii, box.border, clip);
  const paints: Paint[] = [];
  if (style.backgroundColor && style.backgroundColor[3] > 0 && style.backgroundClip !== 'text') {
    paints.push({ kind: 'color', color: style.backgroundColor });
  }
  if (style.backgroundClip !== 'text') {
    const layers = [...style.backgroundImage.entries()].reverse();
    for (const [index, layer] of layers) {
      const paint = await layerPaint(style, index, layer, box.padding, clip, context);
      if (paint) paints.push(paint);
    }
  }
  if (paints.length === 0) return [];
  return [{ kind: 'box', box: clip, radii, paints }];
}

/** One background layer as a paint, placed in the positioning area (the padding box). */
async function layerPaint(
  style: DesignStyle,
  index: number,
  layer: DesignStyle['backgroundImage'][number],
  area: Box,
  clip: Box,
  context: PaintContext,
): Promise<Paint | undefined> {
  const repeat = pick(style.backgroundRepeat, index, 'repeat');
  const repeatX = repeat === 'repeat' || repeat === 'repeat-x';
  const repeatY = repeat === 'repeat' || repeat === 'repeat-y';
  const sizeText = pick(style.backgroundSize, index, 'auto');
  const positionText = pick(style.backgroundPosition, index, '0% 0%');
  const units = { em: style.fontSize, rem: ROOT_FONT_SIZE };
  if ('gradient' in layer) {
    const size = tileSize(sizeText, area, undefined, units);
    const tile = tileAt(positionText, area, size, units);
    const whole = Math.abs(tile.width - area.width) < 0.01 && Math.abs(tile.height - area.height) < 0.01;
    const paint = gradientPaint(layer.gradient, tile);
    if (whole && tile.x === area.x && tile.y === area.y) return paint;
    if (tile.width < 0.5 || tile.height < 0.5) return undefined;
    return { kind: 'tiled', paint, tile, repeatX, repeatY };
  }
  const picture = context.pictures.get(layer.url);
  if (!picture) return undefined;
  const size = tileSize(sizeText, area, picture.size, units);
  const tile = tileAt(positionText, area, size, units);
  if (tile.width < 0.5 || tile.height < 0.5) return undefined;
  try {
    if (!repeatX && !repeatY) {
      const visible = intersect(clip, context.viewport);
      const drawn = await picturePixels(picture, tile, visible, context.scale);
      return drawn && { kind: 'picture', picture: drawn.picture, tile: drawn.box, repeatX: false, repeatY: false };
    }
    const drawn = await picturePixels(picture, tile, tile, context.scale);
    return drawn && { kind: 'picture', picture: drawn.picture, tile: drawn.box, repeatX, repeatY };
  } catch (error) {
    context.warnings.push({ field: context.path, reason: `background picture: ${(error as Error).message}` });
    return undefined;
  }
}

export function intersect(a: Box, b: Box): Box {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y),
  };
}

/** The border, when any side has a width and a style. */
export function borderItems(style: DesignStyle, box: BoxGeometry): SceneItem[] {
  if (style.borderStyle === 'none' || style.borderWidth.every((width) => width <= 0)) return [];
  const colors = style.borderColor.map((color) => color ?? style.color) as [Rgba, Rgba, Rgba, Rgba];
  return [
    {
      kind: 'border',
      box: box.border,
      radii: box.radii,
      widths: style.borderWidth,
      colors,
      style: style.borderStyle,
    },
  ];
}

/** Box shadows: the outer ones (drawn first, the first on top) or the inset ones. */
export function shadowItems(style: DesignStyle, box: BoxGeometry, inset: boolean): SceneItem[] {
  return style.boxShadow
    .filter((shadow) => shadow.inset === inset && shadow.color[3] > 0)
    .reverse()
    .map((shadow) => ({
      kind: 'box-shadow' as const,
      box: inset ? box.padding : box.border,
      radii: inset ? innerRadii(box.radii, box.border, box.padding) : box.radii,
      offset: { x: shadow.x, y: shadow.y },
      blur: shadow.blur,
      spread: shadow.spread,
      color: shadow.color,
      inset,
    }));
}

/** The paint of `background-clip: text`: the first gradient layer (or the colour), over the box. */
export function textPaint(style: DesignStyle, box: Box): Paint | undefined {
  if (style.backgroundClip !== 'text') return undefined;
  const gradient = style.backgroundImage.find((layer) => 'gradient' in layer);
  if (gradient && 'gradient' in gradient) return gradientPaint(gradient.gradient, box);
  return style.backgroundColor ? { kind: 'color', color: style.backgroundColor } : undefined;
}
