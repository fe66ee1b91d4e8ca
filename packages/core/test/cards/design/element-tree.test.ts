import { createElement, Fragment, forwardRef, memo, useState } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { DESIGN_LIMITS, normalizeElement } from '../../../src/cards/design/element-tree.js';
import { GlyphcastError } from '../../../src/errors.js';

/*
 * What JSX and plain trees become before layout: components called, fragments and arrays
 * flattened, texts kept, the rest skipped; malformed input and passed bounds are errors that
 * name the path.
 */

const plain = (type: string, props: Record<string, unknown> = {}) => ({ type, props });

/* Components as JSX users write them (module level, as React wants them). */
const Title = ({ text }: { text: string }) => jsx('h1', { style: { fontSize: 40 }, children: text });
const Tags = memo(({ tags }: { tags: string[] }) =>
  jsx(Fragment, { children: tags.map((tag) => jsx('span', { children: tag }, tag)) }),
);
const Wrapped = forwardRef<unknown, { children: unknown }>((props, _ref) =>
  jsx('footer', { children: props.children as never }),
);
const WithState = () => {
  const [value] = useState(1);
  return jsx('div', { children: value });
};
// What React.Component's prototype carries, without importing the class.
function Old() {}
Old.prototype.isReactComponent = {};
const Loop = (): unknown => ({ type: Loop, props: {} });

function errorOf(input: unknown): GlyphcastError {
  try {
    normalizeElement(input);
  } catch (error) {
    if (error instanceof GlyphcastError) return error;
    throw error;
  }
  throw new Error('expected a GlyphcastError');
}

describe('normalizeElement', () => {
  it('takes React elements from react/jsx-runtime, components, fragments, numbers and skips null and booleans', () => {
    const element = jsxs('div', {
      style: { display: 'flex' },
      children: [
        jsx(Title, { text: 'Hello' }),
        null,
        false,
        true,
        undefined,
        jsx(Tags, { tags: ['a', 'b'] }),
        jsxs(Wrapped, { children: ['Page ', 3] }),
      ],
    });
    const root = normalizeElement(element);
    expect(root.type).toBe('div');
    expect(root.children.map((child) => (typeof child === 'string' ? child : `${child.type}@${child.path}`))).toEqual([
      'h1@div > h1[1]',
      'span@div > span[2]',
      'span@div > span[3]',
      'footer@div > footer[4]',
    ]);
    const footer = root.children[3];
    expect(typeof footer !== 'string' && footer?.children).toEqual(['Page 3']);
    expect(typeof root.children[0] !== 'string' && root.children[0]?.style).toEqual({ fontSize: 40 });
  });

  it('takes createElement (React 18 style) and plain { type, props } trees alike', () => {
    const fromReact = normalizeElement(createElement('div', null, createElement('span', { id: 'x' }, 'hi')));
    const fromPlain = normalizeElement(plain('div', { children: plain('span', { id: 'x', children: 'hi' }) }));
    expect(fromReact).toEqual(fromPlain);
  });

  it('keeps attributes, picture bytes and inline SVG markup', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const root = normalizeElement(
      plain('div', {
        dir: 'rtl',
        className: 'card',
        children: [
          plain('img', { src: bytes, width: 10, height: 10 }),
          plain('svg', {
            viewBox: '0 0 10 10',
            strokeWidth: 2,
            children: plain('path', { d: 'M0 0L10 10', fill: '<red>' }),
          }),
        ],
      }),
    );
    expect(root.attributes).toEqual({ dir: 'rtl', class: 'card' });
    const [image, svg] = root.children as unknown as [{ bytes?: Uint8Array }, { svg?: string }];
    expect(image.bytes).toBe(bytes);
    expect(svg.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2"><path d="M0 0L10 10" fill="&lt;red&gt;"></path></svg>',
    );
  });

  it('wraps a top-level fragment or array in a root box', () => {
    const root = normalizeElement([plain('div'), 'text']);
    expect(root.type).toBe('div');
    expect(root.path).toBe('root');
    expect(root.children).toHaveLength(2);
  });

  it.each([
    ['nothing', undefined, 'element', /must be an element/],
    ['a child that is a plain object', plain('div', { children: { foo: 1 } }), 'element: div', /a child must be/],
    [
      'a style that is a string',
      plain('div', { children: plain('p', { style: 'color: red' }) }),
      'element: div > p',
      /`style` must be an object/,
    ],
    ['a tag name with spaces', plain('div', { children: plain('my tag') }), 'element: div', /is not an element name/],
    ['an <img> with no src', plain('img', {}), 'element: img', /needs `src`/],
    ['tw that is not a string', plain('div', { tw: 3 }), 'element: div', /`tw` must be a string/],
  ])('refuses %s, naming the path', (_label, input, field, message) => {
    const error = errorOf(input);
    expect(error.code).toBe('INVALID_PARAMETER');
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
  });

  it('names a component that uses hooks, and refuses class components', () => {
    expect(errorOf(jsx('div', { children: jsx(WithState, {}) })).message).toMatch(/the component <WithState> threw/);
    expect(errorOf(plain('div', { children: { type: Old, props: {} } })).message).toMatch(/<Old> is a class component/);
  });

  it('fails fast past each bound', () => {
    const many = plain('div', { children: Array.from({ length: DESIGN_LIMITS.nodes + 1 }, () => plain('span')) });
    expect(errorOf(many).message).toMatch(`at most ${DESIGN_LIMITS.nodes} elements and texts`);
    let deep: unknown = 'x';
    for (let depth = 0; depth < DESIGN_LIMITS.depth + 2; depth++) deep = plain('div', { children: deep });
    expect(errorOf(deep).message).toMatch(`nested at most ${DESIGN_LIMITS.depth} deep`);
    const long = plain('div', { children: 'x'.repeat(DESIGN_LIMITS.text + 1) });
    expect(errorOf(long).message).toMatch(`at most ${DESIGN_LIMITS.text} characters of text`);
    const pictures = plain('div', {
      children: Array.from({ length: DESIGN_LIMITS.images + 1 }, () => plain('img', { src: 'data:,' })),
    });
    expect(errorOf(pictures).message).toMatch(`at most ${DESIGN_LIMITS.images} pictures`);
    // Arrays in arrays, in ordinary elements and in an inline <svg>: bounded, not a stack overflow.
    let arrays: unknown = 'x';
    for (let depth = 0; depth < 100_000; depth++) arrays = [arrays];
    expect(errorOf(plain('div', { children: arrays })).message).toMatch(
      `arrays may be nested at most ${DESIGN_LIMITS.depth} deep`,
    );
    expect(errorOf(plain('svg', { children: arrays })).message).toMatch(`arrays may be nested at most`);
  });

  it('lets a component returning itself recurse only to the depth bound', () => {
    expect(errorOf({ type: Loop, props: {} }).message).toMatch(/nested at most/);
  });
});
