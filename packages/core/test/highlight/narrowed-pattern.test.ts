import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packageFile } from '../../src/assets/package-files.js';
import { ConvertedExpression, isAsciiLine, type StoredExpression } from '../../src/highlight/converted-expression.js';
import { narrowedPattern } from '../../src/highlight/narrowed-pattern.js';

/*
 * Lines of ASCII text are searched with each pattern's Unicode properties cut to their ASCII
 * characters. That is only right if the two forms find the same matches on every such line:
 * checked on small cases and on every stored expression of three grammars over real files.
 */

const FIXTURES = join(import.meta.dirname, '../fixtures');

function asciiLinesOf(language: string): string[] {
  const folder = join(FIXTURES, 'detect/tune/files', language);
  return readdirSync(folder)
    .flatMap((name) => readFileSync(join(folder, name), 'utf8').split('\n'))
    .map((line) => `${line}\n`)
    .filter(isAsciiLine);
}

const stored = (language: string): StoredExpression[] =>
  Object.values(
    JSON.parse(brotliDecompressSync(readFileSync(packageFile('regexes', `${language}.json.br`))).toString()),
  );

describe('a pattern for ASCII lines', () => {
  it('puts the ASCII characters of each property in its place, inside classes and out', () => {
    expect(narrowedPattern('\\p{Nd}+', 'dgv')).toBe('[\\x30-\\x39]+');
    expect(narrowedPattern('[_\\p{Alpha}][^\\P{space}]', 'dgv')).toBe(
      '[_[\\x41-\\x5a\\x61-\\x7a]][^[\\x00-\\x08\\x0e-\\x1f\\x21-\\x7f]]',
    );
    // Marks have no ASCII character: a class that matches nothing.
    expect(narrowedPattern('[\\p{L}\\p{M}]', 'dgv')).toBe('[[\\x41-\\x5a\\x61-\\x7a][]]');
  });

  it('reads properties as the pattern does, case-insensitively where it is', () => {
    expect(narrowedPattern('\\p{Lu}', 'dgv')).toBe('[\\x41-\\x5a]');
    expect(narrowedPattern('\\p{Lu}', 'dgiv')).toBe('[\\x41-\\x5a\\x61-\\x7a]');
  });

  it('leaves an escaped backslash, other escapes and patterns without properties alone', () => {
    expect(narrowedPattern('\\\\p{L}\\x41\\u{1F600}', 'dgv')).toBe('\\\\p{L}\\x41\\u{1F600}');
    const plain = 'a(b)c';
    expect(narrowedPattern(plain, 'dgv')).toBe(plain);
  });

  it('finds on a line beyond ASCII what the full pattern finds', () => {
    const word = new ConvertedExpression(['[\\p{L}\\p{M}\\p{N}\\p{Pc}]+', 'dgv']);
    expect(word.search('naïve_1 = 2\n', 0)?.spans[0]).toEqual([0, 7]);
    expect(word.search('naive_1 = 2\n', 0)?.spans[0]).toEqual([0, 7]);
    expect(isAsciiLine('naïve')).toBe(false);
    expect(isAsciiLine('naive\n')).toBe(true);
  });

  it.each(['typescript', 'sql', 'css'])('finds what the full %s patterns find on every ASCII line', (language) => {
    const lines = asciiLinesOf(language);
    expect(lines.length).toBeGreaterThan(100);
    let compared = 0;
    for (const [pattern, flags] of stored(language)) {
      const ascii = narrowedPattern(pattern, flags);
      if (ascii === pattern) continue;
      const full = new RegExp(pattern, flags);
      const cut = new RegExp(ascii, flags);
      for (const line of lines) {
        full.lastIndex = 0;
        cut.lastIndex = 0;
        const found = JSON.stringify(cut.exec(line)?.indices);
        if (found !== JSON.stringify(full.exec(line)?.indices)) expect(found, `${pattern} on ${line}`).toBe('the same');
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
