import { describe, expect, it } from 'vitest';
import { displayKey, generateKey, hashKey, parseKey } from '../../src/keys/key-format.js';

describe('API keys', () => {
  it('have the documented shape and kind', () => {
    expect(generateKey('secret')).toMatch(/^sk_live_[0-9A-Za-z]{36}$/);
    expect(generateKey('public')).toMatch(/^pk_live_[0-9A-Za-z]{36}$/);
    expect(parseKey(generateKey('secret'))).toBe('secret');
    expect(parseKey(generateKey('public'))).toBe('public');
  });

  it('are different every time', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateKey('secret')));
    expect(keys.size).toBe(1000);
  });

  it('refuses a mistyped, forged or re-prefixed key by its checksum', () => {
    const key = generateKey('secret');
    const last = key.at(-1) === 'a' ? 'b' : 'a';
    expect(parseKey(`${key.slice(0, -1)}${last}`)).toBeUndefined();
    const middle = key.slice(0, 20) + (key[20] === 'x' ? 'y' : 'x') + key.slice(21);
    expect(parseKey(middle)).toBeUndefined();
    expect(parseKey(key.replace('sk_live_', 'pk_live_'))).toBeUndefined();
    expect(parseKey('sk_live_short')).toBeUndefined();
    expect(parseKey(`${key} `)).toBeUndefined();
  });

  it('are stored as a SHA-256 hash and shown only by prefix and last four', () => {
    const key = generateKey('public');
    expect(hashKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashKey(key)).not.toContain(key.slice(8));
    expect(displayKey(key)).toBe(`pk_live_…${key.slice(-4)}`);
  });
});
