import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { detectLanguage, findLanguage, renderCode } from '@glyphcast/core';

/*
 * A build step for a blog or docs folder: every source file in <input> becomes a PNG of the
 * same name in <output>, rendered by @glyphcast/core (no server, no browser). With --svg, an
 * SVG instead, in github-light that turns github-dark when the reader's system prefers dark:
 * one image that follows a README's light and dark mode, its code selectable.
 *
 *   node render-folder.mjs [--svg] <input dir> <output dir>
 */

const svg = process.argv.includes('--svg');
const [input = 'snippets', output = 'out'] = process.argv.slice(2).filter((argument) => argument !== '--svg');
const look = svg
  ? { format: 'svg', theme: 'github-light', darkTheme: 'github-dark', background: 'transparent' }
  : { theme: 'github-dark', background: 'gradient-ocean' };
await mkdir(output, { recursive: true });

const files = (await readdir(input)).filter((name) => !name.startsWith('.')).sort();
let failed = 0;
for (const [index, name] of files.entries()) {
  const started = performance.now();
  const code = await readFile(join(input, name), 'utf8');
  // The extension names the language when Shiki knows it (`.ts`, `.py`, `.rs`…); else detect it
  // (under 30% sure, detection answers plain text rather than a wrong language's colours).
  const named = findLanguage(extname(name).slice(1));
  const detection = named ? undefined : await detectLanguage(code);
  const language = named ?? detection.language;
  const how = detection ? `, detected ${language}, ${Math.round(detection.confidence * 100)}% sure` : '';
  const target = join(output, `${basename(name, extname(name))}.${svg ? 'svg' : 'png'}`);
  try {
    const image = await renderCode({
      code,
      language,
      ...look,
      lineNumbers: true,
    });
    await writeFile(target, image);
    console.log(
      `[${index + 1}/${files.length}] ${name} → ${target} (${Math.round(performance.now() - started)} ms${how})`,
    );
  } catch (error) {
    failed++;
    console.error(`[${index + 1}/${files.length}] ${name}: ${error.message}`);
  }
}
if (failed) process.exitCode = 1;
