import { describeReceived, GlyphcastError } from '../../errors.js';

/*
 * What a design is made of, whatever it was written in: JSX (React elements from
 * react/jsx-runtime, 18 or 19), plain `{ type, props }` trees as satori takes them, or HTML
 * (parsed into the same trees). Components are called, fragments and arrays flattened, text
 * and numbers kept, `null`, booleans and `undefined` skipped; what is left is plain data that
 * crosses to a render worker. Every element keeps its path in the tree (`div > div[2] > span`)
 * for warnings and errors.
 */

/** An element of a design, after components are called. */
export interface DesignElement {
  type: string;
  /** Where it is in the tree: `div > div[2] > span` (an index only where it has siblings). */
  path: string;
  /** The `style` object as given (camelCase or kebab-case names). */
  style: Readonly<Record<string, unknown>>;
  /** Tailwind classes. */
  tw?: string;
  /** Other attributes: `src`, `width`, `height`, `alt`, `dir`, `lang`… */
  attributes: Readonly<Record<string, string | number | boolean>>;
  /** Picture bytes given directly (`<img src={buffer}>`). */
  bytes?: Uint8Array;
  /** An inline `<svg>`, written back out as markup. */
  svg?: string;
  children: readonly DesignChild[];
}

export type DesignChild = DesignElement | string;

/** Bounds of a design: what keeps one render within its time and memory. */
export const DESIGN_LIMITS = {
  /** Elements and text nodes. */
  nodes: 2000,
  /** Elements nested in one another. */
  depth: 64,
  /** Characters of text in all. */
  text: 20_000,
  /** Pictures (`<img>`, background images, inline SVG). */
  images: 32,
} as const;

const REACT_ELEMENT = new Set([Symbol.for('react.element'), Symbol.for('react.transitional.element')]);
const REACT_FRAGMENT = Symbol.for('react.fragment');
const REACT_MEMO = Symbol.for('react.memo');
const REACT_FORWARD_REF = Symbol.for('react.forward_ref');
const REACT_PROVIDERS = new Set([
  Symbol.for('react.provider'),
  Symbol.for('react.context'),
  Symbol.for('react.consumer'),
]);

/** Attributes that are not drawn or are React's own: not kept, never warned of. */
const IGNORED_PROPS = new Set(['key', 'ref', 'children', 'style', 'tw', 'dangerouslySetInnerHTML']);

function fail(path: string, message: string, received?: unknown): never {
  throw new GlyphcastError(`${path || 'the design'}: ${message}`, {
    code: 'INVALID_PARAMETER',
    field: path ? `element: ${path}` : 'element',
    received,
  });
}

interface Counter {
  nodes: number;
  text: number;
  images: number;
}

