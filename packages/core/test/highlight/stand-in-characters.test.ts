import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRECOMPILED_LANGUAGES } from '../../scripts/precompiled-languages.mjs';
import { packageFile } from '../../src/assets/package-files.js';
import { ConvertedExpression, type StoredExpression } from '../../src/highlight/converted-expression.js';
import { narrowedPattern } from '../../src/highlight/narrowed-pattern.js';
import { knownStandIns, standInLine, standInsServe } from '../../src/highlight/stand-in-characters.js';

/*
 * A line beyond ASCII is searched with its other characters replaced by stand-ins and each
 * property narrowed to ASCII and the stand-ins it holds. That is only right if every pattern
 * the stand-ins serve finds the same matches there as the full pattern on the real line:
 * checked on lines in many scripts, every stored expression of several grammars.
 */

const FIXTURES = join(import.meta.dirname, '../fixtures');

/** Lines that put every kind of character beyond ASCII where grammars look: words, numbers, spaces, marks. */
const WRITTEN = [
  '// 读取配置文件，失败时返回默认值',
  'const 名前 = "東京タワー"; // コメント',
  'let 이름 = "서울"; /* 한국어 주석 */',
  'x = "مرحبا بالعالم" # تعليق',
  'print("नमस्ते दुनिया")  # टिप्पणी',
  'def naïve_café(résumé, ŝtato): return Ωmega + λ',
  'α = β₂ + γ² − ∑(δ) ≤ ∞ ; ε × π ÷ 2',
  'size = ٣٤٥ + ۷۸ + ४२ # digits of other scripts',
  'text\u00a0with\u3000odd\u2003spaces\ufeffand\u2028separators\u2029here',
  'emoji 🎉 and 👩🏽‍💻 in "a string 😀" // 🚀',
  'ſtrange K kelvin Å angstrom ﬁ ligature Ǆ title ǅ',
  'combining: é (e\u0301), ñ (n\u0303), ষ্ট্র, ক্ষ',
  'ＦｕｌｌＷｉｄｔｈ：（１２３）「かぎ」・〜',
  'tab\there — dash – “quotes” ‘single’ «guillemets» …',
  'ʻokina ʼapostrophe ˈstress ꞌsaltillo',
  'mixed ΑΒΓ abc ДЖЗ деж ⅫⅣ ⓐⓑ',
  '\u0345\u1fbe ι Ι ͅ capitals of iota',
  'ȷ ı İ dotless and dotted i',
  'hidden\uffffanchor = 1; // \uffff and 中\uffff',
];

function linesBeyondAscii(): string[] {
  const folder = join(FIXTURES, 'detect/tune/files');
  const lines = new Set<string>();
  for (const language of readdirSync(folder))
    for (const name of readdirSync(join(folder, language)))
      for (const line of readFileSync(join(folder, language, name), 'utf8').split('\n'))
        if (/[^\x00-\x7f]/.test(line) && lines.size < 100) lines.add(`${line}\n`);
  return [...WRITTEN.map((line) => `${line}\n`), ...lines];
}

const stored = (language: string): StoredExpression[] =>
  Object.values(
    JSON.parse(brotliDecompressSync(readFileSync(packageFile('regexes', `${language}.json.br`))).toString()),
  );

/** Patterns already compared, by flags and text. */
const compared = new Set<string>();

