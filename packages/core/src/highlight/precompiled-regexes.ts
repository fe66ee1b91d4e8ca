import { readFile } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';
import type { PatternScanner, RegexEngine } from 'shiki';
import { packageFile } from '../assets/package-files.js';
import { ConvertedExpression, type StoredExpression } from './converted-expression.js';
import { expressionScanner } from './expression-scanner.js';

/*
 * A process's first lines are tokenised by JavaScript's own RegExp where the build converted
 * the grammar's expressions (`regexes/`, scripts/precompile-regexes.mjs); after that, by
 * Oniguruma. Oniguruma compiles all of a rule's expressions when the rule is first met: ~90 ms
 * of a one-file command-line render on a fast machine, for TypeScript. V8 compiles a RegExp
 * cheaply on its first runs, so a first card costs less that way (a 3-line file 644 → 535 ms,
 * whole process, on a slow machine). But searching with a scanner's RegExps one by one took
 * 1.65× Oniguruma's CPU time over many files, and compiling them for many files cost more than
 * Oniguruma's compiling: so once a process has made 1,000 searches (~80 lines of TypeScript),
 * every scanner moves to Oniguruma, and a render pool's threads, there to render many cards,
 * start on Oniguruma. Both engines give the same tokens (a test compares them on real files of
 * every converted grammar). A scanner with an expression the build never saw (an `end` with a
 * back-reference filled in from its `begin`, or a grammar not converted) is Oniguruma's.
 */

/** Converted expressions by their Oniguruma source (each compiles its RegExp on its first search). */
const converted = new Map<string, ConvertedExpression>();
const loadedGrammars = new Set<string>();
/** Searches made so far on each engine: how a test sees which one read a grammar. */
export const searchCounts = { javascript: 0, oniguruma: 0 };

/**
 * The searches a process makes on JavaScript before it moves to Oniguruma (1,000 made a first
 * card faster than 0, 100 or 300). A test sets Infinity to compare the engines.
 */
export const engineSwitch = { searchesOnJavaScript: 1000 };

const javascriptIsOver = () => searchCounts.javascript >= engineSwitch.searchesOnJavaScript;

/** Once the budget is spent, the converted forms are never read again: their memory is let go. */
function forgetConverted(): void {
  converted.clear();
}

/**
 * A scanner that searches with JavaScript's RegExps until the process's budget is spent, or
 * until one of them fails (a pattern this V8 cannot compile): then with Oniguruma's, which
 * reads the grammar as it always did.
 */
function switchingScanner(javascript: PatternScanner, compileOniguruma: () => PatternScanner): PatternScanner {
  let onJavaScript: PatternScanner | undefined = javascript;
  let oniguruma: PatternScanner | undefined;
  return {
    findNextMatchSync(text, start, options) {
      if (onJavaScript && javascriptIsOver()) {
        onJavaScript = undefined;
        forgetConverted();
      }
      if (onJavaScript) {
        try {
          const match = onJavaScript.findNextMatchSync(text, start, options);
          searchCounts.javascript++;
          return match;
        } catch {
          onJavaScript = undefined;
        }
      }
      oniguruma ??= compileOniguruma();
      searchCounts.oniguruma++;
      return oniguruma.findNextMatchSync(text, start, options);
    },
    dispose: () => oniguruma?.dispose?.(),
  };
}

/** A scanner on Oniguruma alone, counting its searches. */
function onigurumaScanner(scanner: PatternScanner): PatternScanner {
  return {
    findNextMatchSync(text, start, options) {
      searchCounts.oniguruma++;
      return scanner.findNextMatchSync(text, start, options);
    },
    dispose: () => scanner.dispose?.(),
  };
}

/** Reads the converted expressions of a grammar (by its Shiki name) when the build made them. */
export async function loadConvertedExpressions(grammarName: string): Promise<void> {
  if (loadedGrammars.has(grammarName) || javascriptIsOver()) return;
  loadedGrammars.add(grammarName);
  let path: string;
  try {
    path = packageFile('regexes', `${grammarName}.json.br`);
  } catch {
    return; // not converted: Oniguruma reads it
  }
  addConvertedExpressions(JSON.parse(brotliDecompressSync(await readFile(path)).toString('utf8')));
}

/** Converted forms by their Oniguruma source, as a grammar's file holds them. */
export function addConvertedExpressions(entries: Record<string, StoredExpression>): void {
  for (const [source, entry] of Object.entries(entries)) converted.set(source, new ConvertedExpression(entry));
}

/**
 * Scanners of converted expressions start on JavaScript's RegExp; the rest run on Oniguruma.
 * Lines are Oniguruma's strings (they carry the text and the id the JavaScript scanner reads).
 */
export function createMixedEngine(oniguruma: RegexEngine): RegexEngine {
  return {
    createScanner(patterns) {
      if (javascriptIsOver()) return onigurumaScanner(oniguruma.createScanner(patterns));
      const expressions: ConvertedExpression[] = [];
      for (const pattern of patterns) {
        const expression = typeof pattern === 'string' ? converted.get(pattern) : undefined;
        if (!expression) return onigurumaScanner(oniguruma.createScanner(patterns));
        expressions.push(expression);
      }
      return switchingScanner(expressionScanner(expressions), () => oniguruma.createScanner(patterns));
    },
    createString: (text) => oniguruma.createString(text),
  };
}
