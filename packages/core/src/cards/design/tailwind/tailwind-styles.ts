import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { boundedCache, remember } from '../../../bounded-cache.js';
import { parseDeclarations, ruleBlocks } from '../html/style-sheet.js';
import { plainValue } from './resolve-values.js';

/*
 * `tw` classes through Tailwind 4's own compiler (the `tailwindcss` package: the exact CSS
 * Tailwind generates, no dependencies), loaded on the first design that uses `tw`. Each class's
 * declarations are made plain (variables, calc(), oklch(), color-mix()) and applied in the
 * order Tailwind sorts them, before the element's own `style`. Breakpoint variants (`sm:` to
 * `2xl:`) apply when the image is at least that wide, as a page of that width would show them
 * (and as satori applies them); other variants (`hover:`, `dark:`) have no meaning in a still
 * image and are warned of, as are unknown classes.
 */

/** Tailwind's breakpoints (its theme's defaults), smallest first: min-width in CSS pixels. */
const BREAKPOINTS: readonly [string, number][] = [
  ['sm', 640],
  ['md', 768],
  ['lg', 1024],
  ['xl', 1280],
  ['2xl', 1536],
];

/** `md:flex-row` → its breakpoint's rank and the class it applies; undefined for other classes. */
function breakpointClass(name: string): { rank: number; minWidth: number; utility: string } | undefined {
  const colon = name.indexOf(':');
  if (colon < 0) return undefined;
  const rank = BREAKPOINTS.findIndex(([prefix]) => prefix === name.slice(0, colon));
  if (rank < 0) return undefined;
  return { rank, minWidth: (BREAKPOINTS[rank] as [string, number])[1], utility: name.slice(colon + 1) };
}

const require = createRequire(import.meta.url);

interface Compiler {
  build(candidates: string[]): string;
}

let compiler: Promise<Compiler> | undefined;

/** Tailwind's theme and utilities, compiled once per thread (no preflight: designs start bare). */
function loadCompiler(): Promise<Compiler> {
  compiler ??= (async () => {
    const { compile } = (await import('tailwindcss')) as {
      compile: (css: string, options: unknown) => Promise<Compiler>;
    };
    const root = dirname(require.resolve('tailwindcss/package.json'));
    return compile('@import "tailwindcss/theme.css"; @import "tailwindcss/utilities.css";', {
      base: root,
      loadStylesheet: async (id: string, base: string) => {
        const file = id.startsWith('tailwindcss/') ? join(root, id.slice('tailwindcss/'.length)) : join(base, id);
        return { path: file, base: dirname(file), content: readFileSync(file, 'utf8') };
      },
    });
  })();
  return compiler;
}

/** What Tailwind's CSS for a set of classes holds, ready to apply class by class. */
interface CompiledClasses {
  /** Declarations per class, in Tailwind's order. */
  rules: Map<string, [string, string][]>;
  /** The theme's variables and the registered properties' initial values. */
  variables: Map<string, string>;
}

/** `.mt-\[12px\]` → `mt-[12px]`. */
const unescapeSelector = (selector: string) => selector.replace(/\\(.)/g, '$1');

/** Rule bodies without their nested blocks (`@supports … { … }`: the outer declarations stand). */
function withoutNestedBlocks(body: string): string {
  let out = '';
  let depth = 0;
  let start = 0;
  for (let index = 0; index < body.length; index++) {
    if (body[index] === '{') {
      if (depth === 0) {
        const statementStart = body.lastIndexOf(';', index) + 1;
        out += body.slice(start, statementStart);
      }
      depth++;
    } else if (body[index] === '}') {
      depth--;
      if (depth === 0) start = index + 1;
    }
  }
  return depth === 0 ? out + body.slice(start) : out;
}

