import { describe, expect, it } from 'vitest';
import { BACKGROUND_IDS } from '../../src/cards/code/backgrounds.js';
import { parseCodeOptions } from '../../src/cards/code/options.js';
import { GlyphcastError } from '../../src/errors.js';
import { parseHighlightOptions } from '../../src/highlight/options.js';
import { CODE_THEME_IDS } from '../../src/highlight/theme-ids.js';

function errorOf(run: () => unknown): GlyphcastError {
  try {
    run();
  } catch (error) {
    if (error instanceof GlyphcastError) return error;
    throw error;
  }
  throw new Error('expected a GlyphcastError');
}

describe('parseCodeOptions', () => {
  it('fills in every default of SPEC §2.2', () => {
    expect(parseCodeOptions({ code: 'x' })).toEqual({
      code: 'x',
      language: 'auto',
      theme: 'vitesse-dark',
      background: 'gradient-purple',
      window: 'mac',
      title: '',
      padding: 48,
      fontSize: 14,
      lineNumbers: false,
      lineStart: 1,
      highlightLines: [],
      focusLines: [],
      addedLines: [],
      removedLines: [],
      diffLanguage: 'auto',
      width: 0,
      lang: 'auto',
      format: 'png',
      scale: 2,
    });
  });

  it('does not share the default highlightLines array between calls', () => {
    const first = parseCodeOptions({ code: 'x' });
    first.highlightLines.push(3);
    expect(parseCodeOptions({ code: 'x' }).highlightLines).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['code', 'x'],
    ['code', 'x'.repeat(20_000)],
    ['language', 'TypeScript'],
    ['language', 'x'.repeat(40)],
    ...CODE_THEME_IDS.map((theme): [string, unknown] => ['theme', theme]),
    ...BACKGROUND_IDS.map((background): [string, unknown] => ['background', background]),
    ['window', 'mac'],
    ['window', 'none'],
    ['padding', 0],
    ['padding', 200],
    ['fontSize', 8],
    ['fontSize', 40],
    ['focusLines', [1, 2]],
    ['title', ''],
    ['title', 't'.repeat(100)],
    ['lineStart', 1],
    ['lineStart', 1_000_000],
    ['lineNumbers', true],
    ['highlightLines', [1, 2, 1000]],
    ['highlightLines', Array.from({ length: 200 }, (_, index) => index + 1)],
    ['width', 0],
    ['width', 2000],
    ['format', 'png'],
    ['format', 'jpeg'],
    ['format', 'webp'],
    ['scale', 1],
    ['scale', 3],
  ])('accepts %s = %j', (field, value) => {
    const parsed = parseCodeOptions({ code: 'x', [field]: value }) as Record<string, unknown>;
    expect(parsed[field]).toEqual(value);
  });

  it.each<[string, unknown, string, string]>([
    ['code', '', 'a string of 1 to 20000 characters', 'code'],
    ['code', 'x'.repeat(20_001), 'a string of 1 to 20000 characters', 'code'],
    ['code', 42, 'a string of 1 to 20000 characters', 'code'],
    ['language', '', 'a string of 1 to 40 characters', 'language'],
    ['language', 'x'.repeat(41), 'a string of 1 to 40 characters', 'language'],
    ['theme', 'solarized-dark', 'one of "vitesse-dark"', 'theme'],
    ['background', 'red', 'one of "gradient-purple"', 'background'],
    ['window', 'windows', 'one of "mac", "none"', 'window'],
    ['padding', -1, 'an integer from 0 to 200', 'padding'],
    ['padding', 201, 'an integer from 0 to 200', 'padding'],
    ['padding', 1.5, 'an integer from 0 to 200', 'padding'],
    ['padding', '48', 'an integer from 0 to 200', 'padding'],
    ['fontSize', 7, 'an integer from 8 to 40', 'fontSize'],
    ['fontSize', 41, 'an integer from 8 to 40', 'fontSize'],
    ['title', 't'.repeat(101), 'a string of at most 100 characters', 'title'],
    ['focusLines', [0], 'an integer of at least 1', 'focusLines[0]'],
    ['lineStart', 0, 'an integer from 1 to 1000000', 'lineStart'],
    ['lineStart', 1_000_001, 'an integer from 1 to 1000000', 'lineStart'],
    ['lineStart', 2.5, 'an integer from 1 to 1000000', 'lineStart'],
    ['lineNumbers', 'yes', 'true or false', 'lineNumbers'],
    ['highlightLines', [1, 0], 'an integer of at least 1', 'highlightLines[1]'],
    ['highlightLines', [2.5], 'an integer of at least 1', 'highlightLines[0]'],
    ['highlightLines', '1,2', 'an array of line numbers', 'highlightLines'],
    ['highlightLines', Array.from({ length: 201 }, () => 1), 'an array of at most 200 line numbers', 'highlightLines'],
    ['width', -1, 'an integer from 0 to 2000', 'width'],
    ['width', 2001, 'an integer from 0 to 2000', 'width'],
    ['format', 'gif', 'one of "png", "jpeg", "webp"', 'format'],
    ['scale', 4, 'one of 1, 2, 3', 'scale'],
    ['scale', '2', 'one of 1, 2, 3', 'scale'],
  ])('refuses %s = %j naming the field and the rule', (field, value, rule, path) => {
    const error = errorOf(() => parseCodeOptions({ code: 'x', [field]: value }));
    expect(error.code).toBe('INVALID_PARAMETER');
    expect(error.field).toBe(path);
    expect(error.message).toContain(`\`${path}\` must be ${rule}`);
    expect(error.message).toContain('received');
  });

  it('names the missing code', () => {
    const error = errorOf(() => parseCodeOptions({}));
    expect(error.field).toBe('code');
    expect(error.message).toBe('`code` must be a string of 1 to 20000 characters, received nothing');
  });

  it('shows what was received, shortened', () => {
    expect(errorOf(() => parseCodeOptions({ code: 'x', fontSize: 41 })).message).toBe(
      '`fontSize` must be an integer from 8 to 40, received 41',
    );
    const long = errorOf(() => parseCodeOptions({ code: 'x'.repeat(20_001) })).message;
    expect(long).toContain('(20001 characters)');
    expect(long.length).toBeLessThan(200);
  });

  it('refuses unknown parameters by name', () => {
    const error = errorOf(() => parseCodeOptions({ code: 'x', fontsize: 12 }));
    expect(error.field).toBe('fontsize');
    expect(error.message).toMatch(/^`fontsize` is not a known parameter; the parameters are code, language, theme/);
  });

  it('refuses a non-object, an array too (not as a missing `code`)', () => {
    expect(errorOf(() => parseCodeOptions('code')).message).toContain('must be an object');
    const array = errorOf(() => parseCodeOptions([{ code: 'x' }]));
    expect([array.message, array.field]).toEqual([
      'the parameters must be an object, received an array of 1 item',
      undefined,
    ]);
  });
});

describe('parseHighlightOptions', () => {
  it('accepts up to 30000 characters and defaults the rest', () => {
    expect(parseHighlightOptions({ code: 'x'.repeat(30_000) })).toMatchObject({
      language: 'auto',
      theme: 'vitesse-dark',
    });
  });

  it('refuses longer code', () => {
    expect(errorOf(() => parseHighlightOptions({ code: 'x'.repeat(30_001) })).field).toBe('code');
  });
});
