import { describe, expect, it } from 'vitest';
import { canonicalRequest, signUrl, verifySignedUrl } from '../../src/signing/sign-url.js';

const SECRET = 'whsec_test_secret';

describe('signUrl', () => {
  it('signs the path and the sorted query, whatever the order', () => {
    const a = signUrl('https://img.example.com/v1/og?title=Hi&key=pk_live_x&theme=light', SECRET);
    const b = signUrl('https://img.example.com/v1/og?theme=light&key=pk_live_x&title=Hi', SECRET);
    expect(new URL(a).searchParams.get('sig')).toBe(new URL(b).searchParams.get('sig'));
    expect(canonicalRequest(new URL(a))).toBe('/v1/og?key=pk_live_x&theme=light&title=Hi');
  });

  it('verifies its own signature and nothing tampered', () => {
    const signed = new URL(signUrl('https://x.test/v1/og?title=Hi&key=pk_live_x', SECRET));
    expect(verifySignedUrl(signed, SECRET)).toBe(true);
    expect(verifySignedUrl(signed, 'another secret')).toBe(false);
    const tampered = new URL(signed);
    tampered.searchParams.set('title', 'Hacked');
    expect(verifySignedUrl(tampered, SECRET)).toBe(false);
    const moved = new URL(signed);
    moved.pathname = '/v1/code';
    expect(verifySignedUrl(moved, SECRET)).toBe(false);
    const unsigned = new URL(signed);
    unsigned.searchParams.delete('sig');
    expect(verifySignedUrl(unsigned, SECRET)).toBe(false);
  });

  it('replaces an old signature', () => {
    const once = signUrl('https://x.test/v1/og?title=Hi', SECRET);
    expect(new URL(signUrl(once, SECRET)).searchParams.getAll('sig')).toHaveLength(1);
  });
});
