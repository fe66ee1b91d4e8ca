import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INTER_FONT_FILES } from '../../src/assets/fonts.js';
import { type BuildImage, type BuildProgress, buildImages } from '../../src/build/build-images.js';
import { contentKey } from '../../src/build/content-key.js';
import { CARD_TASKS } from '../../src/pipeline/tasks.js';

const work = mkdtempSync(join(tmpdir(), 'glyphcast-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The pixel size a PNG's header declares. */
const pngSize = (file: string) => {
  const bytes = readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

const site = (title: string): BuildImage[] => [
  { path: 'blog/hello.png', alt: title, og: { title, author: 'Ada' } },
  { path: 'blog/日本語.png', og: { title: '日本語のタイトル', template: 'minimal' } },
  { path: 'code/snippet.png', code: { code: 'const answer = 42;', language: 'ts' } },
  {
    path: 'designs/card.png',
    element: {
      type: 'div',
      props: { style: { display: 'flex', background: '#123456', color: 'white' }, children: 'Hi' },
    },
    design: { width: 320, height: 160 },
  },
  {
    path: 'designs/page.svg',
    html: '<div style="display:flex;color:#c00">From HTML</div>',
    design: { width: 300, height: 100, format: 'svg' },
  },
];

describe('buildImages', () => {
  const outDir = join(work, 'out');
  const cacheDir = join(work, 'cache');

  it('renders every image of a site at its path, with a manifest', async () => {
    const progress: BuildProgress[] = [];
    const manifest = await buildImages(site('Hello world'), {
      outDir,
      cacheDir,
      onProgress: (step) => progress.push(step),
    });
    expect(manifest.failed).toEqual([]);
    expect(manifest).toMatchObject({ rendered: 5, reused: 0 });
    expect(manifest.images.map((image) => [image.path, image.width, image.height, image.format])).toEqual([
      ['blog/hello.png', 1200, 630, 'png'],
      ['blog/日本語.png', 1200, 630, 'png'],
      ['code/snippet.png', expect.any(Number), expect.any(Number), 'png'],
      ['designs/card.png', 320, 160, 'png'],
      ['designs/page.svg', 300, 100, 'svg'],
    ]);
    expect(manifest.images[0]).toMatchObject({
      alt: 'Hello world',
      reused: false,
      written: true,
      hash: expect.stringMatching(/^[\w-]{16}$/),
    });
    expect(pngSize(join(outDir, 'blog/hello.png'))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(join(outDir, 'designs/card.png'))).toEqual({ width: 320, height: 160 });
    expect(readFileSync(join(outDir, 'designs/page.svg'), 'utf8')).toContain('From HTML');
    expect(progress.map((step) => step.done)).toEqual([1, 2, 3, 4, 5]);
    expect(progress.every((step) => step.total === 5 && step.outcome === 'rendered')).toBe(true);
  });

  it('redraws nothing on a rebuild and leaves every file as it was', async () => {
    const file = join(outDir, 'blog/hello.png');
    utimesSync(file, new Date('2020-01-01T00:00:00Z'), new Date('2020-01-01T00:00:00Z'));
    const manifest = await buildImages(site('Hello world'), { outDir, cacheDir });
    expect(manifest).toMatchObject({ rendered: 0, reused: 5, failed: [] });
    expect(manifest.images.every((image) => image.reused && !image.written)).toBe(true);
    expect(statSync(file).mtime.toISOString()).toBe('2020-01-01T00:00:00.000Z');
  });

  it('redraws only the page that changed', async () => {
    const before = readFileSync(join(outDir, 'blog/hello.png'));
    const manifest = await buildImages(site('Hello again'), { outDir, cacheDir });
    expect(manifest).toMatchObject({ rendered: 1, reused: 4 });
    expect(manifest.images.filter((image) => image.written).map((image) => image.path)).toEqual(['blog/hello.png']);
    expect(readFileSync(join(outDir, 'blog/hello.png')).equals(before)).toBe(false);
  });

  it('fills a fresh output folder from the cache (a CI runner that restored it)', async () => {
    const fresh = join(work, 'fresh-out');
    const manifest = await buildImages(site('Hello again'), { outDir: fresh, cacheDir });
    expect(manifest).toMatchObject({ rendered: 0, reused: 5 });
    expect(manifest.images.every((image) => image.written)).toBe(true);
    expect(readFileSync(join(fresh, 'blog/hello.png')).equals(readFileSync(join(outDir, 'blog/hello.png')))).toBe(true);
  });

  it('reports images it cannot make, naming the field, and makes the others', async () => {
    const manifest = await buildImages(
      [
        { path: 'ok.png', og: { title: 'Fine' } },
        { path: 'bad-size.png', og: { title: 'x', fontSize: 999 } as never },
        { path: '../escape.png', og: { title: 'Out of the folder' } },
        { path: 'wrong.jpg', og: { title: 'A PNG named .jpg' } },
        { path: 'ok.png', og: { title: 'Twice' } },
      ],
      { outDir: join(work, 'partial'), cacheDir: false },
    );
    expect(manifest.images.map((image) => image.path)).toEqual(['ok.png']);
    expect(manifest.failed.map(({ path, field }) => [path, field])).toEqual([
      ['bad-size.png', 'fontSize'],
      ['../escape.png', 'path'],
      ['wrong.jpg', 'path'],
      ['ok.png', 'path'],
    ]);
    expect(manifest.failed[1]?.error).toContain('inside outDir');
  });
});

describe('the build cache’s key', () => {
  const parse = (options: object) => CARD_TASKS.og.card.parse(options);

  it('is the same for options that draw the same (defaults, key order) and differs for any change', () => {
    const key = contentKey('og', parse({ title: 'A', theme: 'light' }), false);
    expect(contentKey('og', parse({ theme: 'light', title: 'A' }), false)).toBe(key);
    expect(contentKey('og', parse({ title: 'A' }), false)).not.toBe(key);
    expect(contentKey('og', parse({ title: 'B', theme: 'light' }), false)).not.toBe(key);
    expect(contentKey('og', parse({ title: 'A', theme: 'light' }), true)).not.toBe(key);
    expect(contentKey('code', parse({ title: 'A', theme: 'light' }), false)).not.toBe(key);
  });

  it('counts a font by its bytes', () => {
    const font = readFileSync(INTER_FONT_FILES.regular);
    const design = (data: Uint8Array) =>
      CARD_TASKS.design.card.parse({ element: 'x', width: 10, height: 10, fonts: [{ name: 'Brand', data }] });
    const changed = Uint8Array.from(font);
    changed[1000] = (changed[1000] as number) ^ 1;
    expect(contentKey('design', design(font), false)).toBe(contentKey('design', design(Uint8Array.from(font)), false));
    expect(contentKey('design', design(changed), false)).not.toBe(contentKey('design', design(font), false));
  });
});
