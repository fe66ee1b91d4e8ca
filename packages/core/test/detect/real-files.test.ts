import { describe, expect, it } from 'vitest';
import { loadDetectionSet, scoreDetector } from '../../bench/_detect-set.mjs';
import { detectLanguage } from '../../src/highlight/detect-language.js';

/*
 * Detection measured on real files written by others (test/fixtures/detect/, sources and
 * licences in its manifests; no project of theirs was used in training), against the targets:
 * 95% of 60-line files and 85% of 3-to-5-line excerpts. docs/language-detection.md has the figures.
 */

const set = loadDetectionSet('tune');

function describeMisses(result: Awaited<ReturnType<typeof scoreDetector>>): string {
  return [...result.byLanguage]
    .flatMap(([language, entry]) => entry.misses.map((miss) => `${language}→${miss.got} (${miss.name})`))
    .join(', ');
}

describe('language detection on real files', () => {
  it('has at least 25 languages of at least 15 files each', () => {
    const counts = new Map<string, number>();
    for (const sample of set.files) counts.set(sample.language, (counts.get(sample.language) ?? 0) + 1);
    expect([...counts.values()].filter((count) => count >= 15).length).toBeGreaterThanOrEqual(25);
    expect(set.excerpts.length).toBe(set.files.length);
  });

  it('gets at least 95% of the 60-line files right', async () => {
    const result = await scoreDetector(set.files, detectLanguage);
    expect(result.accuracy, describeMisses(result)).toBeGreaterThanOrEqual(0.95);
  });

  it('gets at least 85% of the 3-to-5-line excerpts right', async () => {
    const result = await scoreDetector(set.excerpts, detectLanguage);
    expect(result.accuracy, describeMisses(result)).toBeGreaterThanOrEqual(0.85);
  });

  it('recognises every shell session, terminal output and diff file of the set', async () => {
    for (const language of ['shellsession', 'ansi', 'diff']) {
      const samples = set.files.filter((sample) => sample.language === language);
      expect(samples.length).toBeGreaterThanOrEqual(15);
      const result = await scoreDetector(samples, detectLanguage);
      expect(result.accuracy, describeMisses(result)).toBe(1);
    }
  });
});

describe('language detection signatures', () => {
  it.each([
    ['\u001b[32m✓\u001b[39m 12 tests passed\n\u001b[2mDuration 1.2s\u001b[22m', 'ansi'],
    ['$ npm install glyphcast\nadded 1 package in 2s', 'shellsession'],
    ['PS C:\\> Get-ChildItem\n\n    Directory: C:\\', 'shellsession'],
    ['--- a/src/index.ts\n+++ b/src/index.ts\n@@ -1,2 +1,2 @@\n-const a = 1;\n+const a = 2;', 'diff'],
    ['@@ -10,3 +10,4 @@ export function main() {\n   run();\n+  stop();\n }', 'diff'],
    ['{\n  "name": "glyphcast",\n  "private": true\n}', 'json'],
    ['FROM node:20-slim\nWORKDIR /app\nCOPY . .\nRUN npm ci', 'docker'],
    ['.PHONY: all\nall:\n\tcc -o main main.c', 'make'],
  ])('recognises %j', async (code, expected) => {
    expect(await detectLanguage(code)).toBe(expected);
  });

  it('does not take a comment for a prompt', async () => {
    expect(
      await detectLanguage('% A comment in Erlang\n-module(hello).\n-export([world/0]).\nworld() -> ok.'),
    ).not.toBe('shellsession');
    expect(await detectLanguage('# Install\n\nRun the installer, then restart the shell.')).not.toBe('shellsession');
  });
});
