import { describe, expect, it } from 'vitest';
import { RoundedBox } from '../../src/raster/design/rounded-box.js';
import { drawScene } from '../../src/raster/draw-scene.js';
import type { GroupItem, Matrix, Scene, SceneItem } from '../../src/scene/scene.js';

/*
 * The raster's shortcuts for groups (overflow clipped in place, opacity folded into one item,
 * a one-colour layer blurred on its alpha only) against the general path they replace: a
 * layer drawn, then laid down. An identity transform sends a group through that general path
 * (sampling a layer at its own pixel centres copies it exactly), so the two can be compared:
 * they differ only by the rounding of two ways of compositing in 8 bits (2 of 255 at most).
 */

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function scene(items: SceneItem[]): Scene {
  return {
    width: 160,
    height: 120,
    scale: 1,
    items: [
      {
        kind: 'box',
        box: { x: 0, y: 0, width: 160, height: 120 },
        paints: [{ kind: 'color', color: [240, 230, 200, 255] }],
      },
      ...items,
    ],
    description: 'test',
  };
}

/** Largest channel difference between the group drawn by its shortcut and through a layer. */
function shortcutError(group: GroupItem): number {
  const quick = drawScene(scene([group]));
  const layered = drawScene(scene([{ ...group, transform: IDENTITY }]));
  let worst = 0;
  for (let index = 0; index < quick.pixels.length; index++) {
    worst = Math.max(worst, Math.abs((quick.pixels[index] as number) - (layered.pixels[index] as number)));
  }
  const changed = quick.pixels.some((value, index) => value !== drawScene(scene([])).pixels[index]);
  quick.release();
  layered.release();
  expect(changed).toBe(true);
  return worst;
}

const disc: SceneItem = {
  kind: 'box',
  box: { x: 30, y: 20, width: 90, height: 70 },
  radii: [
    { x: 45, y: 35 },
    { x: 45, y: 35 },
    { x: 45, y: 35 },
    { x: 45, y: 35 },
  ],
  paints: [{ kind: 'color', color: [37, 99, 235, 255] }],
};

describe('group shortcuts', () => {
  it('clip in place: the pixels of a clipped layer, overflow and rounded corners included', () => {
    const overflowing: SceneItem = {
      kind: 'box',
      box: { x: -10, y: 10, width: 150, height: 100 },
      paints: [
        {
          kind: 'linear-gradient',
          from: { x: 0, y: 0 },
          to: { x: 160, y: 0 },
          stops: [
            { offset: 0, color: [249, 115, 22, 255] },
            { offset: 1, color: [219, 39, 119, 200] },
          ],
          repeat: false,
        },
      ],
    };
    const corner = { x: 24, y: 24 };
    const clip: GroupItem['clip'] = {
      box: { x: 20.5, y: 15, width: 110, height: 80 },
      radii: [corner, corner, corner, corner],
    };
    expect(shortcutError({ kind: 'group', clip, items: [overflowing, disc] })).toBeLessThanOrEqual(2);
  });

  it('opacity folded into one box: the pixels of a faded layer', () => {
    expect(shortcutError({ kind: 'group', opacity: 0.35, items: [disc] })).toBeLessThanOrEqual(2);
  });

  it('a one-colour layer blurred on its alpha: within 2 of blurring every channel', () => {
    const shadowColor: SceneItem = { ...disc, paints: [{ kind: 'color', color: [0, 0, 0, 110] }] } as SceneItem;
    expect(shortcutError({ kind: 'group', blur: 5, items: [shadowColor] })).toBeLessThanOrEqual(2);
  });
});

describe('RoundedBox spans', () => {
  it('cover exactly the pixels a circle covers wholly, and nothing outside those it touches', () => {
    for (const [x, y, size] of [
      [10.3, 4.7, 60],
      [0, 0, 240],
      [5.5, 2.25, 9],
    ] as const) {
      const radius = size / 2;
      const circle = new RoundedBox(
        { x, y, width: size, height: size },
        Array(4).fill({ x: radius, y: radius }) as never,
      );
      const [top, bottom] = circle.rows(400);
      for (let row = top; row < bottom; row++) {
        const { from, to, fullFrom, fullTo } = circle.span(row, 400);
        for (let column = 0; column < 400; column++) {
          const coverage = circle.coverage(column, row);
          if (column >= fullFrom && column < fullTo) expect(coverage).toBe(1);
          if (column < from || column >= to) expect(coverage).toBe(0);
        }
      }
    }
  });
});
