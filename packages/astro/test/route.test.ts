import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIContext, AstroIntegration } from 'astro';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { glyphcast, glyphcastRoute, mediaTypeOf } from '../src/index.js';
import { sharedState } from '../src/shared-state.js';

const work = mkdtempSync(join(tmpdir(), 'glyphcast-astro-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const pages = {
  'blog/hello': { title: 'Hello' },
  'blog/日本語': { title: 'こんにちは' },
};

/** The route's GET called as Astro calls it, with the rest parameter given. */
function get(route: ReturnType<typeof glyphcastRoute>, value: string): Promise<Response> {
  return route.GET({ params: { route: value } } as unknown as APIContext) as Promise<Response>;
}

describe('glyphcastRoute', () => {
  it("lists one path per page with the format's extension, and draws each page's card", async () => {
    sharedState().cacheDir = join(work, 'cache');
    const route = glyphcastRoute({ param: 'route', pages, card: (page) => ({ og: { title: page.title } }) });
    const paths = await route.getStaticPaths({} as never);
    expect(paths).toEqual([{ params: { route: 'blog/hello.png' } }, { params: { route: 'blog/日本語.png' } }]);
    const response = await get(route, 'blog/日本語.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('answers 404 for a page it does not have or another extension', async () => {
    const route = glyphcastRoute({ param: 'route', pages, card: (page) => ({ og: { title: page.title } }) });
    expect((await get(route, 'blog/missing.png')).status).toBe(404);
    expect((await get(route, 'blog/hello.jpg')).status).toBe(404);
    expect((await get(route, 'constructor.png')).status).toBe(404);
  });

  it("draws every card in the route's format, whatever the card's options say", async () => {
    const route = glyphcastRoute({
      param: 'route',
      pages,
      format: 'jpeg',
      card: (page) => ({
        html: `<div style="display:flex">${page.title}</div>`,
        design: { width: 400, height: 200, format: 'png' },
      }),
    });
    expect((await route.getStaticPaths({} as never))[0]).toEqual({ params: { route: 'blog/hello.jpg' } });
    const response = await get(route, 'blog/hello.jpg');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 200]);
  });

  it('counts what it drew and what it took from the cache', async () => {
    const state = sharedState();
    state.cacheDir = join(work, 'counted');
    state.rendered = 0;
    state.reused = 0;
    const route = glyphcastRoute({ param: 'route', pages, card: (page) => ({ og: { title: `${page.title}!` } }) });
    await get(route, 'blog/hello.png');
    await get(route, 'blog/hello.png');
    expect([state.rendered, state.reused]).toEqual([1, 1]);
  });
});

describe('the glyphcast integration', () => {
  it("keeps the core out of Vite's bundles and puts the cache in Astro's cache folder", () => {
    const integration: AstroIntegration = glyphcast();
    const updates: unknown[] = [];
    const setup = integration.hooks['astro:config:setup'] as (options: unknown) => void;
    setup({
      config: { cacheDir: pathToFileURL(`${work}/astro-cache/`) },
      updateConfig: (update: unknown) => updates.push(update),
    });
    expect(sharedState().cacheDir).toBe(join(fileURLToPath(pathToFileURL(`${work}/astro-cache/`)), 'glyphcast/'));
    expect(updates).toEqual([
      {
        vite: {
          ssr: { external: ['@glyphcast/core', '@glyphcast/astro'] },
          optimizeDeps: { exclude: ['@glyphcast/core', '@glyphcast/astro'] },
        },
      },
    ]);
    glyphcast({ cacheDir: false }).hooks['astro:config:setup']?.({
      config: { cacheDir: pathToFileURL(`${work}/x/`) },
      updateConfig: () => {},
    } as never);
    expect(sharedState().cacheDir).toBe(false);
  });

  it('gives an image path its media type', () => {
    expect(mediaTypeOf('og/a.png')).toBe('image/png');
    expect(mediaTypeOf('og/a.JPG')).toBe('image/jpeg');
    expect(mediaTypeOf('og/a.svg')).toBe('image/svg+xml');
    expect(mediaTypeOf('og/a.gif')).toBeUndefined();
  });
});
