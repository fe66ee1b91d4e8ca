import { describe, expect, it } from 'vitest';
import { disambiguate } from '../../src/detect/disambiguate.js';

/* The corrections applied to the classifier's answer, each one for what decides it. */

describe('corrections of the classifier', () => {
  it('turns JavaScript with TypeScript-only syntax into TypeScript, and leaves plain JavaScript', () => {
    const typed = [
      'import { readFile } from "node:fs/promises";',
      'export async function load(path: string, ts: typeof import("typescript")) {',
      '  const source = await readFile(path, "utf8");',
      '  return source satisfies string;',
      '}',
    ];
    expect(disambiguate('javascript', typed.join('\n'))).toBe('typescript');
    for (const construct of [
      'keyof Options',
      'class Store implements Cache {}',
      'abstract class Shape {}',
      'user!.name',
      'function first<T>(items) {}',
    ]) {
      expect(disambiguate('javascript', `const x = 1;\n${construct}\n`)).toBe('typescript');
    }
    const plain = [
      'const total = items.reduce((sum, item) => sum + item.price, 0);',
      'export default function sum(a, b) {',
      '  return a === b ? a : a + b;',
      '}',
    ];
    expect(disambiguate('javascript', plain.join('\n'))).toBe('javascript');
  });

  it('keeps TypeScript only with its own syntax', () => {
    expect(disambiguate('typescript', 'export const add = (a, b) => a + b;\n')).toBe('javascript');
    expect(disambiguate('typescript', 'export const add = (a: number, b: number) => a + b;\n')).toBe('typescript');
  });
});
