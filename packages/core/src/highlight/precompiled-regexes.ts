import { readFile } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';
import type { EmulatedRegExp } from 'oniguruma-to-es';
import type { RegexEngine } from 'shiki';
import { packageFile } from '../assets/package-files.js';

/*
 * Grammars tokenised by JavaScript's own RegExp where the build converted their expressions
 * (`regexes/`, scripts/precompile-regexes.mjs), by Oniguruma everywhere else. Oniguruma
 * compiles all of a rule's expressions when the rule is first met: ~90 ms of a one-file
 * command-line render on a fast machine for TypeScript. V8 compiles a RegExp on its first run
 * and runs it natively. A scanner goes to JavaScript only when every one of its expressions was
 * converted: an expression the build never saw (an `end` with a back-reference filled in from
 * its `begin`, or a grammar not converted) keeps the whole scanner on Oniguruma, so a grammar is
 * read one way or the other, never half and half.
 */

/** A converted expression: JavaScript source, flags, and the options of an emulated one. */
type Converted = [pattern: string, flags: string, options?: EmulatedRegExp['rawOptions']];

const converted = new Map<string, Converted>();
const built = new Map<string, RegExp>();
const loadedGrammars = new Set<string>();
/** Scanners made so far on each engine: how a test sees which one read a grammar. */
export const scannerCounts = { javascript: 0, oniguruma: 0 };

/** Reads the converted expressions of a grammar (by its Shiki name) when the build made them. */
export async function loadConvertedExpressions(grammarName: string): Promise<void> {
  if (loadedGrammars.has(grammarName)) return;
  loadedGrammars.add(grammarName);
  let path: string;
  try {
    path = packageFile('regexes', `${grammarName}.json.br`);
  } catch {
    return; // not converted: Oniguruma reads it
  }
  const entries = JSON.parse(brotliDecompressSync(await readFile(path)).toString('utf8')) as Record<string, Converted>;
  for (const [source, entry] of Object.entries(entries)) converted.set(source, entry);
}

/**
 * Scanners of converted expressions run on JavaScript's RegExp; the rest on Oniguruma. Strings
 * are Oniguruma's (they carry the `content` and `id` the JavaScript scanner reads).
 */
export async function createMixedEngine(oniguruma: RegexEngine): Promise<RegexEngine> {
  const [{ createJavaScriptRawEngine }, { EmulatedRegExp }] = await Promise.all([
    import('shiki/engine/javascript'),
    import('oniguruma-to-es'),
  ]);
  const javascript = createJavaScriptRawEngine();
  const regexFor = (source: string): RegExp | undefined => {
    let regex = built.get(source);
    if (regex) return regex;
    const entry = converted.get(source);
    if (!entry) return undefined;
    const [pattern, flags, options] = entry;
    regex = options ? new EmulatedRegExp(pattern, flags, options) : new RegExp(pattern, flags);
    built.set(source, regex);
    return regex;
  };
  return {
    createScanner(patterns) {
      const regexes: RegExp[] = [];
      for (const pattern of patterns) {
        const regex = typeof pattern === 'string' ? regexFor(pattern) : pattern;
        if (!regex) {
          scannerCounts.oniguruma++;
          return oniguruma.createScanner(patterns);
        }
        regexes.push(regex);
      }
      scannerCounts.javascript++;
      return javascript.createScanner(regexes);
    },
    createString: (text) => oniguruma.createString(text),
  };
}
