import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { describe, expect, it } from 'vitest';
import { GALLERY, GALLERY_DIR, THEME_ENTRIES } from '../scripts/gallery.js';
import { BACKGROUND_IDS, CODE_THEME_IDS, OG_TEMPLATES, OG_THEMES } from '../src/index.js';
import { decode } from './_image.js';

const root = join(import.meta.dirname, '../../..');
/** As for the reference images: the share of pixels allowed to differ. */
const MAX_DIFFERENT = 0.002;

describe('the docs gallery', () => {
  it('has a picture of every theme, background, code card option, OG template in each theme, and every script', () => {
    // Code card options, each in a dark and a light theme: title, lineStart, focusLines,
    // added/removed lines, language diff, wrapping, terminal output, size og and square.
    const options = 9 * 2;
    // The last two: a code card and an OG card in every script.
    const scripts = 2;
    // Own designs from the corpus, dark and light, in several scripts.
    const designs = 6;
    expect(GALLERY.length).toBe(
      CODE_THEME_IDS.length +
        BACKGROUND_IDS.length +
        options +
        OG_TEMPLATES.length * OG_THEMES.length +
        scripts +
        designs,
    );
    const page = readFileSync(join(root, 'docs/gallery.md'), 'utf8');
    for (const entry of GALLERY) expect(page).toContain(`images/gallery/${entry.file}`);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const entry of THEME_ENTRIES) expect(readme).toContain(`${GALLERY_DIR}/${entry.file}`);
  });

  // Rendered again and compared: a renderer change that is not followed by `pnpm docs:images`
  // fails here, so the pictures in the docs are always what the code draws.
  it.each(GALLERY.map((entry) => [entry.file, entry] as const))(
    '%s is what the renderer draws now',
    async (file, entry) => {
      const [actual, expected] = await Promise.all([
        entry.render().then(decode),
        decode(readFileSync(join(root, GALLERY_DIR, file))),
      ]);
      expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
      const different = pixelmatch(actual.data, expected.data, undefined, actual.width, actual.height, {
        threshold: 0.1,
      });
      expect(
        different / (actual.width * actual.height),
        'run pnpm docs:images and review the pictures',
      ).toBeLessThanOrEqual(MAX_DIFFERENT);
    },
  );
});
