import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { GlyphcastError, renderCachedImage } from '../../src/index.js';

const work = mkdtempSync(join(tmpdir(), 'glyphcast-cached-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('renderCachedImage', () => {
  it('draws a card once and reads it from the cache after, the same bytes', async () => {
    const cacheDir = join(work, 'cache');
    const card = { og: { title: 'Cached once', author: 'Ada' } };
    const first = await renderCachedImage(card, { cacheDir });
    expect(first).toMatchObject({ width: 1200, height: 630, format: 'png', reused: false });
    const meta = await sharp(first.image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const second = await renderCachedImage(card, { cacheDir });
    expect(second.reused).toBe(true);
    expect(second.hash).toBe(first.hash);
    expect(second.image.equals(first.image)).toBe(true);
    // A change to anything that decides the pixels is a new image.
    const changed = await renderCachedImage({ og: { title: 'Cached twice', author: 'Ada' } }, { cacheDir });
    expect(changed.reused).toBe(false);
    expect(changed.hash).not.toBe(first.hash);
  });

  it('keeps nothing with cacheDir false, and draws HTML designs at their size', async () => {
    const card = {
      html: '<div style="display:flex;background:#0af;width:100%;height:100%">Hi</div>',
      design: { width: 300, height: 150, format: 'jpeg' as const },
    };
    const first = await renderCachedImage(card, { cacheDir: false });
    const second = await renderCachedImage(card, { cacheDir: false });
    expect([first.reused, second.reused]).toEqual([false, false]);
    expect([second.width, second.height, second.format]).toEqual([300, 150, 'jpeg']);
  });

  it('throws a GlyphcastError naming the field of a bad option, and caches nothing for it', async () => {
    const cacheDir = join(work, 'bad');
    const error = await renderCachedImage({ og: { title: 'x', theme: 'sepia' as never } }, { cacheDir }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GlyphcastError);
    expect((error as GlyphcastError).field).toBe('theme');
    expect(() => readdirSync(cacheDir)).toThrow();
    await expect(renderCachedImage({} as never)).rejects.toThrow(/needs `og`, `code`, `element` or `html`/);
  });
});
