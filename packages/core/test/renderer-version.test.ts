import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rendererVersion } from '../scripts/renderer-version.mjs';
import { RENDERER_VERSION as INSTALLED_VERSION } from '../src/index.js';
import { regionalFonts } from '../src/regional-fonts.js';

const root = join(import.meta.dirname, '..');
/** The part the build derives; the installed @glyphcast/fonts-cjk's version follows it. */
const RENDERER_VERSION = INSTALLED_VERSION.replace(/\+cjk-[^+]+$/, '');

/** The version with one byte of one file changed. */
function withByteChanged(file: string): string {
  return rendererVersion(root, (path) => {
    const bytes = readFileSync(path);
    if (!path.endsWith(file)) return bytes;
    const changed = Buffer.from(bytes);
    changed[changed.length >> 1] = ((changed[changed.length >> 1] as number) + 1) & 0xff;
    return changed;
  });
}

describe('RENDERER_VERSION', () => {
  it('is what the build derives from the drawing files (the tests see the same define)', () => {
    expect(RENDERER_VERSION).toBe(rendererVersion(root));
  });

  it.each([
    ['drawing code', join('src', 'raster', 'draw-scene.ts')],
    ['a font', join('fonts', 'Inter_400Regular.ttf')],
    ['the emoji', join('emoji', 'twemoji.bin')],
    ['the language detection model', join('models', 'language-detection.bin')],
    ['the excerpt detection model', join('models', 'language-excerpts.bin')],
    ['a grammar’s converted expressions', join('regexes', 'typescript.json.br')],
  ])('changes when one byte of %s changes', (_, file) => {
    expect(withByteChanged(file)).not.toBe(RENDERER_VERSION);
  });

  it('adds the version of @glyphcast/fonts-cjk, installed beside the core in this workspace', () => {
    expect(INSTALLED_VERSION).toBe(`${RENDERER_VERSION}+cjk-${regionalFonts()?.version}`);
  });

  it('stays when only the command line changes: it draws nothing', () => {
    expect(withByteChanged(join('src', 'cli', 'main.ts'))).toBe(RENDERER_VERSION);
  });
});