function compiled(css: string): CompiledClasses {
  const rules = new Map<string, [string, string][]>();
  const variables = new Map<string, string>();
  // @property blocks: their initial values stand for unset variables (one with none stays
  // unset, so var()'s fallback applies).
  for (const match of css.matchAll(/@property\s+(--[\w-]+)\s*\{([^}]*)\}/g)) {
    const initial = /initial-value:\s*([^;]*);/.exec(match[2] as string);
    if (initial) variables.set(match[1] as string, (initial[1] as string).trim());
  }
  const sheet = css.replace(/@property\s+--[\w-]+\s*\{[^}]*\}/g, '').replace(/@layer\s+[\w,\s]+;/g, '');
  for (const rule of ruleBlocks(sheet)) {
    if (rule.prelude.startsWith('@')) continue;
    const declarations = Object.entries(parseDeclarations(withoutNestedBlocks(rule.body)));
    if (rule.prelude.includes(':root')) {
      for (const [name, value] of declarations) if (name.startsWith('--')) variables.set(name, value);
      continue;
    }
    if (!rule.prelude.startsWith('.')) continue;
    rules.set(unescapeSelector(rule.prelude.slice(1)), declarations);
  }
  return { rules, variables };
}

/** Per set of classes, the style each element gets: most designs repeat their class lists. */
const styles = boundedCache<string, { style: Record<string, string>; warnings: string[] }>(512);

/**
 * The style objects for elements' `tw` strings (one per string) in an image `width` CSS pixels
 * wide, and what was not drawn. Classes of all elements are compiled in one call.
 */
export async function tailwindStyles(
  twStrings: readonly string[],
  width: number,
): Promise<Map<string, { style: Record<string, string>; warnings: string[] }>> {
  const out = new Map<string, { style: Record<string, string>; warnings: string[] }>();
  // The breakpoints the width reaches: styles are kept per string and per that count.
  const reached = BREAKPOINTS.filter(([, minWidth]) => width >= minWidth).length;
  const keyOf = (tw: string) => `${reached}|${tw}`;
  const missing = [...new Set(twStrings)].filter((tw) => {
    const known = styles.get(keyOf(tw));
    if (known) out.set(tw, known);
    return !known;
  });
  if (missing.length === 0) return out;
  const classesOf = (tw: string) => tw.split(/\s+/).filter(Boolean);
  const utilityOf = (name: string) => breakpointClass(name)?.utility ?? name;
  const candidates = [...new Set(missing.flatMap(classesOf).map(utilityOf))];
  const { rules, variables } = compiled((await loadCompiler()).build(candidates));
  const order = [...rules.keys()];
  for (const tw of missing) {
    const classes = classesOf(tw);
    const warnings = classes
      .filter((name) => !rules.has(utilityOf(name)) || (name.includes(':') && !breakpointClass(name)))
      .map((name) =>
        name.includes(':') && !breakpointClass(name)
          ? `\`${name}\`: variants (hover:, dark:…) have no meaning in an image`
          : `\`${name}\` is not a Tailwind class`,
      );
    // Tailwind's order is the cascade: a later utility wins, whatever the order in `tw`; the
    // breakpoints reached come after, the widest last.
    const plain = order.filter((name) => classes.includes(name));
    const responsive = classes
      .map((name) => breakpointClass(name))
      .filter((variant) => variant !== undefined && width >= variant.minWidth && rules.has(variant.utility))
      .sort(
        (a, b) => (a?.rank ?? 0) - (b?.rank ?? 0) || order.indexOf(a?.utility ?? '') - order.indexOf(b?.utility ?? ''),
      )
      .map((variant) => variant?.utility as string);
    const declarations = [...plain, ...responsive].flatMap((name) => rules.get(name) ?? []);
    const own = new Map(variables);
    for (const [name, value] of declarations) if (name.startsWith('--')) own.set(name, value);
    const style: Record<string, string> = {};
    for (const [name, value] of declarations) {
      if (name.startsWith('--')) continue;
      style[name] = plainValue(value, own);
    }
    out.set(tw, remember(styles, keyOf(tw), { style, warnings }));
  }
  return out;
}
