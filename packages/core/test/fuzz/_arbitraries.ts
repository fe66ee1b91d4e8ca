import fc from 'fast-check';
import { BACKGROUND_IDS } from '../../src/cards/code/backgrounds.js';
import { CODE_THEME_IDS } from '../../src/highlight/theme-ids.js';

/**
 * Inputs an attacker or a careless caller could send, for property tests of the library and
 * the HTTP endpoints: text from every Unicode plane (unpaired surrogates, noncharacters and
 * controls included), numbers and types out of range, hostile SVGs and malformed data: URIs.
 */

/** The text with unpaired surrogates replaced, as a URL or UTF-8 encoder needs it. */
export const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/gu, '\ufffd');

/** Strings that broke or could break some layer: XML, JSON, URLs, shaping, the grid. */
const NASTY = [
  '',
  '<',
  '&',
  ']]>',
  '"\'',
  '\u0000',
  '\u001b[31m',
  '\ufffe\uffff',
  '\ud800',
  '\udc00x',
  '\u202e\u200f',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\t\r\n\r',
  '%E0%A4%A',
  '__proto__',
  '𝔸𝕓 ✔ ⇑',
  '한국어 العربية עברית हिन्दी ไทย',
];

/** Any text: NASTY pieces and random code points of every plane, joined. */
export const anyText = (maxLength = 200) =>
  fc
    .array(fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 20 })), { maxLength: 12 })
    .map((parts) => parts.join('').slice(0, maxLength));

/** A value of any JSON type, and numbers around and past every bound. */
export const anyValue = fc.oneof(
  anyText(40),
  fc.integer({ min: -10, max: 3000 }),
  fc.constantFrom(0, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e21),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer({ min: -5, max: 300 }), { maxLength: 5 }),
  fc.object({ maxDepth: 1, maxKeys: 2 }),
);

/** Either a valid value of a field or anything at all, so both sides of each rule get tried. */
const fieldOf = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 20, arbitrary: valid }, { weight: 1, arbitrary: anyValue });

const svgOf = (body: string, width: number | string = 64, height: number | string = 64) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}">${body}</svg>`;

/** SVGs that have hurt renderers: absurd sizes, deep nesting, entities, links out, broken XML. */
const hostileSvg = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 1_000_000_000 }))
    .map(([width, height]) => svgOf('<rect width="100%" height="100%" fill="red"/>', width, height)),
  fc.constantFrom('1e9', '-5', 'auto', '100%', '10cm', 'NaN').map((size) => svgOf('', size, size)),
  fc.integer({ min: 1, max: 200 }).map((depth) => svgOf(`${'<g opacity=".5">'.repeat(depth)}${'</g>'.repeat(depth)}`)),
  fc.constant(`<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${svgOf('<text>&b;</text>')}`),
  fc
    .constantFrom('/etc/passwd', 'file:///etc/hostname', 'http://127.0.0.1/x.png', '../x.png')
    .map((href) => svgOf(`<image href="${href}" width="10" height="10"/><use xlink:href="${href}#a"/>`)),
  fc.constant(svgOf('<g id="a"><use href="#a"/></g>')),
  anyText(100).map((text) => svgOf(`<text>${text}</text>`)),
  anyText(100),
);

/** An avatar or logo URI: data: URIs of hostile SVGs (percent or base64), malformed ones, odd schemes. */
const anyImageUri = fc.oneof(
  hostileSvg.map((svg) => `data:image/svg+xml,${encodeURIComponent(wellFormed(svg))}`.slice(0, 2000)),
  hostileSvg.map((svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`.slice(0, 2000)),
  fc.constantFrom(
    'data:image/svg+xml,%E0%A4%A',
    'data:,',
    'data:image/png;base64,!!!!',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'http://[bad',
    'http://10.0.0.1/a.png',
  ),
  anyText(60),
);

/** A field given now and then (one time in seven): an optional one that most inputs leave out. */
const now = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

/** Options for `renderCode`, each field valid or not, each one present or not. */
export const codeOptions = fc
  .record(
    {
      code: fieldOf(anyText(300).filter((code) => code.length > 0)),
      language: fieldOf(fc.constantFrom('auto', 'ts', 'python', 'text', 'diff', 'nope')),
      theme: fieldOf(fc.constantFrom(...CODE_THEME_IDS)),
      background: fieldOf(fc.constantFrom(...BACKGROUND_IDS)),
      window: fieldOf(fc.constantFrom('mac', 'none')),
      padding: fieldOf(fc.integer({ min: 0, max: 200 })),
      fontSize: fieldOf(fc.integer({ min: 8, max: 40 })),
      lineNumbers: fieldOf(fc.boolean()),
      highlightLines: fieldOf(fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 5 })),
      width: fieldOf(fc.integer({ min: 0, max: 2000 })),
      format: fieldOf(fc.constantFrom('png', 'jpeg', 'webp', 'svg')),
      darkTheme: now(fc.constantFrom('github-dark', 'nope')),
      scale: fieldOf(fc.constantFrom(1, 2, 3)),
    },
    { requiredKeys: ['code'] },
  )
  .chain((options) =>
    // Now and then a field no schema knows.
    fc
      .oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: anyValue })
      .map((extra) => (extra === undefined ? options : { ...options, colour: extra })),
  );

/** Options for `renderOg`, each field valid or not, each one present or not. */
export const ogOptions = fc.record(
  {
    title: fieldOf(anyText(300).filter((title) => title.length > 0)),
    subtitle: fieldOf(anyText(300)),
    author: fieldOf(anyText(100)),
    avatar: anyImageUri,
    logo: anyImageUri,
    template: fieldOf(fc.constantFrom('article', 'minimal', 'code')),
    code: now(anyText(300)),
    theme: fieldOf(fc.constantFrom('dark', 'light')),
    accent: fieldOf(fc.constantFrom('#7c3aed', '#fde047', '#000', '#ffffff80')),
    format: fieldOf(fc.constantFrom('png', 'jpeg', 'webp', 'svg')),
  },
  { requiredKeys: ['title'] },
);
