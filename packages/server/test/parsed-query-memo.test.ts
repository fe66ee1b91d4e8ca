import { describe, expect, it } from 'vitest';
import { ParsedQueryMemo } from '../src/routes/parsed-query-memo.js';

describe('ParsedQueryMemo', () => {
  it('parses a query once and computes one ETag per watermark setting', () => {
    const memo = new ParsedQueryMemo<{ title: string }>();
    let parses = 0;
    let hashes = 0;
    const parse = () => {
      parses++;
      return { title: 'Hello' };
    };
    const etagOf = (watermark: boolean) => (params: { title: string }) => {
      hashes++;
      return `${params.title}:${watermark}`;
    };
    const query = { title: 'Hello' };
    const first = memo.resolve(query, 'og', false, parse, etagOf(false));
    const again = memo.resolve(query, 'og', false, parse, etagOf(false));
    const watermarked = memo.resolve(query, 'og', true, parse, etagOf(true));
    expect(again.params).toBe(first.params);
    expect([first.etag, again.etag, watermarked.etag]).toEqual(['Hello:false', 'Hello:false', 'Hello:true']);
    expect({ parses, hashes }).toEqual({ parses: 1, hashes: 2 });
  });

  it('keeps nothing for a query that fails to parse, so it fails every time', () => {
    const memo = new ParsedQueryMemo<object>();
    let parses = 0;
    const parse = () => {
      parses++;
      throw new Error('`fontSize` must be an integer');
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(() => memo.resolve({ fontSize: 'x' }, 'code', false, parse, () => 'etag')).toThrow('fontSize');
    }
    expect(parses).toBe(2);
  });
});
