import type { LaidOutNode, Yoga } from './layout-tree.js';

/*
 * A child sized in percent of a parent sized by its content (`w-full` inside a box centred in
 * a column) is a cyclic percentage. Chromium sizes the parent as if the percentage were
 * `auto`, then resolves the percentage against the size that gives; Yoga resolves it against
 * the grandparent instead, and the box spans the card. So the layout runs twice when a design
 * has such children: first with those percentages taken as auto, then with the parents held at
 * the sizes found and the percentages back.
 */

type Axis = 'width' | 'height';

interface Cycle {
  parent: LaidOutNode;
  child: LaidOutNode;
  axis: Axis;
}

function cyclesIn(laid: LaidOutNode, found: Cycle[] = []): Cycle[] {
  for (const child of laid.children) {
    for (const axis of ['width', 'height'] as const) {
      const size = child.style[axis];
      // An absolute child's percentage is of its containing block, which layout makes definite.
      if (laid.style[axis] === 'auto' && size !== 'auto' && 'percent' in size && child.style.position !== 'absolute')
        found.push({ parent: laid, child, axis });
    }
    cyclesIn(child, found);
  }
  return found;
}

/** The parent's laid-out size as its own `width`/`height` would give it (its box-sizing honoured). */
function heldSize(y: Yoga, parent: LaidOutNode, axis: Axis): number {
  const { node, style } = parent;
  const outer = axis === 'width' ? node.getComputedWidth() : node.getComputedHeight();
  if (style.boxSizing === 'border-box') return outer;
  const edges = axis === 'width' ? [y.Edge.Left, y.Edge.Right] : [y.Edge.Top, y.Edge.Bottom];
  const inner = edges.reduce((sum, edge) => sum + node.getComputedPadding(edge) + node.getComputedBorder(edge), 0);
  return Math.max(0, outer - inner);
}

/** Lays the tree out, resolving cyclic percentages as Chromium does. */
export function layOutResolvingCycles(y: Yoga, root: LaidOutNode, width: number, height: number): void {
  const cycles = cyclesIn(root);
  if (cycles.length > 0) {
    for (const { child, axis } of cycles) {
      if (axis === 'width') child.node.setWidth('auto');
      else child.node.setHeight('auto');
    }
    root.node.calculateLayout(width, height, y.Direction.LTR);
    for (const { parent, child, axis } of cycles) {
      const percent = `${(child.style[axis] as { percent: number }).percent}%` as const;
      if (axis === 'width') {
        parent.node.setWidth(heldSize(y, parent, 'width'));
        child.node.setWidth(percent);
      } else {
        parent.node.setHeight(heldSize(y, parent, 'height'));
        child.node.setHeight(percent);
      }
    }
  }
  root.node.calculateLayout(width, height, y.Direction.LTR);
}
