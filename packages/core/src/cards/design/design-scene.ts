import type { ResourceWarning } from '../../assets/fetch/load-resource.js';
import { missingGlyphWarning } from '../../assets/font-coverage.js';
import type { Box, GroupItem, Paint, SceneItem } from '../../scene/scene.js';
import {
  type BoxGeometry,
  backgroundItems,
  borderItems,
  innerRadii,
  intersect,
  type PaintContext,
  resolveRadii,
  shadowItems,
  textPaint,
} from './box-paint.js';
import { resolveLength } from './css/css-values.js';
import type { DesignStyle } from './css/design-style.js';
import { parsePosition } from './css/gradients.js';
import type { LaidOutNode } from './layout-tree.js';
import { type DecodedPicture, picturePixels } from './pictures.js';
import type { TextLeaf } from './text-leaf.js';
import { transformMatrix } from './transform.js';

/*
 * A laid-out design as scene items, in CSS painting order: each box's shadows, background and
 * border, then its text or picture, then its children in tree order; a box with opacity, a
 * transform or hidden overflow holds what it paints in a group.
 */

interface Edges {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

function shrink(box: Box, edges: Edges): Box {
  return {
    x: box.x + edges.left,
    y: box.y + edges.top,
    width: Math.max(0, box.width - edges.left - edges.right),
    height: Math.max(0, box.height - edges.top - edges.bottom),
  };
}

/**
 * The node's boxes. Layout keeps fractions (text runs side by side must not drift), but a box
 * is painted on whole device pixels, as browsers snap them: crisp edges, no blur.
 */
function geometry(laid: LaidOutNode, x: number, y: number, scale: number): BoxGeometry {
  const { node, style } = laid;
  const layout = node.getComputedLayout();
  const snap = (value: number) => Math.round(value * scale) / scale;
  const left = snap(x);
  const top = snap(y);
  const border: Box = { x: left, y: top, width: snap(x + layout.width) - left, height: snap(y + layout.height) - top };
  const edge = (read: (edge: number) => number): Edges => ({
    top: read(1),
    right: read(2),
    bottom: read(3),
    left: read(0),
  });
  const borders = edge((side) => node.getComputedBorder(side));
  const paddings = edge((side) => node.getComputedPadding(side));
  const padding = shrink(border, borders);
  return { border, padding, content: shrink(padding, paddings), radii: resolveRadii(style, border) };
}

/** Where a picture is drawn in its content box, as `object-fit` and `object-position` say. */
function objectRect(style: DesignStyle, content: Box, natural: DecodedPicture['size']): Box {
  let width = content.width;
  let height = content.height;
  const contain = Math.min(content.width / natural.width, content.height / natural.height);
  const cover = Math.max(content.width / natural.width, content.height / natural.height);
  const scale = { fill: undefined, contain, cover, none: 1, 'scale-down': Math.min(1, contain) }[style.objectFit];
  if (scale !== undefined) {
    width = natural.width * scale;
    height = natural.height * scale;
  }
  const [px, py] = parsePosition(style.objectPosition, {
    em: style.fontSize,
    rem: 16,
    viewport: { width: 0, height: 0 },
  }) ?? [{ percent: 50 }, { percent: 50 }];
  return {
    x: content.x + resolveLength(px, content.width - width),
    y: content.y + resolveLength(py, content.height - height),
    width,
    height,
  };
}

export interface SceneContext extends PaintContext {
  warnings: ResourceWarning[];
}

/** The items of a node and everything in it, its border box's top-left corner at (x, y). */
export async function nodeItems(
  laid: LaidOutNode,
  x: number,
  y: number,
  context: SceneContext,
  inherited?: Paint,
): Promise<SceneItem[]> {
  const { style } = laid;
  if (style.display === 'none') return [];
  const box = geometry(laid, x, y, context.scale);
  const path = laid.element?.path ?? context.path;
  const local = { ...context, path };
  const items: SceneItem[] = [
    ...shadowItems(style, box, false),
    ...(await backgroundItems(style, box, local)),
    ...shadowItems(style, box, true),
    ...borderItems(style, box),
  ];
  const clipText = textPaint(style, box.border) ?? inherited;
  if (laid.text) {
    const missing = missingGlyphWarning(path, laid.text.missing);
    if (missing) context.warnings.push(missing);
    const textBox = laid.element ? placeOwnText(style, box.content, laid.text) : box.content;
    for (const shadow of [...style.textShadow].reverse()) {
      const shadowBox = { ...textBox, x: textBox.x + shadow.x, y: textBox.y + shadow.y };
      const shadowed: GroupItem = {
        kind: 'group',
        items: laid.text.items(shadowBox, shadow.color, undefined).filter((item) => item.kind !== 'selectable'),
      };
      if (shadow.blur > 0) shadowed.blur = shadow.blur / 2;
      items.push(shadowed);
    }
    items.push(...laid.text.items(textBox, style.color, clipText));
  }
  if (laid.picture) items.push(...(await pictureItems(laid.picture, style, box, local)));
  const children: SceneItem[] = [];
  for (const child of laid.children) {
    const layout = child.node.getComputedLayout();
    children.push(...(await nodeItems(child, x + layout.left, y + layout.top, context, clipText)));
  }
  if (style.overflow === 'hidden' && children.length > 0) {
    items.push({
      kind: 'group',
      items: children,
      clip: { box: box.padding, radii: innerRadii(box.radii, box.border, box.padding) },
    });
  } else {
    items.push(...children);
  }
  const { matrix, bad } = transformMatrix(style, box.border);
  if (bad)
    context.warnings.push({
      field: path,
      reason: `\`transform\`: ${bad} could not be read; drawn untransformed`,
      lasting: true,
    });
  if (!matrix && style.opacity >= 1) return items;
  if (items.length === 0) return [];
  const group: GroupItem = { kind: 'group', items };
  if (matrix) group.transform = matrix;
  if (style.opacity < 1) group.opacity = style.opacity;
  return [group];
}

/** Where a share of free space puts an item, by justify-content or align-items. */
function offsetFor(word: string, free: number): number {
  if (word === 'center' || word === 'space-around' || word === 'space-evenly') return free / 2;
  if (word === 'flex-end') return free;
  return 0;
}

/**
 * The box of an element's own text. Text in a flex container is its one anonymous item: by
 * default it fills the content box (and `text-align` places its lines there); where
 * justify-content or align-items move the item, it is as wide as its longest line and moved
 * as an item is.
 */
function placeOwnText(style: DesignStyle, content: Box, text: TextLeaf): Box {
  const moved =
    style.justifyContent !== 'flex-start' || !['stretch', 'flex-start', 'baseline'].includes(style.alignItems);
  if (!moved) return content;
  const row = style.flexDirection.startsWith('row');
  const measured = text.measure(content.width);
  const width = Math.min(content.width, measured.width);
  const main = offsetFor(style.justifyContent, row ? content.width - width : content.height - measured.height);
  const cross =
    style.alignItems === 'stretch'
      ? 0
      : offsetFor(style.alignItems, row ? content.height - measured.height : content.width - width);
  return {
    x: content.x + (row ? main : cross),
    y: content.y + (row ? cross : main),
    // Stretched across a column, the item is as wide as the box.
    width: !row && style.alignItems === 'stretch' ? content.width : width,
    height: measured.height,
  };
}

async function pictureItems(
  picture: DecodedPicture,
  style: DesignStyle,
  box: BoxGeometry,
  context: SceneContext,
): Promise<SceneItem[]> {
  const rect = objectRect(style, box.content, picture.size);
  const visible = intersect(box.content, context.viewport);
  try {
    const drawn = await picturePixels(picture, rect, visible, context.scale);
    if (!drawn) return [];
    const image: SceneItem = { kind: 'image', x: drawn.box.x, y: drawn.box.y, ...drawn.picture };
    // Rounded corners cut the picture, as they do in a browser.
    if (!box.radii) return [image];
    return [
      {
        kind: 'group',
        items: [image],
        clip: { box: box.content, radii: innerRadii(box.radii, box.border, box.content) },
      },
    ];
  } catch (error) {
    context.warnings.push({ field: context.path, reason: `picture: ${(error as Error).message}` });
    return [];
  }
}
