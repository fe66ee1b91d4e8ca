import { describe, expect, it } from 'vitest';
import { lineBreakOpportunities } from '../../src/text/line-breaks.js';

/* Where lines may break, and CSS word-break's two other modes. */

const pieces = (text: string, offsets: number[]) => {
  const out: string[] = [];
  let start = 0;
  for (const offset of [...offsets, text.length]) {
    out.push(text.slice(start, offset));
    start = offset;
  }
  return out;
};

describe('lineBreakOpportunities', () => {
  it('breaks after spaces, and between any two CJK characters', () => {
    expect(pieces('Hello big world', lineBreakOpportunities('Hello big world'))).toEqual(['Hello ', 'big ', 'world']);
    expect(pieces('쿠버네티스 배포', lineBreakOpportunities('쿠버네티스 배포'))).toEqual([
      '쿠',
      '버',
      '네',
      '티',
      '스 ',
      '배',
      '포',
    ]);
  });

  it('keeps Korean words whole with keep-all, breaking at their spaces', () => {
    expect(pieces('쿠버네티스 배포', lineBreakOpportunities('쿠버네티스 배포', 'keep-all'))).toEqual([
      '쿠버네티스 ',
      '배포',
    ]);
  });

  it('breaks between any two graphemes with break-all, never before a space or closing mark', () => {
    expect(pieces('abc, de', lineBreakOpportunities('abc, de', 'break-all'))).toEqual(['a', 'b', 'c, ', 'd', 'e']);
  });
});
