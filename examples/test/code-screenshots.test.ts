import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, run } from './_helpers.js';

describe('examples/code-screenshots', () => {
  it('renders a PNG of every source file in the folder, with progress', async () => {
    const out = mkdtempSync(join(tmpdir(), 'glyphcast-example-shots-'));
    const output = run('code-screenshots', process.execPath, ['render-folder.mjs', 'snippets', out]);
    const sources = readdirSync(join(EXAMPLES, 'code-screenshots/snippets'));
    expect(output).toContain(`[${sources.length}/${sources.length}]`);
    for (const source of sources) {
      const png = join(out, source.replace(/\.[^.]+$/, '.png'));
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBeGreaterThan(400);
    }
  });

  it('with --svg, writes one SVG per file that follows light and dark mode', async () => {
    const out = mkdtempSync(join(tmpdir(), 'glyphcast-example-svgs-'));
    const output = run('code-screenshots', process.execPath, ['render-folder.mjs', '--svg', 'snippets', out]);
    const sources = readdirSync(join(EXAMPLES, 'code-screenshots/snippets'));
    expect(output).toContain(`[${sources.length}/${sources.length}]`);
    for (const source of sources) {
      const file = join(out, source.replace(/\.[^.]+$/, '.svg'));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('svg');
      expect(meta.width).toBeGreaterThan(400);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('@media (prefers-color-scheme:dark)');
      expect(svg).toContain('<g class="dark">');
    }
  });
});
