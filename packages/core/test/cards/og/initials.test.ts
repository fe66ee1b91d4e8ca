import { expect, it } from 'vitest';
import { initials } from '../../../src/cards/og/initials.js';

it("takes the initials of an author's first and last words that begin with a letter", () => {
  expect(initials('Ada Lovelace')).toBe('AL');
  expect(initials('  grace  ')).toBe('G');
  expect(initials('Acme blog · 2026-11-16')).toBe('AB');
  expect(initials('山田 太郎')).toBe('山太');
  expect(initials('محمد علي')).toBe('مع');
  expect(initials('2026 · 42')).toBe('24');
  expect(initials('')).toBe('');
});
