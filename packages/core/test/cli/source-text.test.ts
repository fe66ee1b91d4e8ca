import { describe, expect, it } from 'vitest';
import { decodeSource, withoutReplacementBoxes } from '../../src/cli/source-text.js';
import { UsageError } from '../../src/cli/usage-error.js';

const CODE = 'const café = "✓";\nconsole.log(café);\n';
const utf16 = (text: string, bigEndian: boolean) => {
  const little = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return bigEndian ? Buffer.from(little).swap16() : little;
};

describe('source text as editors save it', () => {
  it.each([
    ['UTF-8', Buffer.from(CODE)],
    ['UTF-8 with a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(CODE)])],
    ['UTF-16 LE with a mark', utf16(CODE, false)],
    ['UTF-16 BE with a mark', utf16(CODE, true)],
  ])('reads %s as the same text, the mark left out, with no warning', (_, bytes) => {
    expect(decodeSource(bytes, 'app.js')).toEqual({ text: CODE });
  });

  it('draws bytes that are not UTF-8 as U+FFFD and names the first line that has one', () => {
    const latin1 = Buffer.from('a = 1\nb = 2\ncaf\xe9 = 3\n', 'latin1');
    const { text, warning } = decodeSource(latin1, 'app.py');
    expect(text).toBe('a = 1\nb = 2\ncaf\uFFFD = 3\n');
    expect(warning).toBe('app.py is not UTF-8 (from line 3): those bytes are drawn as � boxes; save it as UTF-8');
  });

  it('refuses a binary file (a NUL byte), an empty one and one past the bound, naming it', () => {
    const refusal = (bytes: Buffer, max?: number) => {
      try {
        decodeSource(bytes, 'logo.png', max);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe(
      'logo.png is binary, not text',
    );
    expect(refusal(Buffer.alloc(0))).toBe('logo.png is empty');
    expect(refusal(Buffer.from([0xef, 0xbb, 0xbf]))).toBe('logo.png is empty');
    expect(refusal(Buffer.from('abcdef'), 5)).toBe('logo.png is too long for one card: 6 characters, at most 5');
    expect(refusal(Buffer.from('abcde'), 5)).toBe('accepted');
  });

  it('drops only the missing-glyph warning that names U+FFFD alone', () => {
    const alone = { field: 'code', reason: 'no bundled font has \uFFFD (U+FFFD); drawn as missing-glyph boxes' };
    const more = {
      field: 'code',
      reason: 'no bundled font has \uFFFD (U+FFFD), ᚠ (U+16A0); drawn as missing-glyph boxes',
    };
    const other = { field: 'title', reason: 'window none has no title bar to show it in' };
    expect(withoutReplacementBoxes([alone, more, other])).toEqual([more, other]);
  });
});
