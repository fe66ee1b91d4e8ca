/*
 * Regenerates the pictures in docs/images/ with the real renderer, so they never go stale:
 * `pnpm --filter @glyphcast/core docs:images` (or `pnpm docs:images` at the root).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeRendering, renderCode, renderOg } from '../src/index.ts';

const root = join(import.meta.dirname, '../../..');
const images = join(root, 'docs/images');

const hero = readFileSync(join(root, 'examples/snippets/hero.ts'), 'utf8');
writeFileSync(
  join(images, 'hero.png'),
  await renderCode({
    code: hero,
    language: 'ts',
    theme: 'tokyo-night',
    background: 'gradient-purple',
    lineNumbers: true,
    highlightLines: [4, 5],
  }),
);

const card = {
  title: 'Rendering code screenshots without a browser',
  subtitle: 'How glyphcast draws a code card in fifty milliseconds',
  author: 'Ada Lovelace',
};
for (const template of ['article', 'minimal'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    const accent = theme === 'light' ? '#0ea5e9' : '#7c3aed';
    writeFileSync(join(images, `og-${template}-${theme}.png`), await renderOg({ ...card, template, theme, accent }));
  }
}
await closeRendering();
console.log(`wrote ${images}`);
