import { GlyphcastError } from '@glyphcast/core';

/*
 * A stored design's variables: `{{name}}` in its text and attribute values, filled per request.
 * A value is only ever text put where the placeholder was, after the design was parsed: it is
 * never read as markup or CSS, so a title of `</div><img src=…>` draws those characters. In a
 * style a variable may stand only for a picture's URL (`url({{image}})`), and there, as in
 * `src`, it is checked as a URL and percent-encoded, so it cannot leave the `url()`.
 */

/** Query parameters of a design's GET URL that are not variables. */
export const RESERVED_NAMES = ['key', 'sig', 'format', 'scale'] as const;
const RESERVED = new Set<string>(RESERVED_NAMES);
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;
/** Variables a design may declare. */
export const MAX_VARIABLES = 32;
/** Characters of a variable's value (or default): a title, a date, a URL. */
export const MAX_VALUE_LENGTH = 2000;
/**
 * Elements and arrays nested in one another: a bound on this walk's own recursion, above the
 * core's (64 elements deep), which names the element first.
 */
const MAX_NESTING = 1000;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const HAS_PLACEHOLDER = /\{\{\s*[^{}]*?\s*\}\}/;
/** A placeholder that is a style's whole `url()` argument, quoted or not. */
const URL_PLACEHOLDER = /url\(\s*(['"]?)\{\{\s*([^{}]*?)\s*\}\}\1\s*\)/g;
/** An attribute that is one placeholder and nothing else. */
const WHOLE_PLACEHOLDER = /^\s*\{\{\s*([^{}]*?)\s*\}\}\s*$/;
/** Attributes whose value is a URL fetched for the picture. */
const URL_ATTRIBUTES = new Set(['src', 'href', 'xlinkHref']);

/**
 * How a variable is used: as text (text nodes and ordinary attributes), as a whole URL (`src`,
 * `url()`), or as part of one (`https://cdn.example/{{slug}}.png`), which is percent-encoded.
 */
export type VariableUse = 'text' | 'url' | 'url-part';

/** Every variable a design uses, with how and the first place it is used. */
export type VariableUses = Map<string, { uses: Set<VariableUse>; path: string }>;

/** A design's variable values, by name: the text each placeholder becomes. */
export type VariableValues = Readonly<Record<string, string>>;

const invalid = (field: string, message: string) => new GlyphcastError(message, { code: 'INVALID_PARAMETER', field });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What the tree walk does with each string it meets, and with each element's props once mapped. */
interface StringVisitor {
  text(value: string, path: string): string;
  attribute(name: string, value: string, path: string): string;
  style(property: string, value: string, path: string): string;
  tailwind(value: string, path: string): string;
  element?(props: Record<string, unknown>): void;
}

const isElement = (value: unknown): value is { type: unknown; props: Record<string, unknown> } =>
  isObject(value) && 'type' in value && isObject(value.props);

/**
 * The tree with each string replaced by the visitor's answer (a new tree; the given one is
 * kept). Paths read as the core's do: `div > div[2] > span`, an index where siblings share a parent.
 */
function mapStrings(node: unknown, parent: string, depth: number, visitor: StringVisitor, index = ''): unknown {
  if (depth > MAX_NESTING) throw invalid('element', `${parent || 'the design'}: nested more than ${MAX_NESTING} deep`);
  if (typeof node === 'string') return visitor.text(node, parent || 'the design');
  if (Array.isArray(node)) {
    const elements = node.filter(isElement).length;
    let count = 0;
    return node.map((child) =>
      mapStrings(child, parent, depth + 1, visitor, isElement(child) && elements > 1 ? `[${++count}]` : ''),
    );
  }
  if (!isElement(node)) return node;
  const path = `${parent ? `${parent} > ` : ''}${typeof node.type === 'string' ? node.type : 'element'}${index}`;
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node.props)) {
    if (name === 'children') props[name] = mapStrings(value, path, depth + 1, visitor);
    else if (name === 'style' && isObject(value)) {
      props[name] = Object.fromEntries(
        Object.entries(value).map(([property, declared]) => [
          property,
          typeof declared === 'string' ? visitor.style(property, declared, path) : declared,
        ]),
      );
    } else if (name === 'tw' && typeof value === 'string') props[name] = visitor.tailwind(value, path);
    else if (typeof value === 'string') props[name] = visitor.attribute(name, value, path);
    else props[name] = value;
  }
  visitor.element?.(props);
  return { ...node, props };
}

/**
 * The variables a design's tree uses and how; a placeholder where a variable may not go (a
 * style other than `url()`, Tailwind classes) or that is not a name is an error naming its
 * element.
 */
export function variablesUsed(tree: unknown, field: 'element' | 'html'): VariableUses {
  const found: VariableUses = new Map();
  const note = (name: string, use: VariableUse, path: string) => {
    if (!VARIABLE_NAME.test(name)) {
      throw invalid(`${field}: ${path}`, `${path}: {{${name}}} is not a variable name (letters, digits and _)`);
    }
    const entry = found.get(name) ?? { uses: new Set<VariableUse>(), path };
    entry.uses.add(use);
    found.set(name, entry);
  };
  const scan = (value: string, use: VariableUse, path: string) => {
    for (const match of value.matchAll(PLACEHOLDER)) note(match[1] ?? '', use, path);
    return value;
  };
  mapStrings(tree, '', 0, {
    text: (value, path) => scan(value, 'text', path),
    attribute: (name, value, path) => {
      if (!URL_ATTRIBUTES.has(name)) return scan(value, 'text', path);
      return scan(value, WHOLE_PLACEHOLDER.test(value) ? 'url' : 'url-part', path);
    },
    style: (property, value, path) => {
      for (const match of value.matchAll(URL_PLACEHOLDER)) note(match[2] ?? '', 'url', path);
      if (HAS_PLACEHOLDER.test(value.replace(URL_PLACEHOLDER, ''))) {
        throw invalid(
          `${field}: ${path}`,
          `${path}: a variable in \`${property}\` may only be a picture's URL, as url({{name}}); variables fill text, attributes and url()`,
        );
      }
      return value;
    },
    tailwind: (value, path) => {
      if (HAS_PLACEHOLDER.test(value)) {
        throw invalid(`${field}: ${path}`, `${path}: Tailwind classes cannot hold variables; use them in text`);
      }
      return value;
    },
  });
  return found;
}

/** `text` with each character `characters` matches written as its percent escape (all ASCII). */
const percentEncoded = (text: string, characters: RegExp) =>
  text.replace(characters, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** A whole-URL value: empty (no picture), or an absolute http(s) URL, written so no character can leave a `url()`. */
function urlValue(name: string, value: string): string {
  if (value === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(name, `\`${name}\` is a picture's URL: give an http or https URL, or nothing for no picture`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalid(name, `\`${name}\` is a picture's URL: it must be http or https, received ${url.protocol}`);
  }
  return percentEncoded(url.href, /['()\\]/g);
}

/** What an empty picture variable's `src` becomes: an empty picture, its element hidden. */
const NO_PICTURE =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%221%22%20height%3D%221%22%2F%3E';

/** Part of a URL: every character that is not plainly safe in a path or query is percent-encoded. */
const urlPart = (value: string) => percentEncoded(encodeURIComponent(value), /['()*!]/g);

/** Checks the values against how the design uses them (a URL variable holds a URL); throws naming the variable. */
export function checkValues(uses: VariableUses, values: VariableValues): void {
  for (const [name, { uses: kinds }] of uses) {
    const value = values[name];
    if (value !== undefined && kinds.has('url')) urlValue(name, value);
  }
}

/**
 * The tree with every placeholder replaced by its value (checked by `checkValues`). One pass:
 * a value holding `{{other}}` stays those characters. A picture whose whole URL is an empty
 * variable is left out (the element hidden, `none` for a `url()`).
 */
export function fillVariables(tree: unknown, values: VariableValues): unknown {
  const fill = (value: string, encode: (name: string, value: string) => string) =>
    value.replace(PLACEHOLDER, (_match, name: string) => encode(name, values[name] ?? ''));
  const asText = (_name: string, value: string) => value;
  return mapStrings(tree, '', 0, {
    text: (value) => fill(value, asText),
    attribute: (attribute, value) => {
      if (!URL_ATTRIBUTES.has(attribute)) return fill(value, asText);
      const whole = WHOLE_PLACEHOLDER.exec(value);
      if (!whole) return fill(value, (_name, part) => urlPart(part));
      const name = whole[1] ?? '';
      return urlValue(name, values[name] ?? '') || NO_PICTURE;
    },
    style: (_property, value) =>
      value.replace(URL_PLACEHOLDER, (_match, _quote, name: string) => {
        const url = urlValue(name, values[name] ?? '');
        return url ? `url("${url}")` : 'none';
      }),
    tailwind: (value) => value,
    // A picture whose URL variable is empty is left out of the layout, as no picture at all.
    element: (props) => {
      if (props.src === NO_PICTURE) props.style = { ...(isObject(props.style) ? props.style : {}), display: 'none' };
    },
  });
}

/** A variable name a design may declare: a name, not one of the GET URL's own parameters. */
export function checkVariableName(name: string): void {
  if (!VARIABLE_NAME.test(name)) {
    throw invalid(`variables.${name}`, `variable names are letters, digits and _ (at most 40), received "${name}"`);
  }
  if (RESERVED.has(name)) {
    throw invalid(
      `variables.${name}`,
      `\`${name}\` is a parameter of the image URL itself (${RESERVED_NAMES.join(', ')}); name the variable otherwise`,
    );
  }
}
