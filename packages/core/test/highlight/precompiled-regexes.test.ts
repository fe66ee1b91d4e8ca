import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeToTokensBase, createShikiPrimitiveAsync, type ShikiPrimitive } from '@shikijs/primitive';
import { bundledLanguages } from 'shiki/langs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPILED_LANGUAGES } from '../../scripts/precompiled-languages.mjs';
import { packageFile } from '../../src/assets/package-files.js';
import { compiledRegexes } from '../../src/highlight/converted-expression.js';
import { addConvertedExpressions, createMixedEngine, searchCounts } from '../../src/highlight/precompiled-regexes.js';
import { prepareHighlighter } from '../../src/highlight/tokenize.js';

/*
 * Every grammar whose expressions the build converts to JavaScript must tokenise real files
 * exactly as Oniguruma does: the same tokens with the same scopes, not only the same colours.
 * The samples are the detection tuning set's files and the language fixtures.
 */

const FIXTURES = join(import.meta.dirname, '../fixtures');
const THEME = 'vitesse-dark';

function samplesOf(language: string): string[] {
  const folder = join(FIXTURES, 'detect/tune/files', language);
  // Ten files a language keep the test to ~15 s; the full set was compared once (docs/decisions.md).
  const files = readdirSync(folder)
    .sort()
    .slice(0, 10)
    .map((name) => readFileSync(join(folder, name), 'utf8'));
  const fixture = readdirSync(join(FIXTURES, 'languages')).find((name) => name.startsWith(`${language}.`));
  if (fixture) files.push(readFileSync(join(FIXTURES, 'languages', fixture), 'utf8'));
  return files;
}

/** Tokens with each one's scopes: what a grammar read, before any theme merged them. */
function scopedTokens(highlighter: ShikiPrimitive, code: string, language: string) {
  // No time limit a line: on a busy machine Shiki's 500 ms would cut a line short on either engine.
  const options = { lang: language, theme: THEME, includeExplanation: 'scopeName', tokenizeTimeLimit: 0 } as const;
  return codeToTokensBase(highlighter, code, options).map((line) =>
    line.map((token) => ({
      content: token.content,
      offset: token.offset,
      color: token.color,
      scopes: token.explanation?.map((part) => part.scopes.map((scope) => scope.scopeName).join(' ')),
    })),
  );
}

let oniguruma: ShikiPrimitive;

beforeAll(async () => {
  // Made by `pnpm build`: says so when it was never run.
  packageFile('regexes', 'typescript.json.br');
  const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
  oniguruma = await createShikiPrimitiveAsync({
    themes: [(await import('shiki/themes')).bundledThemes[THEME]],
    langs: [],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
});

describe('grammars read by JavaScript RegExp', () => {
  it.each(PRECOMPILED_LANGUAGES)('%s tokenises its samples exactly as Oniguruma', async (language) => {
    const mixed = await prepareHighlighter(language, THEME);
    await oniguruma.loadLanguage(bundledLanguages[language as keyof typeof bundledLanguages]);
    const before = searchCounts.javascript;
    const samples = samplesOf(language);
    expect(samples.length).toBeGreaterThanOrEqual(3);
    for (const sample of samples) {
      expect(scopedTokens(mixed, sample, language)).toEqual(scopedTokens(oniguruma, sample, language));
    }
    // The comparison means something only if JavaScript read them.
    expect(searchCounts.javascript).toBeGreaterThan(before);
  });

  it('answers from Oniguruma when V8 cannot compile a converted expression', async () => {
    const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
    const engine = createMixedEngine(await createOnigurumaEngine(import('shiki/wasm')));
    addConvertedExpressions({ 'b(c)': ['b(c)', 'dgv'], 'x(y)': ['x(y', 'dgv'] });
    const spans = (match: { index: number; captureIndices: { start: number; end: number }[] } | null) =>
      match && [match.index, match.captureIndices.map((capture) => [capture.start, capture.end])];

    const converted = engine.createScanner(['b(c)']);
    let before = { ...searchCounts };
    expect(spans(converted.findNextMatchSync(engine.createString('abc'), 0, 0))).toEqual([
      0,
      [
        [1, 3],
        [2, 3],
      ],
    ]);
    expect(searchCounts.javascript).toBe(before.javascript + 1);

    const broken = engine.createScanner(['x(y)']);
    before = { ...searchCounts };
    expect(spans(broken.findNextMatchSync(engine.createString('axy'), 0, 0))).toEqual([
      0,
      [
        [1, 3],
        [2, 3],
      ],
    ]);
    expect(searchCounts).toEqual({ javascript: before.javascript, oniguruma: before.oniguruma + 1 });
  });

  it('neither compiles nor runs an expression whose required text the line lacks', async () => {
    const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
    const engine = createMixedEngine(await createOnigurumaEngine(import('shiki/wasm')));
    addConvertedExpressions({ 'foo(bar|baz)': ['foo(bar|baz)', 'dgv', { needs: ['foobar', 'foobaz'] }] });
    const scanner = engine.createScanner(['foo(bar|baz)']);
    const compiled = compiledRegexes.count;
    expect(scanner.findNextMatchSync(engine.createString('foo bar baz foobaz'), 13, 0)).toBeNull();
    expect(scanner.findNextMatchSync(engine.createString('let x = 1;'), 0, 0)).toBeNull();
    expect(compiledRegexes.count).toBe(compiled);
    expect(scanner.findNextMatchSync(engine.createString('foo bar baz foobaz'), 0, 0)?.captureIndices[0]?.start).toBe(
      12,
    );
    expect(compiledRegexes.count).toBe(compiled + 1);
  });

  it('leaves a grammar the build did not convert to Oniguruma', async () => {
    const language = 'cobol';
    expect(PRECOMPILED_LANGUAGES).not.toContain(language);
    const highlighter = await prepareHighlighter(language, THEME);
    const before = { ...searchCounts };
    codeToTokensBase(highlighter, '       IDENTIFICATION DIVISION.\n       PROGRAM-ID. HELLO.\n', {
      lang: language,
      theme: THEME,
    });
    expect(searchCounts.oniguruma).toBeGreaterThan(before.oniguruma);
    expect(searchCounts.javascript).toBe(before.javascript);
  });
});
