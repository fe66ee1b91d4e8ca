import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { groupsReadByRules, withoutUnreadGroups } from '../../scripts/unread-groups.mjs';
import { packageFile } from '../../src/assets/package-files.js';
import { ConvertedExpression, type StoredExpression } from '../../src/highlight/converted-expression.js';

/*
 * Groups no grammar rule reads are made non-capturing by the build, and those kept are put
 * back at their numbers at run time. A group dropped that a rule reads would lose its colour:
 * the grammars' own tokens are compared with Oniguruma's in precompiled-regexes.test.ts; these
 * are the rules themselves.
 */

const readOf = (grammars: unknown, expression: string) => {
  const read = groupsReadByRules(grammars).get(expression);
  return read instanceof Set ? [...read].sort((a, b) => a - b) : read;
};

describe('the groups rules read', () => {
  it('reads a match rule’s captures and the groups its scope names quote', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TextMate's own syntax for a group in a scope name
    const rule = { match: 'a', name: 'entity.$3', captures: { '1': { name: 'x.${4:/downcase}' }, '2': {} } };
    expect(readOf({ patterns: [rule] }, 'a')).toEqual([1, 2, 3, 4]);
  });

  it('reads for a begin its own captures, or the shared ones, and the groups its end and while quote', () => {
    const beginEnd = { begin: 'b', end: 'x\\2y', contentName: 'c.$5', captures: { '1': {} } };
    const beginWhile = { begin: 'c', while: '\\3', beginCaptures: { '6': {} }, captures: { '1': {} } };
    const grammar = { repository: { one: beginEnd, two: beginWhile } };
    expect(readOf(grammar, 'b')).toEqual([1, 2, 5]);
    expect(readOf(grammar, 'c')).toEqual([3, 6]);
    expect(readOf(grammar, 'x\\2y')).toEqual([1]);
  });

  it('gathers an expression’s groups over every grammar that holds it, and gives up on named captures', () => {
    const first = { patterns: [{ match: 'a', captures: { '1': {} } }] };
    const second = {
      patterns: [
        { match: 'a', captures: { '4': {} } },
        { match: 'n', captures: { word: {} } },
      ],
    };
    expect(readOf([first, second], 'a')).toEqual([1, 4]);
    expect(readOf([first, second], 'n')).toBe('all');
  });
});

describe('a pattern without the groups no rule reads', () => {
  it('makes those groups non-capturing and names the kept ones by their first numbers', () => {
    expect(withoutUnreadGroups('(a)(b(c))(d)', 'dgv', new Set([2, 4]))).toEqual({
      pattern: '(?:a)(b(?:c))(d)',
      groups: [2, 4],
    });
  });

  it('leaves brackets in classes, escaped ones and lookarounds alone', () => {
    const pattern = '[(][[(]--[)]]\\((?=x)(?<=y)(?<!z)(w)';
    expect(withoutUnreadGroups(pattern, 'dgv', new Set())).toEqual({
      pattern: '[(][[(]--[)]]\\((?=x)(?<=y)(?<!z)(?:w)',
      groups: [],
    });
  });

  it('keeps the groups referred back to, and the converter’s own, renumbering the references', () => {
    expect(withoutUnreadGroups('(a)(b)(c)\\3', 'dgv', new Set())).toEqual({ pattern: '(?:a)(?:b)(c)\\1', groups: [3] });
    // Group 2 is the converter's (an atomic group written as a lookahead and a reference), so
    // the rule's group 2 is the pattern's group 3.
    const atomic = withoutUnreadGroups('(a)(?=(b+))\\2(c)(d)', 'dgv', new Set([2]), { hiddenCaptures: [2] });
    expect(atomic).toEqual({ pattern: '(?:a)(?=(b+))\\1(c)(?:d)', groups: [2, 3] });
    const transferred = withoutUnreadGroups('(a)(b)(c)', 'dgv', new Set(), { transfers: [[1, [3]]] });
    expect(transferred).toEqual({ pattern: '(a)(?:b)(c)', groups: [1, 3] });
  });

  it('leaves a pattern that names groups, or keeps every group', () => {
    expect(withoutUnreadGroups('(?<n>a)(b)\\k<n>', 'dgv', new Set())).toBeUndefined();
    expect(withoutUnreadGroups('(?<n>a)(b)', 'dgv', new Set())).toBeUndefined();
    expect(withoutUnreadGroups('(a)(b)', 'dgv', new Set([1, 2]))).toBeUndefined();
  });

  it('gives the kept groups back at their numbers, every number up to the last one filled', () => {
    const expression = new ConvertedExpression(['(?:a)(b)(?:c)(d)', 'dgv', { groups: [2, 4] }]);
    expect(expression.search('xabcd', 0)).toEqual({
      index: 1,
      spans: [[1, 5], undefined, [2, 3], undefined, [4, 5]],
    });
    // No holes: a tokenizer reads every index up to the length.
    expect(Object.keys(expression.search('xabcd', 0)?.spans ?? [])).toHaveLength(5);
    // With a converter's group hidden after that: the rule's group 3 was the pattern's 4.
    const atomic = new ConvertedExpression(['(?:a)(?=(b+))\\1(c)', 'dgv', { groups: [2, 4], hiddenCaptures: [2] }]);
    expect(atomic.search('abbc', 0)?.spans).toEqual([[0, 4], undefined, undefined, [3, 4]]);
  });

  it('cuts TypeScript’s parameter expression from hundreds of groups to the few its rule reads', () => {
    const stored: Record<string, StoredExpression> = JSON.parse(
      brotliDecompressSync(readFileSync(packageFile('regexes', 'typescript.json.br'))).toString(),
    );
    const [pattern, flags, notes] = Object.values(stored).sort(
      (a, b) => b[0].length - a[0].length,
    )[0] as StoredExpression;
    const groupCount = new RegExp(`${pattern}|`, flags.replace('d', '')).exec('')?.length ?? 0;
    expect(groupCount - 1).toBe(notes?.groups?.length);
    expect(groupCount - 1).toBeLessThan(10);
  });
});