function count(counter: Counter, path: string, kind: keyof Counter, amount = 1): void {
  counter[kind] += amount;
  const limit = DESIGN_LIMITS[kind];
  if (counter[kind] > limit) {
    const what = { nodes: 'elements and texts', text: 'characters of text', images: 'pictures' }[kind];
    fail(path, `a design may hold at most ${limit} ${what}`, counter[kind]);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Serialises an `<svg>` element's tree back to markup (attributes escaped, children kept). */
function svgMarkup(type: string, props: Record<string, unknown>, path: string, depth: number): string {
  if (depth > DESIGN_LIMITS.depth) fail(path, `elements may be nested at most ${DESIGN_LIMITS.depth} deep`);
  const attributes = Object.entries(props)
    .filter(([name, value]) => !IGNORED_PROPS.has(name) && (typeof value === 'string' || typeof value === 'number'))
    .map(([name, value]) => ` ${svgAttributeName(name)}="${escapeAttribute(String(value))}"`)
    .join('');
  const style = isObject(props.style)
    ? ` style="${escapeAttribute(
        Object.entries(props.style)
          .map(([name, value]) => `${kebab(name)}:${String(value)}`)
          .join(';'),
      )}"`
    : '';
  const children = flatChildren(props.children, path)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return escapeText(String(child));
      if (isElementLike(child)) {
        const { type: childType, props: childProps } = elementParts(child, path);
        if (typeof childType !== 'string') fail(path, 'an <svg> may hold only SVG elements, not components');
        return svgMarkup(childType, childProps, path, depth + 1);
      }
      return '';
    })
    .join('');
  const xmlns = type === 'svg' && !('xmlns' in props) ? ' xmlns="http://www.w3.org/2000/svg"' : '';
  return `<${type}${xmlns}${attributes}${style}>${children}</${type}>`;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
/** JSX names SVG attributes in camelCase (`strokeWidth`); SVG spells most of them in kebab-case. */
const SVG_CAMEL = new Set([
  'viewBox',
  'preserveAspectRatio',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'stdDeviation',
  'clipPathUnits',
  'maskUnits',
  'textLength',
  'lengthAdjust',
  'spreadMethod',
  'refX',
  'refY',
  'markerWidth',
  'markerHeight',
  'pathLength',
]);
const svgAttributeName = (name: string) =>
  name === 'className' ? 'class' : name === 'xlinkHref' ? 'href' : SVG_CAMEL.has(name) ? name : kebab(name);
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function flatChildren(children: unknown, path: string, arrays = 0): unknown[] {
  if (children === undefined) return [];
  if (Array.isArray(children)) {
    if (arrays >= DESIGN_LIMITS.depth) fail(path, `arrays may be nested at most ${DESIGN_LIMITS.depth} deep`);
    return children.flatMap((child) => flatChildren(child, path, arrays + 1));
  }
  return [children];
}

const isElementLike = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && ('type' in value || REACT_ELEMENT.has(value.$$typeof as symbol));

function elementParts(value: Record<string, unknown>, path: string): { type: unknown; props: Record<string, unknown> } {
  const props = value.props ?? {};
  if (!isObject(props)) fail(path, `an element's \`props\` must be an object, received ${describeReceived(props)}`);
  return { type: value.type, props };
}

function pictureBytes(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  return undefined;
}

/** An element's attributes: strings, numbers and booleans, React's own props left out. */
function attributesOf(props: Record<string, unknown>): Record<string, string | number | boolean> {
  const attributes: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(props)) {
    if (IGNORED_PROPS.has(name)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      attributes[name === 'className' ? 'class' : name] = value;
    }
  }
  return attributes;
}

const label = (type: string, index: number, siblings: number) => (siblings > 1 ? `${type}[${index}]` : type);

class Normalizer {
  readonly counter: Counter = { nodes: 0, text: 0, images: 0 };

  /** The node's children, components called and fragments opened, as elements and texts. */
  children(value: unknown, parentPath: string, depth: number): DesignChild[] {
    const expanded = this.expand(value, parentPath, depth);
    const elements = expanded.filter((child) => typeof child !== 'string').length;
    let index = 0;
    const out: DesignChild[] = [];
    for (const child of expanded) {
      if (typeof child === 'string') {
        count(this.counter, parentPath, 'nodes');
        count(this.counter, parentPath, 'text', child.length);
        // Adjacent texts ({'a'}{'b'} in JSX) are one text.
        const last = out.at(-1);
        if (typeof last === 'string') out[out.length - 1] = last + child;
        else out.push(child);
        continue;
      }
      index++;
      const path = `${parentPath ? `${parentPath} > ` : ''}${label(child.type, index, elements)}`;
      out.push(this.element(child.type, child.props, path, depth + 1));
    }
    return out;
  }

  /**
   * Flattens arrays and fragments and calls components, down to host elements (a tag name and
   * props) and texts.
   */
  private expand(
    value: unknown,
    path: string,
    depth: number,
    arrays = 0,
  ): (string | { type: string; props: Record<string, unknown> })[] {
    if (depth > DESIGN_LIMITS.depth) fail(path, `elements may be nested at most ${DESIGN_LIMITS.depth} deep`);
    if (value === null || value === undefined || typeof value === 'boolean') return [];
    if (typeof value === 'string') return value === '' ? [] : [value];
    if (typeof value === 'number' || typeof value === 'bigint') return [String(value)];
    if (Array.isArray(value)) {
      // Arrays in arrays are flattened; their nesting is bounded like elements', so a hostile tree cannot exhaust the stack.
      if (arrays >= DESIGN_LIMITS.depth) fail(path, `arrays may be nested at most ${DESIGN_LIMITS.depth} deep`);
      return value.flatMap((item) => this.expand(item, path, depth, arrays + 1));
    }
    if (!isElementLike(value)) {
      fail(
        path,
        `a child must be an element, a string, a number, an array, null or a boolean, received ${describeReceived(value)}`,
      );
    }
    const { type, props } = elementParts(value, path);
    if (typeof type === 'string') {
      if (!/^[a-zA-Z][a-zA-Z0-9-]*$/.test(type)) fail(path, `\`${type.slice(0, 40)}\` is not an element name`);
      return [{ type: type.toLowerCase() === 'svg' ? 'svg' : type, props }];
    }
    if (type === REACT_FRAGMENT || REACT_PROVIDERS.has((type as { $$typeof?: symbol })?.$$typeof as symbol)) {
      return this.expand(props.children, path, depth + 1);
    }
    return this.expand(this.call(type, props, path), path, depth + 1);
  }

