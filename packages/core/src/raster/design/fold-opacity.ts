import type { Rgba } from '../../scene/color.js';
import type { GroupItem, Paint, SceneItem } from '../../scene/scene.js';

/*
 * A group that only fades one thing (a translucent circle, a label at 80%) draws the same as
 * that thing with its colours faded, as browsers fold such opacity into the draw: no layer to
 * clear, fill and composite. Only where nothing the group draws overlaps itself: one box of one
 * paint, one border, one shadow, or one run of text.
 */

const faded = (color: Rgba, opacity: number): Rgba => [color[0], color[1], color[2], color[3] * opacity];

function fadedPaint(paint: Paint, opacity: number): Paint | undefined {
  switch (paint.kind) {
    case 'color':
      return { ...paint, color: faded(paint.color, opacity) };
    case 'linear-gradient':
    case 'radial-gradient':
      return { ...paint, stops: paint.stops.map((stop) => ({ ...stop, color: faded(stop.color, opacity) })) };
    default:
      return undefined;
  }
}

/** The group's one item drawn at its opacity, or undefined when it needs a layer. */
export function foldedOpacity(group: GroupItem): SceneItem | undefined {
  if (group.opacity === undefined || group.transform || group.clip || group.blur) return undefined;
  const drawn = group.items.filter((item) => item.kind !== 'selectable');
  if (drawn.length !== 1) return undefined;
  const item = drawn[0] as SceneItem;
  const opacity = group.opacity;
  switch (item.kind) {
    case 'box': {
      const paint = item.paints.length === 1 ? fadedPaint(item.paints[0] as Paint, opacity) : undefined;
      return paint && { ...item, paints: [paint] };
    }
    case 'border':
      return {
        ...item,
        colors: item.colors.map((color) => faded(color, opacity)) as unknown as typeof item.colors,
      };
    case 'box-shadow':
      return { ...item, color: faded(item.color, opacity) };
    case 'text':
      // An underline crosses the descenders: the two would darken where they meet.
      return item.paint || item.underline ? undefined : { ...item, color: faded(item.color, opacity) };
    default:
      return undefined;
  }
}
