import { describe, expect, it } from 'vitest';
import { renderCodeWithInfo } from '../../src/pipeline/render-functions.js';
import { decode } from '../_image.js';

/*
 * What detection finds is what the card is highlighted with: terminal output keeps its colours
 * (the escape codes are read, not drawn), a shell session and a diff get their grammars.
 */

/** Coloured pixels in the lower half of the card (the code line; the window's dots are above). */
async function colouredTextPixels(image: Buffer): Promise<number> {
  const { data, channels, width, height } = await decode(image);
  let count = 0;
  for (let offset = Math.ceil(height / 2) * width * channels; offset < data.length; offset += channels) {
    const values = [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0];
    if (Math.max(...values) - Math.min(...values) > 40) count++;
  }
  return count;
}

/** A card of `code` with the language detected, on a grey background. */
const renderDetected = (code: string) => renderCodeWithInfo({ code, background: 'graphite', scale: 1 });

describe('a card with language: auto', () => {
  it('renders terminal output in its own colours, without drawing the escape codes', async () => {
    const coloured = await renderCodeWithInfo({
      code: '\u001b[32mPASS\u001b[39m src/app.test.ts',
      background: 'graphite',
      scale: 1,
    });
    const plain = await renderCodeWithInfo({
      code: 'PASS src/app.test.ts',
      language: 'text',
      background: 'graphite',
      scale: 1,
    });
    expect(coloured.language).toBe('ansi');
    expect(coloured.warnings).toEqual([]);
    expect(coloured.width).toBe(plain.width);
    expect(await colouredTextPixels(plain.image)).toBe(0);
    expect(await colouredTextPixels(coloured.image)).toBeGreaterThan(20);
  });

  it.each([
    ['$ npm install glyphcast\nadded 1 package in 2s', 'shellsession'],
    ['--- a/main.c\n+++ b/main.c\n@@ -1 +1 @@\n-int a;\n+long a;', 'diff'],
  ])('highlights %j with the %s grammar', async (code, language) => {
    expect((await renderCodeWithInfo({ code, scale: 1 })).language).toBe(language);
  });

  it('colours a language added with the new labels, and draws an unsure guess plain', async () => {
    const elm = await renderDetected(
      'module Main exposing (main)\n\nimport Html exposing (text)\n\nmain =\n    text "Hello"',
    );
    expect(elm).toMatchObject({ language: 'elm', detected: true });
    expect(elm.confidence).toBeGreaterThan(0.9);
    expect(await colouredTextPixels(elm.image)).toBeGreaterThan(20);

    // Greek letter names belong to no language: the best guess is unsure, so nothing is coloured.
    const unsure = await renderDetected('alpha beta gamma\ndelta epsilon\nzeta eta theta iota');
    expect(unsure).toMatchObject({ language: 'text', detected: true });
    expect(unsure.confidence).toBeLessThan(0.3);
    expect(await colouredTextPixels(unsure.image)).toBe(0);
  });
});
