import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MAX_HTML_LENGTH } from '../options/input-limits.js';
import { escapeXml } from '../text/xml.js';
import { readInputFile, utf8Bytes } from './read-input-file.js';
import { decodeSource } from './source-text.js';
import { UsageError } from './usage-error.js';

/*
 * A design file as `glyphcast render` reads it: HTML (`{{name}}` filled with a prop, escaped),
 * a JSON element tree (`{{name}}` in its strings filled as text), or a JSX/TSX/JS module whose
 * default export is a component (called with the props) or an element. JSX is compiled by
 * esbuild when the project has it: it is not a dependency of glyphcast, so a default install
 * stays small; elements come out as plain trees, so React need not be installed either.
 */

export type Props = Record<string, unknown>;

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** `{{name}}` replaced by each prop's text; a placeholder with no prop is an error naming it. */
function fillPlaceholders(text: string, props: Props, asText: (value: string) => string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    if (!(name in props)) {
      const given = Object.keys(props);
      throw new UsageError(
        `the design uses {{${name}}}, which --props does not give${given.length ? ` (it gives ${given.join(', ')})` : ''}`,
      );
    }
    return asText(String(props[name]));
  });
}

function fillStrings(value: unknown, props: Props): unknown {
  if (typeof value === 'string') return fillPlaceholders(value, props, (text) => text);
  if (Array.isArray(value)) return value.map((item) => fillStrings(item, props));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillStrings(item, props)]));
  }
  return value;
}

/** Makes plain `{ type, props }` trees from compiled JSX, with no React. */
const JSX_PRELUDE = `const __glyphcastFragment = Symbol.for('react.fragment');
function __glyphcastH(type, props, ...children) {
  const all = { ...(props ?? {}) };
  if (children.length) all.children = children.length === 1 ? children[0] : children;
  return { type, props: all };
}`;

async function loadModule(file: string): Promise<unknown> {
  let esbuild: typeof import('esbuild');
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new UsageError(
      `rendering ${extname(file)} needs esbuild to compile it: install it in your project (npm install --save-dev esbuild), or write the design as .html or .json`,
    );
  }
  const result = await esbuild
    .build({
      // Absolute: esbuild refuses a relative working folder (a design named `card.tsx`).
      entryPoints: [resolve(file)],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      jsx: 'transform',
      jsxFactory: '__glyphcastH',
      jsxFragment: '__glyphcastFragment',
      banner: { js: JSX_PRELUDE },
      logLevel: 'silent',
      absWorkingDir: dirname(resolve(file)),
    })
    .catch((error: Error) => {
      throw new UsageError(`cannot compile ${file}: ${error.message.split('\n').slice(0, 3).join(' ')}`);
    });
  const code = result.outputFiles[0]?.text ?? '';
  const folder = await mkdtemp(join(tmpdir(), 'glyphcast-design-'));
  try {
    const compiled = join(folder, 'design.mjs');
    await writeFile(compiled, code);
    return ((await import(pathToFileURL(compiled).href)) as { default?: unknown }).default;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A design file at most this large: its HTML's bound in UTF-8, ample for a JSON tree or a module. */
const MAX_DESIGN_FILE_BYTES = utf8Bytes(MAX_HTML_LENGTH);

/** What a design file draws for some props: its HTML, or its element tree. */
export type DesignSource = (props: Props) => { html: string } | { element: unknown };

/**
 * The design file read once (a module compiled and imported once): a function of the props,
 * for a command that draws it for many pages.
 */
export async function readDesign(file: string): Promise<DesignSource> {
  const kind = extname(file).toLowerCase();
  const read = async () => {
    const { text, warning } = decodeSource(await readInputFile(file, MAX_DESIGN_FILE_BYTES), file);
    if (warning) console.error(`glyphcast: warning: ${warning}`);
    return text;
  };
  if (kind === '.html' || kind === '.htm') {
    const html = await read();
    return (props) => ({ html: fillPlaceholders(html, props, escapeXml) });
  }
  if (kind === '.json') {
    let tree: unknown;
    try {
      tree = JSON.parse(await read());
    } catch (error) {
      throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
    }
    return (props) => ({ element: fillStrings(tree, props) });
  }
  if (['.jsx', '.tsx', '.js', '.mjs', '.ts'].includes(kind)) {
    await read();
    const exported = await loadModule(file);
    if (exported === undefined)
      throw new UsageError(`${file} has no default export: export the card's component or element`);
    return (props) => ({
      element: typeof exported === 'function' ? (exported as (props: Props) => unknown)(props) : exported,
    });
  }
  throw new UsageError(
    `glyphcast render reads .html, .json, .jsx, .tsx or .js designs, not ${kind || 'a file with no extension'}`,
  );
}

/** The element to render, or the HTML: what the file holds, with the props filled in. */
export async function loadDesign(file: string, props: Props): Promise<{ html: string } | { element: unknown }> {
  return (await readDesign(file))(props);
}