describe('stand-ins for characters beyond ASCII', () => {
  it('keep the line’s length and give one stand-in to each kind of character', () => {
    const line = standInLine('a = "中文" + 日本; // ñ é\n');
    expect(line).not.toBeNull();
    const text = line?.text as string;
    expect(text).toHaveLength('a = "中文" + 日本; // ñ é\n'.length);
    expect(text.slice(0, 5)).toBe('a = "');
    // Ideographs are one kind, lower-case accented Latin letters another.
    expect(text[5]).toBe(text[6]);
    expect(text[5]).toBe(text[11]);
    expect(text[18]).toBe(text[20]);
    expect(text[5]).not.toBe(text[18]);
    // Latin-1 stand-ins keep the line one byte a character.
    expect([...text].every((character) => character.charCodeAt(0) < 0x100)).toBe(true);
  });

  it('lets spaces, line separators, characters of two code units, ſ and U+FFFF stand for themselves', () => {
    const original = 'a\u3000b\u2028c😀dſe\uffff\n';
    expect(standInLine(original)?.text).toBe(original);
  });

  it('gives up on a lone surrogate, which the full pattern reads as it is', () => {
    expect(standInLine('a \ud83d b')).toBeNull();
    expect(standInLine('a \ude00 b')).toBeNull();
  });

  it('serves only patterns that name no character beyond ASCII, refer back to no group and name known properties', () => {
    expect(standInsServe('[\\p{L}\\p{Nd}]+', 'dgv')).toBe(true);
    expect(standInsServe('[\\p{L}]+', 'dg')).toBe(false);
    expect(standInsServe('abc', 'dgv')).toBe(false);
    expect(standInsServe('\\p{L}λ', 'dgv')).toBe(false);
    expect(standInsServe('\\p{L}\\u00e9', 'dgv')).toBe(false);
    expect(standInsServe('(\\p{L})\\1', 'dgv')).toBe(false);
    expect(standInsServe('(?=(\\p{L}))x\\1', 'dgv')).toBe(false);
    expect(standInsServe('(\\p{L})(?=(a))\\1', 'dgv')).toBe(false);
    // The converter's atomic groups match a group again where it was taken: the same text either way.
    expect(standInsServe('(?=(\\p{L}+))\\1x', 'dgv')).toBe(true);
    expect(standInsServe('(a)(?:(?=([\\p{space}(]*))\\2)/', 'dgv')).toBe(true);
    // U+FFFF, which a tokenizer writes in place of a hidden anchor, stands for itself.
    expect(standInsServe('\\p{L}|\uffff', 'dgv')).toBe(true);
    expect(standInsServe('[_a-z\\x7F-\\u{10FFFF}]\\p{L}', 'dgv')).toBe(true);
    expect(standInsServe('[_a-z\\x7F-\\u{FFFF}]\\p{L}', 'dgv')).toBe(false);
    expect(standInsServe('\\p{sc=Han}', 'dgv')).toBe(false);
    expect(standInsServe('\\p{Lu}', 'dgiv')).toBe(false);
  });

  it('answers \\P{…} as the opposite of \\p{…}, case-insensitively too', () => {
    for (const property of ['L', 'M', 'N', 'Pc', 'Nd', 'space', 'AHex'])
      for (const flags of ['v', 'iv']) {
        const holds = new RegExp(`\\p{${property}}`, `g${flags}`);
        const lacks = new RegExp(`\\P{${property}}`, `g${flags}`);
        for (let start = 0x80; start < 0x30000; start += 0x1000) {
          const block = String.fromCodePoint(
            ...Array.from({ length: 0x1000 }, (_, offset) => start + offset).filter(
              (code) => code < 0xd800 || code > 0xdfff,
            ),
          );
          const held = block.match(holds)?.length ?? 0;
          const lacked = block.match(lacks)?.length ?? 0;
          expect(held + lacked, `${property} ${flags} at ${start.toString(16)}`).toBe([...block].length);
        }
      }
  });

  it.each(PRECOMPILED_LANGUAGES)('find what the full %s patterns find on lines beyond ASCII', (language) => {
    const lines = linesBeyondAscii();
    // Grammars share many patterns (JavaScript's, TypeScript's and TSX's): each is compared once.
    const served = stored(language).filter(([pattern, flags]) => {
      if (compared.has(`${flags} ${pattern}`) || !standInsServe(pattern, flags)) return false;
      compared.add(`${flags} ${pattern}`);
      return true;
    });
    // Every line's stand-ins first, so each narrowed form knows them all.
    const standIns = lines.map((line) => standInLine(line));
    const known = knownStandIns();
    for (const [pattern, flags] of served) {
      const full = new RegExp(pattern, flags);
      const narrowed = new RegExp(narrowedPattern(pattern, flags, known), flags);
      lines.forEach((line, index) => {
        const standIn = standIns[index];
        if (!standIn) return;
        for (const from of [0, line.length >> 1]) {
          full.lastIndex = from;
          narrowed.lastIndex = from;
          const found = JSON.stringify(narrowed.exec(standIn.text)?.indices);
          if (found !== JSON.stringify(full.exec(line)?.indices))
            expect(found, `${pattern} on ${line} from ${from}`).toBe('the same');
        }
      });
    }
  });

  it('searches through ConvertedExpression as the full pattern does, compiling again for a new kind', () => {
    const word = new ConvertedExpression(['[\\p{L}\\p{M}\\p{N}\\p{Pc}]+', 'dgv']);
    expect(word.search('naïve_1 = 2\n', 0)?.spans[0]).toEqual([0, 7]);
    expect(word.search('x = Ǳǲǳ\n', 0)?.spans[0]).toEqual([0, 1]);
    expect(word.search('x = Ǳǲǳ\n', 1)?.spans[0]).toEqual([4, 7]);
    expect(word.search('٣٤٥ + x\n', 0)?.spans[0]).toEqual([0, 3]);
    expect(word.search('— 😀 ok\n', 0)?.spans[0]).toEqual([5, 7]);
  });
});
