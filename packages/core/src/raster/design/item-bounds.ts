import type { Box, Matrix, SceneItem } from '../../scene/scene.js';

/*
 * Where a list of scene items can draw, in CSS pixels (generous: a shadow's blur, a glyph's
 * reach above and below its baseline): the part of a layer a group needs to clear, blur and
 * composite, instead of the whole image.
 */

type Extent = { x0: number; y0: number; x1: number; y1: number };

const EMPTY: Extent = {
  x0: Number.POSITIVE_INFINITY,
  y0: Number.POSITIVE_INFINITY,
  x1: Number.NEGATIVE_INFINITY,
  y1: Number.NEGATIVE_INFINITY,
};

function add(extent: Extent, box: Box, margin = 0): Extent {
  return {
    x0: Math.min(extent.x0, box.x - margin),
    y0: Math.min(extent.y0, box.y - margin),
    x1: Math.max(extent.x1, box.x + box.width + margin),
    y1: Math.max(extent.y1, box.y + box.height + margin),
  };
}

function transformed(box: Box, m: Matrix): Box {
  const corners = [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height],
  ].map(([x, y]) => [
    m[0] * (x as number) + m[2] * (y as number) + m[4],
    m[1] * (x as number) + m[3] * (y as number) + m[5],
  ]);
  const xs = corners.map((corner) => corner[0] as number);
  const ys = corners.map((corner) => corner[1] as number);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The items' extent, or undefined when they draw nothing. */
export function itemsBounds(items: readonly SceneItem[]): Box | undefined {
  let extent = EMPTY;
  for (const item of items) {
    switch (item.kind) {
      case 'box':
      case 'border':
        extent = add(extent, item.box, 1);
        break;
      case 'box-shadow':
        extent = item.inset
          ? add(extent, item.box, 1)
          : add(
              extent,
              item.box,
              Math.abs(item.spread) + Math.abs(item.offset.x) + Math.abs(item.offset.y) + item.blur * 1.5 + 2,
            );
        break;
      case 'text': {
        const xs = item.glyphs.map((glyph) => glyph.x);
        if (xs.length === 0) break;
        const left = Math.min(...xs) - item.size;
        const right = Math.max(...xs) + 2 * item.size;
        extent = add(extent, {
          x: left,
          y: item.baseline - 1.5 * item.size,
          width: right - left,
          height: 2.2 * item.size,
        });
        break;
      }
      case 'emoji':
        extent = add(extent, item.box, 2);
        break;
      case 'image':
        // Sized in device pixels: generous enough at any scale.
        extent = add(extent, { x: item.x, y: item.y, width: item.width, height: item.height }, 1);
        break;
      case 'rect':
        extent = add(extent, item.box, 2);
        break;
      case 'circle':
        extent = add(
          extent,
          { x: item.cx - item.radius, y: item.cy - item.radius, width: 2 * item.radius, height: 2 * item.radius },
          1,
        );
        break;
      case 'group': {
        let inner = itemsBounds(item.items);
        if (!inner) break;
        if (item.blur)
          inner = {
            x: inner.x - 3 * item.blur,
            y: inner.y - 3 * item.blur,
            width: inner.width + 6 * item.blur,
            height: inner.height + 6 * item.blur,
          };
        if (item.transform) inner = transformed(inner, item.transform);
        extent = add(extent, inner, 1);
        break;
      }
      case 'selectable':
        break;
      default:
        // Whole-image items (backdrop, glow, watermark): everything.
        return { x: -1e6, y: -1e6, width: 2e6, height: 2e6 };
    }
  }
  if (extent.x1 < extent.x0) return undefined;
  return { x: extent.x0, y: extent.y0, width: extent.x1 - extent.x0, height: extent.y1 - extent.y0 };
}
