import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { codeToTokensBase } from '@shikijs/primitive';
import { describe, expect, it } from 'vitest';
import { requiredLiterals } from '../../scripts/required-literals.mjs';
import { packageFile } from '../../src/assets/package-files.js';
import { compiledRegexes, foldCase, type StoredExpression } from '../../src/highlight/converted-expression.js';
import { prepareHighlighter } from '../../src/highlight/tokenize.js';

/*
 * The text an expression cannot match without, worked out by the build so a scanner can pass
 * over expressions a line lacks the text for. Wrong here means wrong colours, so the rule is
 * checked on real grammars and files as well as on small cases.
 */

const FIXTURES = join(import.meta.dirname, '../fixtures');

const storedExpressions = (language: string): Record<string, StoredExpression> =>
  JSON.parse(brotliDecompressSync(readFileSync(packageFile('regexes', `${language}.json.br`))).toString());

describe('the text an expression requires', () => {
  it.each([
    ['(abstract|declare|override)\\b', ['abstract', 'declare', 'override']],
    ['foo(bar)?', ['foo']],
    ['x*y+z', ['y']],
    ['[\\(\\*\\<]\\s*', ['(', '*', '<']],
    ['(?=.*=>)\\w+', ['=>']],
    ['(?<=@)import', ['import']],
    ['(?:(?=\\.\\.\\.)|(?!\\.))yield', ['yield']],
    ['\\bclass\\s+(\\w+)', ['class']],
  ])('%s needs one of %j', (expression, needs) => {
    expect(requiredLiterals(expression)).toEqual({ needs, caseless: false });
  });

  it.each([
    ['(?i)SELECT\\s+', ['select']],
    ['(?i:from|Join)\\b', ['from', 'join']],
    ['\\b(?i:as)\\s+(Table)', ['table']],
  ])('%s needs one of %j in any case', (expression, needs) => {
    expect(requiredLiterals(expression)).toEqual({ needs, caseless: true });
  });

  it('folds a line as a case-insensitive search sees it, keeping its length', () => {
    expect(foldCase('SELECT \u017fum, Temp \u212a, ÉTÉ')).toBe('select sum, temp k, ÉtÉ');
  });

  it.each([
    ['a?b?', 'everything optional'],
    ['(?i)café', 'case-insensitive beyond ASCII'],
    ['(?<=import )\\w+', 'text in a lookbehind only (it may lie before the search)'],
    ['(?!class)\\w+', 'a negative lookahead'],
    ['(a)\\1|\\w', 'an alternative that needs nothing'],
    ['\\s*$', 'no literal at all'],
    ['[^"]+', 'a negated class'],
  ])('%s needs nothing: %s', (expression) => {
    expect(requiredLiterals(expression)).toBeUndefined();
  });

  it.each([
    ['typescript', 200, [join(FIXTURES, 'server.ts'), join(FIXTURES, 'languages/typescript.ts')]],
    ['sql', 50, [join(FIXTURES, 'languages/sql.sql')]],
  ] as const)('holds on every line a converted %s expression matches in real files', (language, least, extra) => {
    const expressions = Object.values(storedExpressions(language)).filter(([, , notes]) => notes?.needs);
    expect(expressions.length).toBeGreaterThan(least);
    const folder = join(FIXTURES, 'detect/tune/files', language);
    const files = [...extra, ...readdirSync(folder).map((name) => join(folder, name))];
    // As the tokenizer hands a line over: with its line break.
    const lines = files.flatMap((path) => readFileSync(path, 'utf8').split('\n')).map((line) => `${line}\n`);
    expect(lines.length).toBeGreaterThan(60);
    let matched = 0;
    for (const [pattern, flags, notes] of expressions) {
      const regex = new RegExp(pattern, flags.replace('y', ''));
      for (const line of lines) {
        regex.lastIndex = 0;
        const match = regex.exec(line);
        if (!match) continue;
        matched++;
        const searched = notes?.caseless ? foldCase(line) : line;
        expect(notes?.needs?.some((needed) => searched.includes(needed, match.index))).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(least);
  });

  it('lets a short file compile a fraction of its grammar', async () => {
    const highlighter = await prepareHighlighter('rust', 'vitesse-dark');
    const before = compiledRegexes.count;
    codeToTokensBase(highlighter, 'fn main() {\n    let answer = 42;\n}\n', { lang: 'rust', theme: 'vitesse-dark' });
    const compiled = compiledRegexes.count - before;
    expect(compiled).toBeGreaterThan(0);
    expect(compiled).toBeLessThan(Object.keys(storedExpressions('rust')).length / 5);
  });
});