  /** Calls a function component (memo and forwardRef unwrapped) with its props. */
  private call(type: unknown, props: Record<string, unknown>, path: string): unknown {
    let component = type;
    let forwardRef = false;
    for (;;) {
      const tag = (component as { $$typeof?: symbol } | undefined)?.$$typeof;
      if (tag === REACT_MEMO) component = (component as { type: unknown }).type;
      else if (tag === REACT_FORWARD_REF) {
        component = (component as { render: unknown }).render;
        forwardRef = true;
      } else break;
    }
    if (typeof component !== 'function') {
      fail(
        path,
        `an element's \`type\` must be a tag name or a function component, received ${describeReceived(component)}`,
      );
    }
    const name = component.name || 'anonymous';
    if ((component.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent) {
      fail(path, `<${name}> is a class component; only function components can be drawn`);
    }
    try {
      return forwardRef ? component(props, null) : component(props);
    } catch (error) {
      // Hooks throw outside a React renderer: a design is drawn once, with no state or effects.
      const reason = error instanceof Error ? error.message : String(error);
      throw new GlyphcastError(`${path || 'the design'}: the component <${name}> threw: ${reason.slice(0, 200)}`, {
        code: 'INVALID_PARAMETER',
        field: `element: ${path}`,
        cause: error,
      });
    }
  }

  element(type: string, props: Record<string, unknown>, path: string, depth: number): DesignElement {
    count(this.counter, path, 'nodes');
    const style = props.style ?? {};
    if (!isObject(style) || Array.isArray(style)) {
      fail(path, `\`style\` must be an object of CSS properties, received ${describeReceived(style)}`);
    }
    const tw = props.tw;
    if (tw !== undefined && typeof tw !== 'string')
      fail(path, `\`tw\` must be a string of classes, received ${describeReceived(tw)}`);
    const element: DesignElement = { type, path, style, attributes: attributesOf(props), children: [] };
    if (tw) element.tw = tw;
    if (type === 'svg') {
      count(this.counter, path, 'images');
      element.svg = svgMarkup(type, props, path, depth);
      return element;
    }
    if (type === 'img') {
      count(this.counter, path, 'images');
      const bytes = pictureBytes(props.src);
      if (bytes) element.bytes = bytes;
      else if (typeof props.src !== 'string' || props.src === '') {
        fail(
          path,
          `an <img> needs \`src\`: an http(s) or data: URI, or the picture's bytes, received ${describeReceived(props.src)}`,
        );
      }
      return element;
    }
    element.children = this.children(props.children, path, depth);
    return element;
  }
}

/**
 * Turns what JSX or a plain tree gives into a design's elements, calling components. Throws a
 * `GlyphcastError` naming the path of the first malformed node or the bound passed.
 */
export function normalizeElement(input: unknown): DesignElement {
  const normalizer = new Normalizer();
  const roots = normalizer.children(input, '', 0);
  const elements = roots.filter((root): root is DesignElement => typeof root !== 'string');
  if (roots.length === 0) fail('', `the design must be an element, received ${describeReceived(input)}`);
  if (elements.length === 1 && roots.length === 1) return elements[0] as DesignElement;
  // A fragment or array at the top: its children go into a root box, as a page would hold them.
  return { type: 'div', path: 'root', style: {}, attributes: {}, children: roots };
}
