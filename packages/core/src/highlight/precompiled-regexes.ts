import { readFile } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';
import type { PatternScanner, RegexEngine } from 'shiki';
import { packageFile } from '../assets/package-files.js';
import { ConvertedExpression, type StoredExpression } from './converted-expression.js';
import { expressionScanner } from './expression-scanner.js';

/*
 * Grammars whose expressions the build converted (`regexes/`, scripts/precompile-regexes.mjs)
 * are tokenised by JavaScript's own RegExp; the rest by Oniguruma. Oniguruma compiles all of a
 * rule's expressions when the rule is first met; V8 compiles a RegExp on its first run, and
 * the build stores beside each expression text it cannot match without, so a line that lacks
 * it passes the expression by uncompiled. Over the detection samples of the first 56 converted
 * grammars that took 0.68× Oniguruma's CPU time on a first pass and 0.78× once warm, in half
 * its memory (docs/decisions.md). Both engines give the same tokens (a test compares them on
 * real files of every converted grammar). A scanner with an expression the build never saw
 * (an `end` with a back-reference filled in from its `begin`) is Oniguruma's.
 */

/** Converted expressions by their Oniguruma source (each compiles its RegExp on its first search). */
const converted = new Map<string, ConvertedExpression>();
const loadedGrammars = new Set<string>();
/** Searches made so far on each engine: how a test sees which one read a grammar. */
export const searchCounts = { javascript: 0, oniguruma: 0 };

/**
 * A scanner that searches with JavaScript's RegExps until one of them fails (a pattern this V8
 * cannot compile): then with Oniguruma's, which reads the grammar as it always did.
 */
function switchingScanner(javascript: PatternScanner, compileOniguruma: () => PatternScanner): PatternScanner {
  let onJavaScript: PatternScanner | undefined = javascript;
  let oniguruma: PatternScanner | undefined;
  return {
    findNextMatchSync(text, start, options) {
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
  if (loadedGrammars.has(grammarName)) return;
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
 * Scanners of converted expressions run on JavaScript's RegExp; the rest on Oniguruma.
 * Lines are Oniguruma's strings (they carry the text and the id the JavaScript scanner reads).
 */
export function createMixedEngine(oniguruma: RegexEngine): RegexEngine {
  return {
    createScanner(patterns) {
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
