import type { Rgba } from '../scene/color.js';
import { fittedRadii, insetRadii } from '../scene/corner-radii.js';
import type {
  BorderItem,
  Box,
  BoxItem,
  BoxShadowItem,
  GradientStop,
  GroupItem,
  Matrix,
  Paint,
  Picture,
  SceneItem,
} from '../scene/scene.js';
import { boxPath, hasRadii, n, spreadBox } from './box-paths.js';

/*
 * Users' design items as SVG: boxes filled with layers of paint, borders per side, box
 * shadows as blurred shapes kept outside (or inside) their box, and groups with a transform,
 * a clip, an opacity or a blur.
 */

/** What the elements need from the document they are written into. */
export interface SvgContext {
  /** Adds a definition once, by key, and returns its id. */
  define(key: string, make: (id: string) => string): string;
  /** A picture's PNG data URI. */
  pictureHref(picture: Picture): string;
  /** Writes nested items. */
  items(items: readonly SceneItem[]): string;
}

/** `fill` (or another paint attribute) for a colour, with its opacity when not opaque. */
export function colorAttributes(color: Rgba, attribute = 'fill'): string {
  const hex = `#${[color[0], color[1], color[2]].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
  const alpha = color[3] / 255;
  // fill-opacity and stroke-opacity, but stop-opacity for stop-color.
  const opacity = attribute === 'stop-color' ? 'stop-opacity' : `${attribute}-opacity`;
  return alpha >= 1 ? `${attribute}="${hex}"` : `${attribute}="${hex}" ${opacity}="${Math.round(alpha * 1000) / 1000}"`;
}

function stopsMarkup(stops: readonly GradientStop[]): string {
  return stops
    .map((stop) => `<stop offset="${n(stop.offset)}" ${colorAttributes(stop.color, 'stop-color')}/>`)
    .join('');
}

/** The `fill` attribute for a paint, defining its gradient or pattern once. */
export function paintFill(context: SvgContext, paint: Paint): string {
  switch (paint.kind) {
    case 'color':
      return colorAttributes(paint.color);
    case 'linear-gradient': {
      const { from, to } = paint;
      const key = `lg|${from.x},${from.y},${to.x},${to.y}|${paint.repeat}|${JSON.stringify(paint.stops)}`;
      const id = context.define(key, (id) => {
        const spread = paint.repeat ? ' spreadMethod="repeat"' : '';
        return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(from.x)}" y1="${n(from.y)}" x2="${n(to.x)}" y2="${n(to.y)}"${spread}>${stopsMarkup(paint.stops)}</linearGradient>`;
      });
      return `fill="url(#${id})"`;
    }
    case 'radial-gradient': {
      const { center, radius } = paint;
      const key = `rg|${center.x},${center.y},${radius.x},${radius.y}|${paint.repeat}|${JSON.stringify(paint.stops)}`;
      const id = context.define(key, (id) => {
        const spread = paint.repeat ? ' spreadMethod="repeat"' : '';
        const r = Math.max(radius.x, 1e-3);
        // An ellipse: a circle of the horizontal radius, squeezed about the centre.
        const squeeze =
          Math.abs(radius.y - radius.x) > 1e-3
            ? ` gradientTransform="translate(${n(center.x)} ${n(center.y)}) scale(1 ${(radius.y / r).toPrecision(5)}) translate(${n(-center.x)} ${n(-center.y)})"`
            : '';
        return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(center.x)}" cy="${n(center.y)}" r="${n(r)}"${squeeze}${spread}>${stopsMarkup(paint.stops)}</radialGradient>`;
      });
      return `fill="url(#${id})"`;
    }
    case 'tiled': {
      const { tile } = paint;
      const inner = paintFill(context, paint.paint);
      const width = paint.repeatX ? tile.width : 1e5;
      const height = paint.repeatY ? tile.height : 1e5;
      const id = context.define(`tiled|${inner}|${tile.x},${tile.y},${width},${height}`, (id) => {
        // The tile's paint is in the scene's coordinates, the pattern's content in the tile's.
        return `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${n(tile.x)}" y="${n(tile.y)}" width="${n(width)}" height="${n(height)}"><g transform="translate(${n(-tile.x)} ${n(-tile.y)})"><rect x="${n(tile.x)}" y="${n(tile.y)}" width="${n(tile.width)}" height="${n(tile.height)}" ${inner}/></g></pattern>`;
      });
      return `fill="url(#${id})"`;
    }
    case 'picture': {
      // A pattern repeats both ways: one that repeats in one direction only is as long that
      // way as any scene can be, so it shows once.
      const { tile } = paint;
      const href = context.pictureHref(paint.picture);
      const width = paint.repeatX ? tile.width : 1e5;
      const height = paint.repeatY ? tile.height : 1e5;
      const id = context.define(`pattern|${href}|${tile.x},${tile.y},${width},${height}`, (id) => {
        const image = `<image width="${n(tile.width)}" height="${n(tile.height)}" preserveAspectRatio="none" href="${href}"/>`;
        return `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${n(tile.x)}" y="${n(tile.y)}" width="${n(width)}" height="${n(height)}">${image}</pattern>`;
      });
      return `fill="url(#${id})"`;
    }
  }
}

