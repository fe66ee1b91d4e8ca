/*
 * Regenerates the pictures in docs/images/ and the gallery pages with the real renderer, so
 * they never go stale: `pnpm --filter @glyphcast/core docs:images` (or `pnpm docs:images`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CodeOptions, closeRendering, renderCode } from '../src/index.ts';
import { GALLERY, GALLERY_DIR, galleryPage, readmeGallery } from './gallery.ts';

const root = join(import.meta.dirname, '../../..');
const images = join(root, 'docs/images');

const hero = readFileSync(join(root, 'examples/snippets/hero.ts'), 'utf8');
/** The docs' pictures: the README's snippet, as each page shows it. */
const PICTURES: Record<string, Omit<CodeOptions, 'code'>> = {
  'hero.png': { theme: 'tokyo-night', background: 'gradient-purple', lineNumbers: true, highlightLines: [4, 5] },
  'line-start.png': {
    theme: 'github-light',
    background: 'gradient-ocean',
    lineNumbers: true,
    lineStart: 120,
    highlightLines: [123],
  },
  'title.png': { theme: 'tokyo-night', title: 'examples/snippets/hero.ts' },
  'focus.png': { theme: 'github-dark', lineNumbers: true, focusLines: [5, 6, 7, 8, 9, 10, 11] },
  'diff-lines.png': { theme: 'one-dark-pro', lineNumbers: true, addedLines: [5, 6], removedLines: [4] },
};
for (const [file, options] of Object.entries(PICTURES)) {
  writeFileSync(join(images, file), await renderCode({ code: hero, language: 'ts', ...options }));
}
/** A command's output as a terminal printed it: a redrawn progress bar, colours and styles. */
const terminal = [
  '$ npm install',
  'Downloading [#     ] 10%\rDownloading [###   ] 50%\rDownloading [######] 100%',
  '\x1b[32m✔\x1b[0m installed \x1b[1m42\x1b[22m packages in \x1b[2m1.2s\x1b[22m',
  '\x1b[33mwarn\x1b[39m \x1b[3mdeprecated\x1b[23m \x1b[4mrequest@2.88\x1b[24m',
  '\x1b[1;31merror\x1b[0m \x1b[7m inverse \x1b[27m \x1b[41;97m on red \x1b[0m',
  '\x1b[38;5;208m256-colour orange\x1b[0m \x1b[38;2;120;200;255m24-bit sky\x1b[0m',
].join('\n');
writeFileSync(
  join(images, 'terminal.png'),
  await renderCode({ code: terminal, language: 'ansi', theme: 'one-dark-pro', title: 'npm install' }),
);
// SVG: one picture for both colour schemes (the README's snippet), and the same card in PNG.
writeFileSync(
  join(images, 'light-dark.svg'),
  await renderCode({
    code: hero,
    language: 'ts',
    format: 'svg',
    theme: 'github-light',
    darkTheme: 'github-dark',
    background: 'gradient-ocean',
    lineNumbers: true,
    title: 'hero.ts',
  }),
);
/** Lines too long for 640 px: a signature, a query string, an object with a URL. */
const long = `export async function loadUsers(client: Client, options: { limit: number; offset: number }) {
  const rows = await client.query('select id, name, email from users order by created_at desc limit $1', [options.limit]);
  return rows.map((row) => ({ id: row.id, name: row.name, url: \`https://example.com/users/\${row.id}/profile\` }));
}`;
writeFileSync(
  join(images, 'wrapping.png'),
  await renderCode({ code: long, language: 'ts', theme: 'one-dark-pro', width: 640, lineNumbers: true }),
);
mkdirSync(join(root, GALLERY_DIR), { recursive: true });
for (const entry of GALLERY) writeFileSync(join(root, GALLERY_DIR, entry.file), await entry.render());
writeFileSync(join(root, 'docs/gallery.md'), galleryPage());
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = /<!-- gallery:start[\s\S]*?<!-- gallery:end -->/;
if (!section.test(readme)) throw new Error('README.md has no <!-- gallery:start --> … <!-- gallery:end --> section');
writeFileSync(join(root, 'README.md'), readme.replace(section, readmeGallery()));

await closeRendering();
console.log(`wrote ${images}, ${GALLERY.length} gallery pictures, docs/gallery.md and the README's gallery`);
