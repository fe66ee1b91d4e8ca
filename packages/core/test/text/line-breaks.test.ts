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

  it('auto-phrase: Japanese between phrases (particles and endings kept with their word, katakana words whole)', () => {
    const at = (text: string) => pieces(text, lineBreakOpportunities(text, 'auto-phrase'));
    expect(at('日本語のタイトルも正しく表示されます')).toEqual(['日本語の', 'タイトルも', '正しく', '表示されます']);
    expect(at('画像キャッシュについてのメモ')).toEqual(['画像', 'キャッシュについての', 'メモ']);
    expect(at('こんにちは世界、プログラミング入門')).toEqual(['こんにちは', '世界、', 'プログラミング', '入門']);
    // Brackets stay with what they enclose; an emoji is its own piece.
    expect(at('「サーバー」入門 🚀')).toEqual(['「サーバー」', '入門 ', '🚀']);
  });

  it('auto-phrase: Chinese between dictionary words, Korean only at its spaces, Latin as before', () => {
    const at = (text: string) => pieces(text, lineBreakOpportunities(text, 'auto-phrase'));
    expect(at('我们的速度提高了一倍')).toEqual(['我们', '的', '速度', '提高', '了', '一倍']);
    expect(at('쿠버네티스 클러스터 운영기')).toEqual(['쿠버네티스 ', '클러스터 ', '운영기']);
    expect(at('Hello big world')).toEqual(['Hello ', 'big ', 'world']);
  });
});
