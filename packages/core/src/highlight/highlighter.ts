import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ShikiPrimitive } from '@shikijs/primitive';
import type { ThemeRegistrationResolved } from 'shiki/core';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { createMixedEngine, loadConvertedExpressions } from './precompiled-regexes.js';
import type { CodeThemeId } from './theme-ids.js';

/*
 * One Shiki highlighter for the whole process. It starts empty: each grammar and theme is
 * imported the first time a render asks for it, so a process that only ever renders TypeScript
 * never parses the other 240 grammars, and Shiki itself (~10 MB once loaded) is imported by the
 * first code card: a process that renders only OG cards never loads it. It is Shiki's
 * primitive (grammars, themes, tokens): its HTML output (`@shikijs/core` with hast, 30 modules
 * that took 20 ms of a command-line render's start) loads only for `highlight()`.
 */

export type Highlighter = ShikiPrimitive;

let highlighter: Promise<Highlighter> | undefined;
const pendingLoads = new Map<string, Promise<void>>();

/**
 * Oniguruma's WebAssembly read from Shiki's own `onig.wasm` file and compiled from its bytes:
 * `shiki/wasm` carries the same module as a base64 string (600 kB of JavaScript to parse and
 * decode first), which took ~15 ms of a command-line render's start.
 */
const instantiateOniguruma = async (imports?: object) =>
  WEB_ASSEMBLY.instantiate(await readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm')), imports);

/** Node's WebAssembly global (its type comes with the DOM library, which this package leaves out). */
const WEB_ASSEMBLY = (
  globalThis as unknown as { WebAssembly: { instantiate(bytes: Uint8Array, imports?: object): Promise<object> } }
).WebAssembly;

async function createHighlighter(): Promise<Highlighter> {
  const [{ createShikiPrimitiveAsync }, { createOnigurumaEngine }] = await Promise.all([
    import('@shikijs/primitive'),
    import('shiki/engine/oniguruma'),
  ]);
  return createShikiPrimitiveAsync({
    themes: [],
    langs: [],
    engine: createMixedEngine(await createOnigurumaEngine({ instantiator: instantiateOniguruma })),
  });
}

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter().catch((error: unknown) => {
    highlighter = undefined;
    throw error;
  });
  return highlighter;
}

function loadOnce(key: string, load: () => Promise<void>): Promise<void> {
  let pending = pendingLoads.get(key);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      pendingLoads.delete(key);
      throw error;
    });
    pendingLoads.set(key, pending);
  }
  return pending;
}

/** Loads a bundled grammar (by its canonical Shiki id) unless it is loaded already; plain text needs none. */
export async function ensureLanguage(id: string): Promise<Highlighter> {
  const instance = await getHighlighter();
  const grammar = bundledLanguages[id as keyof typeof bundledLanguages];
  if (grammar) {
    await loadOnce(`lang:${id}`, async () => {
      await instance.loadLanguage(grammar);
      // The grammar and those it embeds; before the first scanner is made, which reads them.
      await Promise.all(instance.getLoadedLanguages().map((name) => loadConvertedExpressions(name)));
    });
  }
  return instance;
}

/** Loads a bundled theme unless it is loaded already. */
export async function ensureTheme(id: CodeThemeId): Promise<Highlighter> {
  const instance = await getHighlighter();
  await loadOnce(`theme:${id}`, () => instance.loadTheme(bundledThemes[id]));
  return instance;
}

/** The resolved theme (colours, type) after `ensureTheme`. */
export async function getResolvedTheme(id: CodeThemeId): Promise<ThemeRegistrationResolved> {
  const instance = await ensureTheme(id);
  return instance.getTheme(id);
}
