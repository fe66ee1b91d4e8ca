import type { ResourceWarning } from '../../../assets/fetch/load-resource.js';
import type { DesignElement } from '../element-tree.js';
import type { UnitBase } from './css-values.js';
import { type DesignStyle, inheritedStyle, initialStyle } from './design-style.js';
import { CSS_PROPERTIES, PROPERTY_ALIASES, type ReadContext, WITHOUT_EFFECT } from './properties.js';

/*
 * An element's computed style: its parent's inherited properties, the tag's own defaults
 * (headings, strong, em… as browsers and satori give them), then its declarations in order,
 * each read by its entry in the property table. What the table refuses is a warning naming
 * the element's path and the property.
 */

/** What browsers give these tags before any style. */
const TAG_DEFAULTS: Record<string, Record<string, string | number>> = {
  h1: { fontSize: '2em', fontWeight: 700, marginTop: '0.67em', marginBottom: '0.67em' },
  h2: { fontSize: '1.5em', fontWeight: 700, marginTop: '0.83em', marginBottom: '0.83em' },
  h3: { fontSize: '1.17em', fontWeight: 700, marginTop: '1em', marginBottom: '1em' },
  h4: { fontWeight: 700, marginTop: '1.33em', marginBottom: '1.33em' },
  h5: { fontSize: '0.83em', fontWeight: 700, marginTop: '1.67em', marginBottom: '1.67em' },
  h6: { fontSize: '0.67em', fontWeight: 700, marginTop: '2.33em', marginBottom: '2.33em' },
  p: { marginTop: '1em', marginBottom: '1em' },
  b: { fontWeight: 700 },
  strong: { fontWeight: 700 },
  i: { fontStyle: 'italic' },
  em: { fontStyle: 'italic' },
  u: { textDecorationLine: 'underline' },
  s: { textDecorationLine: 'line-through' },
  del: { textDecorationLine: 'line-through' },
  code: { fontFamily: 'monospace' },
  pre: { fontFamily: 'monospace', whiteSpace: 'pre' },
  small: { fontSize: '0.83em' },
};

/** Properties whose bare numbers are numbers; everywhere else a number is pixels, as in React. */
const UNITLESS = new Set([
  'lineHeight',
  'opacity',
  'flexGrow',
  'flexShrink',
  'flex',
  'fontWeight',
  'aspectRatio',
  'lineClamp',
  'WebkitLineClamp',
  'webkitLineClamp',
  'zIndex',
  'order',
]);

const camel = (name: string) =>
  name.startsWith('--')
    ? name
    : name
        .replace(/^-(webkit|moz|ms)-/, (_, prefix: string) => `${prefix[0]?.toUpperCase()}${prefix.slice(1)}-`)
        .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export interface StyleInput {
  element: DesignElement;
  parent: DesignStyle | undefined;
  viewport: { width: number; height: number };
  warnings: ResourceWarning[];
}

/** Declarations in the order they apply: the tag's defaults, attributes, then `style`. */
function declarations(element: DesignElement): [string, unknown][] {
  const list: [string, unknown][] = Object.entries(TAG_DEFAULTS[element.type] ?? {});
  const { dir, width, height } = element.attributes;
  if (dir === 'rtl' || dir === 'ltr') list.push(['direction', dir]);
  // <img width height> and <svg width height> size the element unless its style does.
  if (element.type === 'img' || element.type === 'svg') {
    if (width !== undefined) list.push(['width', Number(width)]);
    if (height !== undefined) list.push(['height', Number(height)]);
  }
  return [...list, ...Object.entries(element.style)];
}

export function computeStyle({ element, parent, viewport, warnings }: StyleInput): DesignStyle {
  const style = parent ? inheritedStyle(parent) : initialStyle();
  const rootSize = parent ? 16 : style.fontSize;
  const entries = declarations(element).map(([name, value]) => [camel(name), value, name] as const);
  const warn = (name: string, reason: string) =>
    warnings.push({ field: element.path, reason: `\`${name}\` ${reason}`, lasting: true });
  // The font size first: em in every other property is relative to it.
  const base = (em: number): UnitBase => ({ em, rem: rootSize, viewport });
  const ordered = [...entries.filter(([key]) => key === 'fontSize'), ...entries.filter(([key]) => key !== 'fontSize')];
  for (const [key, value, name] of ordered) {
    if (value === undefined || value === null || value === '') continue;
    if (key.startsWith('--') || WITHOUT_EFFECT.has(key)) continue;
    const spec = CSS_PROPERTIES[PROPERTY_ALIASES[key] ?? key];
    if (!spec) {
      warn(name, 'is not supported');
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      warn(name, `must be a string or a number, received ${Array.isArray(value) ? 'an array' : typeof value}`);
      continue;
    }
    if (typeof value === 'string' && /\bvar\(|\bcalc\(|!important/i.test(value)) {
      const what = /var\(/i.test(value) ? 'var()' : /calc\(/i.test(value) ? 'calc()' : '!important';
      warn(name, `uses ${what}, which is not supported; received ${JSON.stringify(value.slice(0, 60))}`);
      continue;
    }
    const context: ReadContext = {
      base: base(key === 'fontSize' ? (parent?.fontSize ?? 16) : style.fontSize),
      color: style.color,
    };
    const given = typeof value === 'number' && !UNITLESS.has(key) ? `${value}px` : value;
    const refused = spec.read(given, style, context);
    if (refused) warn(name, `must be ${refused}, received ${JSON.stringify(String(value).slice(0, 80))}`);
  }
  return style;
}
