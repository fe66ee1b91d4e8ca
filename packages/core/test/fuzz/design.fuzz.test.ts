import fc from 'fast-check';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { CSS_PROPERTIES } from '../../src/cards/design/css/properties.js';
import { GlyphcastError } from '../../src/errors.js';
import { renderElementWithInfo, renderHtmlWithInfo } from '../../src/pipeline/render-design.js';

/*
 * Own designs under arbitrary input: random trees whose styles take random properties (every
 * one of the table's, and some it does not know) with values both valid and absurd, and random
 * HTML. The promise is the library's: an image of the size it reports (what cannot be drawn is a
 * warning), or a GlyphcastError of the caller; never a crash.
 */

const NAMES = [...Object.keys(CSS_PROPERTIES), 'filter', 'zIndex', 'grid-template-columns', '--custom'];
const VALUES = [
  0,
  -1,
  1,
  12,
  1e9,
  -1e9,
  Number.NaN,
  0.5,
  '10px',
  '-20px',
  '50%',
  '200%',
  '2em',
  '3rem',
  '10vw',
  'auto',
  'none',
  'center',
  'flex-end',
  'space-between',
  'wrap',
  'column',
  'absolute',
  'hidden',
  'red',
  'rgba(0,0,0,0.5)',
  '#abc',
  'transparent',
  'currentColor',
  'linear-gradient(90deg, red, blue)',
  'radial-gradient(circle at 10% 10%, #fff, transparent 40%)',
  'repeating-linear-gradient(45deg, #000 0 10px, #fff 10px 20px)',
  'url(data:,)',
  '0 4px 12px rgba(0,0,0,.5)',
  'inset 0 0 0 9999px red',
  'rotate(45deg) scale(2)',
  'translate(-50%, 50%)',
  'skewX(80deg)',
  'matrix(0,0,0,0,0,0)',
  '1px dashed red',
  '999px solid blue',
  'bold',
  900,
  'italic',
  'uppercase',
  'underline line-through',
  'ellipsis',
  'pre-wrap',
  'keep-all',
  'break-all',
  'balance',
  'rtl',
  'calc(100% - 1px)',
  'var(--x)',
  '',
  '   ',
  '😀',
  '\u0000',
];

const style = fc.dictionary(fc.constantFrom(...NAMES), fc.constantFrom(...VALUES), { maxKeys: 6 });
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('مرحبا بالعالم', '日本語のタイトル', 'हिन्दी', '👩‍💻🚀', 'a'.repeat(300)),
);
const { tree } = fc.letrec((tie) => ({
  tree: fc.record({
    type: fc.constantFrom('div', 'span', 'p', 'h1', 'section'),
    props: fc.record({
      style,
      children: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.array(fc.oneof(text, tie('tree')), { maxLength: 4 }),
        fc.constant(null),
      ),
    }),
  }),
}));

async function holdsPromise(render: () => Promise<{ image: Buffer; width: number; height: number; format: string }>) {
  try {
    const result = await render();
    const metadata = await sharp(result.image).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([result.format, result.width, result.height]);
    return 'image';
  } catch (error) {
    expect(error).toBeInstanceOf(GlyphcastError);
    expect((error as GlyphcastError).isUserError, (error as Error).message).toBe(true);
    return 'refused';
  }
}

it('renderElement: an image as reported, or a GlyphcastError of the caller, for any tree and style', async () => {
  let images = 0;
  await fc.assert(
    fc.asyncProperty(tree, fc.constantFrom(1, 2), fc.constantFrom('png', 'svg'), async (design, scale, format) => {
      const outcome = await holdsPromise(() =>
        renderElementWithInfo(design, { width: 320, height: 200, scale: scale as 1 | 2, format: format as 'png' }),
      );
      if (outcome === 'image') images++;
    }),
    { numRuns: 60 },
  );
  // Styles never refuse a render (they warn): nearly every tree is drawn.
  expect(images).toBeGreaterThan(40);
});

it('renderHtml: an image as reported, or a GlyphcastError of the caller, for any HTML', async () => {
  const html = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc
      .tuple(
        fc.constantFrom('<div style="', '<p class="a" style="', '<style>.a{'),
        fc.string({ maxLength: 60 }),
        fc.constantFrom('">x</div>', '}</style><p class="a">y</p>', ''),
      )
      .map((parts) => parts.join('')),
  );
  await fc.assert(
    fc.asyncProperty(html, async (source) => {
      await holdsPromise(() => renderHtmlWithInfo(source, { width: 200, height: 100 }));
    }),
    { numRuns: 40 },
  );
});
