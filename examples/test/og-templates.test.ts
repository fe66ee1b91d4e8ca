import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeRendering, renderOg } from '@glyphcast/core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from './_helpers.js';

/**
 * Share of pixels of two images (same size) whose largest channel differs by more than 64:
 * a visible difference, not anti-aliasing.
 */
async function visibleDifference(a: Buffer, b: Buffer): Promise<number> {
  const [first, second] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer()));
  let different = 0;
  for (let index = 0; index < (first?.length ?? 0); index += 3) {
    let largest = 0;
    for (let channel = 0; channel < 3; channel++) {
      largest = Math.max(largest, Math.abs((first?.[index + channel] ?? 0) - (second?.[index + channel] ?? 0)));
    }
    if (largest > 64) different++;
  }
  return different / ((first?.length ?? 1) / 3);
}

afterAll(closeRendering);

describe('examples/og-templates', () => {
  const out = mkdtempSync(join(tmpdir(), 'glyphcast-og-templates-'));
  const output = run('og-templates', process.execPath, ['render.mjs', out]);

  it('renders the three templates as 1200×630 PNGs', async () => {
    for (const name of ['article', 'minimal', 'code']) {
      expect(output).toContain(`${name}.png`);
      const meta = await sharp(join(out, `${name}.png`)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    }
  });

  // The element-tree templates are the built-in cards: drawn by renderElement, they match
  // renderOg's drawing of the same text (text is set at the sizes renderOg picks for it).
  it.each([
    [
      'article',
      {
        title: 'Rendering code screenshots without a browser',
        subtitle: 'How glyphcast draws a three-megapixel code card in fifty milliseconds',
        author: 'Ada Lovelace',
      },
    ],
    ['minimal', { template: 'minimal', title: 'Hello, world', theme: 'light' }],
  ] as const)('%s matches renderOg', async (name, params) => {
    const builtIn = await renderOg(params as Parameters<typeof renderOg>[0]);
    expect(await visibleDifference(readFileSync(join(out, `${name}.png`)), builtIn)).toBeLessThan(0.02);
  });
});