/** A box's background layers, each clipped to the (rounded) box. */
export function boxElement(context: SvgContext, item: BoxItem): string {
  const d = boxPath(item.box, item.radii);
  if (!d) return '';
  return item.paints
    .map((paint) => {
      if (paint.kind !== 'picture' || paint.repeatX || paint.repeatY)
        return `<path d="${d}" ${paintFill(context, paint)}/>`;
      // A picture shown once: an <image> at its tile, clipped to the box.
      const clip = context.define(`clip|${d}`, (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
      const { tile } = paint;
      const image = `<image x="${n(tile.x)}" y="${n(tile.y)}" width="${n(tile.width)}" height="${n(tile.height)}" preserveAspectRatio="none" href="${context.pictureHref(paint.picture)}"/>`;
      return `<g clip-path="url(#${clip})">${image}</g>`;
    })
    .join('');
}

const sameColor = (a: Rgba, b: Rgba) => a.every((channel, index) => channel === b[index]);

/**
 * A border: the ring between the box and its inner edge, each side's share (a trapezoid from
 * the outer corner to the inner one) in its own colour. Dashed and dotted borders are a stroke
 * down the middle of a border of one width.
 */
export function borderElement(context: SvgContext, item: BorderItem): string {
  const { box, widths, colors } = item;
  const [top, right, bottom, left] = widths;
  const radii = item.radii && hasRadii(item.radii) ? fittedRadii(box, item.radii) : undefined;
  const inner: Box = {
    x: box.x + left,
    y: box.y + top,
    width: Math.max(0, box.width - left - right),
    height: Math.max(0, box.height - top - bottom),
  };
  const innerRadii = radii && insetRadii(radii, widths);
  if (item.style !== 'solid' && widths.every((width) => width === top)) {
    const middle = spreadBox(box, radii, -top / 2);
    const dash = item.style === 'dotted' ? `${n(0)} ${n(top * 2)}` : `${n(top * 3)} ${n(top * 3)}`;
    const cap = item.style === 'dotted' ? ' stroke-linecap="round"' : '';
    return `<path d="${boxPath(middle.box, middle.radii)}" fill="none" ${colorAttributes(colors[0], 'stroke')} stroke-width="${n(top)}" stroke-dasharray="${dash}"${cap}/>`;
  }
  const ring = `${boxPath(box, radii)}${boxPath(inner, innerRadii)}`;
  const [first] = colors;
  if (colors.every((color) => sameColor(color, first))) {
    return `<path d="${ring}" fill-rule="evenodd" ${colorAttributes(first)}/>`;
  }
  // Sides of different colours meet on the diagonals between the outer and inner corners.
  const clip = context.define(`ring|${ring}`, (id) => {
    return `<clipPath id="${id}"><path d="${ring}" clip-rule="evenodd"/></clipPath>`;
  });
  const { x, y, width, height } = box;
  const x1 = x + width;
  const y1 = y + height;
  const far = 1e4;
  const sides = [
    [
      [x - far * left, y - far * top],
      [x1 + far * right, y - far * top],
      [inner.x + inner.width, inner.y],
      [inner.x, inner.y],
    ],
    [
      [x1 + far * right, y - far * top],
      [x1 + far * right, y1 + far * bottom],
      [inner.x + inner.width, inner.y + inner.height],
      [inner.x + inner.width, inner.y],
    ],
    [
      [x1 + far * right, y1 + far * bottom],
      [x - far * left, y1 + far * bottom],
      [inner.x, inner.y + inner.height],
      [inner.x + inner.width, inner.y + inner.height],
    ],
    [
      [x - far * left, y1 + far * bottom],
      [x - far * left, y - far * top],
      [inner.x, inner.y],
      [inner.x, inner.y + inner.height],
    ],
  ];
  const shapes = sides
    .map((points, index) => {
      if ((widths[index] as number) <= 0) return '';
      const d = `M${points.map(([px, py]) => `${n(px as number)} ${n(py as number)}`).join('L')}Z`;
      return `<path d="${d}" ${colorAttributes(colors[index] as Rgba)}/>`;
    })
    .join('');
  return `<g clip-path="url(#${clip})">${shapes}</g>`;
}

/** A blur filter of this standard deviation, reaching far enough not to cut the blur off. */
function blurFilter(context: SvgContext, sigma: number): string {
  return context.define(`blur|${sigma}`, (id) => {
    return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" filterUnits="objectBoundingBox"><feGaussianBlur stdDeviation="${n(sigma)}"/></filter>`;
  });
}

/**
 * A box shadow: the box moved and grown by the spread, blurred; an outer one is cut out where
 * the box itself is (a translucent box shows no shadow through it), an inset one is the frame
 * around the moved box, blurred and kept inside the box.
 */
export function boxShadowElement(context: SvgContext, item: BoxShadowItem): string {
  const d = boxPath(item.box, item.radii);
  if (!d) return '';
  const sigma = item.blur / 2;
  const filter = sigma > 0 ? ` filter="url(#${blurFilter(context, sigma)})"` : '';
  const fill = colorAttributes(item.color);
  const reach = Math.abs(item.spread) + Math.abs(item.offset.x) + Math.abs(item.offset.y) + item.blur * 2 + 10;
  const { x, y, width, height } = item.box;
  const around = `M${n(x - reach)} ${n(y - reach)}h${n(width + 2 * reach)}v${n(height + 2 * reach)}h${n(-width - 2 * reach)}z`;
  if (!item.inset) {
    const shape = spreadBox(item.box, item.radii, item.spread);
    const moved = { ...shape.box, x: shape.box.x + item.offset.x, y: shape.box.y + item.offset.y };
    const outside = context.define(`outside|${d}|${reach}`, (id) => {
      return `<clipPath id="${id}"><path d="${around}${d}" clip-rule="evenodd"/></clipPath>`;
    });
    return `<g clip-path="url(#${outside})"><path d="${boxPath(moved, shape.radii)}" ${fill}${filter}/></g>`;
  }
  const shape = spreadBox(item.box, item.radii, -item.spread);
  const moved = { ...shape.box, x: shape.box.x + item.offset.x, y: shape.box.y + item.offset.y };
  const inside = context.define(`clip|${d}`, (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `<g clip-path="url(#${inside})"><path d="${around}${boxPath(moved, shape.radii)}" fill-rule="evenodd" ${fill}${filter}/></g>`;
}

/** An SVG `transform` value for a matrix. */
export const matrix = (m: Matrix) =>
  `matrix(${m.map((value) => value.toPrecision(6).replace(/\.?0+$/, '')).join(' ')})`;

/** A group: transform outside, then clip, opacity and blur on what it holds. */
export function groupElement(context: SvgContext, item: GroupItem): string {
  const inner = context.items(item.items);
  if (!inner) return '';
  const attributes: string[] = [];
  if (item.clip) {
    const d = boxPath(item.clip.box, item.clip.radii);
    const id = context.define(`clip|${d}`, (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    attributes.push(`clip-path="url(#${id})"`);
  }
  if (item.opacity !== undefined && item.opacity < 1) attributes.push(`opacity="${n(item.opacity)}"`);
  if (item.blur) attributes.push(`filter="url(#${blurFilter(context, item.blur)})"`);
  const group = attributes.length > 0 ? `<g ${attributes.join(' ')}>${inner}</g>` : inner;
  return item.transform ? `<g transform="${matrix(item.transform)}">${group}</g>` : group;
}
