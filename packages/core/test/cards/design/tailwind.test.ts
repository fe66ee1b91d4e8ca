import { describe, expect, it } from 'vitest';
import { plainValue } from '../../../src/cards/design/tailwind/resolve-values.js';
import { tailwindStyles } from '../../../src/cards/design/tailwind/tailwind-styles.js';
import { renderElementWithInfo } from '../../../src/pipeline/render-design.js';
import { decode, pixelAt } from '../../_image.js';

/*
 * `tw`: Tailwind 4's own CSS for the classes, made plain (variables, calc(), oklch(),
 * color-mix()) and drawn; what has no meaning in an image is warned of.
 */

const box = (tw: string, style: Record<string, unknown> = {}) => ({
  type: 'div',
  props: { tw: 'flex w-full h-full bg-white', children: { type: 'div', props: { tw, style } } },
});
const size = { width: 100, height: 100 };

describe('plainValue', () => {
  const variables = new Map([
    ['--spacing', '0.25rem'],
    ['--color-red-500', 'oklch(63.7% 0.237 25.331)'],
    ['--tw-empty', ''],
  ]);

  it.each([
    ['calc(var(--spacing) * 4)', '16px'],
    ['calc(1 / 2 * 100%)', '50%'],
    ['calc(infinity * 1px)', '1000000px'],
    ['var(--missing, 3px)', '3px'],
    ['var(--tw-empty) 0 0 #000', '0 0 #000'],
    ['oklch(63.7% 0.237 25.331)', 'rgb(251 44 54 / 1)'],
    ['color-mix(in oklab, var(--color-red-500) 50%, transparent)', 'rgb(251 44 54 / 0.5)'],
    ['linear-gradient(to right in oklab, red 0%, blue 100%)', 'linear-gradient(to right, red 0%, blue 100%)'],
    ['var(--a, ), 0 0 red', '0 0 red'],
  ])('%s → %s', (value, expected) => {
    expect(plainValue(value, variables)).toBe(expected);
  });
});

describe('tw', () => {
  it('draws Tailwind classes: sizes from the spacing scale, palette colours, opacity modifiers', async () => {
    const { image, warnings } = await renderElementWithInfo(box('w-10 h-10 bg-red-500 rounded-none'), size);
    expect(warnings).toEqual([]);
    const decoded = await decode(image);
    expect(pixelAt(decoded, 20, 20)).toEqual([251, 44, 54, 255]);
    // w-10: 2.5rem = 40 px.
    expect(pixelAt(decoded, 45, 20)).toEqual([255, 255, 255, 255]);
    const faded = await decode((await renderElementWithInfo(box('w-10 h-10 bg-black/50'), size)).image);
    for (const [index, channel] of pixelAt(faded, 20, 20).entries())
      expect(Math.abs(channel - [128, 128, 128, 255][index]!)).toBeLessThanOrEqual(1);
  });

  it('lets the element’s own style win over its classes', async () => {
    const decoded = await decode(
      (await renderElementWithInfo(box('w-10 h-10 bg-red-500', { backgroundColor: '#0000ff' }), size)).image,
    );
    expect(pixelAt(decoded, 20, 20)).toEqual([0, 0, 255, 255]);
  });

  it('warns of variants and unknown classes, naming the element', async () => {
    const { warnings } = await renderElementWithInfo(box('w-10 hover:bg-red-500 not-a-class'), size);
    expect(warnings).toEqual([
      {
        field: 'div > div',
        reason: 'tw: `hover:bg-red-500`: variants (hover:, dark:…) have no meaning in an image',
        lasting: true,
      },
      { field: 'div > div', reason: 'tw: `not-a-class` is not a Tailwind class', lasting: true },
    ]);
  });

  it('applies breakpoint variants the image is wide enough for, the widest last, as a page that wide', async () => {
    const tw = 'flex flex-col md:flex-row xl:flex-col sm:w-20 lg:w-40 w-10';
    // 1200 px reaches sm, md and lg (not xl at 1280): a row 40 units (160 px) wide.
    const wide = (await tailwindStyles([tw], 1200)).get(tw);
    expect(wide).toEqual({ style: expect.objectContaining({ 'flex-direction': 'row', width: '160px' }), warnings: [] });
    const narrow = (await tailwindStyles([tw], 600)).get(tw);
    expect(narrow?.style).toMatchObject({ 'flex-direction': 'column', width: '40px' });
    // Drawn: the wide image's box is 160 px wide.
    const { image } = await renderElementWithInfo(box(`${tw} bg-black h-10`), { width: 1200, height: 100 });
    const drawn = await decode(image);
    expect(pixelAt(drawn, 150, 20)).toEqual([0, 0, 0, 255]);
    expect(pixelAt(drawn, 170, 20)).toEqual([255, 255, 255, 255]);
  });
});
