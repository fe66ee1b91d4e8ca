import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, run } from './_helpers.js';

/**
 * Runs the script on the example's snippets with `flags`, checks its progress line, and returns
 * each written image's path (the snippet's name with `extension`) after checking its format and width.
 */
async function renderSnippets(flags: string[], extension: 'png' | 'svg'): Promise<string[]> {
  const out = mkdtempSync(join(tmpdir(), `glyphcast-example-${extension}-`));
  const output = run('code-screenshots', process.execPath, ['render-folder.mjs', ...flags, 'snippets', out]);
  const sources = readdirSync(join(EXAMPLES, 'code-screenshots/snippets'));
  expect(output).toContain(`[${sources.length}/${sources.length}]`);
  const files = sources.map((source) => join(out, source.replace(/\.[^.]+$/, `.${extension}`)));
  for (const file of files) {
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe(extension);
    expect(meta.width).toBeGreaterThan(400);
  }
  return files;
}

describe('examples/code-screenshots', () => {
  it('renders a PNG of every source file in the folder, with progress', async () => {
    await renderSnippets([], 'png');
  });

  it('detects the language of a file whose extension says nothing, and says how sure it is', () => {
    const out = mkdtempSync(join(tmpdir(), 'glyphcast-example-detect-'));
    const output = run('code-screenshots', process.execPath, ['render-folder.mjs', 'snippets', out]);
    expect(output).toMatch(/counter\.snippet → .*counter\.png \(\d+ ms, detected dart, \d+% sure\)/);
  });

  it('with --svg, writes one SVG per file that follows light and dark mode', async () => {
    for (const file of await renderSnippets(['--svg'], 'svg')) {
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('@media (prefers-color-scheme:dark)');
      expect(svg).toContain('<g class="dark">');
    }
  });
});
