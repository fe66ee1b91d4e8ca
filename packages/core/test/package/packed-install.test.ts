import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePrebuiltSqlite } from './_prebuilt-sqlite.js';

/*
 * The packages as a user gets them: `pnpm pack` of the core, its regional CJK fonts, the server and the site integrations, then
 * one `npm install` of the tarballs into an empty folder (production dependencies only, from
 * the npm registry; the integrations' dependency on the core met by its tarball), then used
 * from ES modules, from CommonJS and through the `glyphcast` command. Nothing of this
 * repository is on the path.
 */

const PACKAGES = resolve(import.meta.dirname, '../../..');
const execFileAsync = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'glyphcast-packed-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `source` as a file of the empty folder (`name` says ES module or CommonJS). */
function run(name: string, source: string) {
  writeFileSync(join(work, name), source);
  return spawnSync(process.execPath, [name], { cwd: work, encoding: 'utf8', timeout: 60_000 });
}

/** Width and height a PNG's header declares. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** The tarball `pnpm pack` makes of a package of this repository. */
const pack = (name: string) =>
  execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: join(PACKAGES, name), encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1) as string;

beforeAll(async () => {
  const tarballs = ['core', 'fonts-cjk', 'server', 'vitepress', 'astro'].map(pack);
  execFileSync('npm', ['init', '-y'], { cwd: work, stdio: 'ignore' });
  // The server's better-sqlite3 as a user gets it, a prebuilt binary (from a loopback release
  // server: GitHub is out of reach here); without one npm compiles it, ~2 minutes or more.
  const prebuilt = await servePrebuiltSqlite(work);
  try {
    // Asynchronous: a synchronous install would stall the test worker's messages to Vitest for minutes.
    await execFileAsync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], {
      cwd: work,
      env: { ...process.env, ...prebuilt.environment },
      timeout: 420_000,
    });
  } finally {
    await prebuilt.close();
  }
}, 430_000);

describe('the packed packages installed with npm into an empty folder', () => {
  it('renders from an ES module', () => {
    const result = run(
      'use.mjs',
      "import { renderOg } from '@glyphcast/core';\n" +
        'const png = await renderOg({ title: \'Installed from a tarball\', logo: Buffer.from(\'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>\') });\n' +
        "process.stdout.write(png.readUInt32BE(16) + 'x' + png.readUInt32BE(20));\n",
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('1200x630');
  }, 70_000);

  it('draws Japanese letterforms from @glyphcast/fonts-cjk, installed beside the core', () => {
    const result = run(
      'regional.mjs',
      "import { RENDERER_VERSION, renderOgWithInfo } from '@glyphcast/core';\n" +
        "const { warnings } = await renderOgWithInfo({ title: '直角三角形の骨格', lang: 'ja' });\n" +
        'process.stdout.write(JSON.stringify({ warnings, version: RENDERER_VERSION }));\n',
    );
    expect(result.stderr).toBe('');
    const { warnings, version } = JSON.parse(result.stdout) as { warnings: unknown[]; version: string };
    expect(warnings).toEqual([]);
    expect(version).toMatch(/\+cjk-\d+\.\d+\.\d+$/);
  }, 70_000);

  it('renders from CommonJS', () => {
    const result = run(
      'use.cjs',
      "const { renderCode } = require('@glyphcast/core');\n" +
        "renderCode({ code: 'const a = 1;', language: 'ts', scale: 1 }).then((png) => process.stdout.write(png.subarray(1, 4).toString()));\n",
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('PNG');
  }, 70_000);

  it('ships the grammars whose expressions the build converted to JavaScript', () => {
    expect(existsSync(join(work, 'node_modules', '@glyphcast', 'core', 'regexes', 'typescript.json.br'))).toBe(true);
  });

  it('runs its glyphcast command', () => {
    const bin = join(work, 'node_modules', '.bin', 'glyphcast');
    const result = spawnSync(bin, ['og', '--title', 'From the command line', '-o', 'card.png'], {
      cwd: work,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    expect(pngSize(readFileSync(join(work, 'card.png')))).toBe('1200x630');
  }, 70_000);

  it("@glyphcast/astro's route draws a page's image, its integration names the cache folder", () => {
    const result = run(
      'astro.mjs',
      "import { glyphcast, glyphcastRoute } from '@glyphcast/astro';\n" +
        "const setup = glyphcast().hooks['astro:config:setup'];\n" +
        "setup({ config: { cacheDir: new URL('./.astro-cache/', import.meta.url) }, updateConfig: () => {} });\n" +
        "const route = glyphcastRoute({ param: 'p', pages: { hello: { title: 'Hi' } }, card: (page) => ({ og: { title: page.title } }) });\n" +
        "const response = await route.GET({ params: { p: 'hello.png' } });\n" +
        'const png = Buffer.from(await response.arrayBuffer());\n' +
        "process.stdout.write(response.headers.get('content-type') + ' ' + png.readUInt32BE(16) + 'x' + png.readUInt32BE(20));\n",
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('image/png 1200x630');
    expect(existsSync(join(work, '.astro-cache', 'glyphcast'))).toBe(true);
  }, 70_000);

  it("@glyphcast/vitepress's config gives a page its og:image tag", () => {
    const result = run(
      'vitepress.mjs',
      "import { withGlyphcast } from '@glyphcast/vitepress';\n" +
        "const config = withGlyphcast({}, { siteUrl: 'https://docs.example.com' });\n" +
        "const page = { relativePath: 'guide/a.md', filePath: 'guide/a.md', title: 'A', description: '', headers: [], frontmatter: {} };\n" +
        "const result = await config.transformPageData(page, { siteConfig: { site: { title: 'S', description: '', base: '/' } } });\n" +
        "process.stdout.write(result.frontmatter.head.find(([, tag]) => tag.property === 'og:image')[1].content);\n",
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('https://docs.example.com/og/guide/a.png');
  }, 70_000);

  it("the server's admin command makes a key and its server answers an image for it, then stops on SIGTERM", async () => {
    const bin = join(work, 'node_modules', '.bin', 'glyphcast-server');
    const env = { ...process.env, DATA_DIR: join(work, 'server-data'), LOG_LEVEL: 'silent' };
    const created = spawnSync(bin, ['keys', 'create', '--plan', 'hobby'], { cwd: work, env, encoding: 'utf8' });
    expect(created.status, created.stderr).toBe(0);
    const publicKey = /pk_live_\w+/.exec(created.stdout)?.[0];
    expect(publicKey).toBeDefined();
    const port = await freePort();
    const server = spawn(bin, [], { cwd: work, env: { ...env, PORT: String(port) }, stdio: 'ignore' });
    try {
      const origin = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          () =>
            fetch(`${origin}/health`).then(
              (response) => response.status,
              () => 0,
            ),
          { timeout: 30_000 },
        )
        .toBe(200);
      const response = await fetch(`${origin}/v1/og?key=${publicKey}&title=Installed+from+npm`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await response.arrayBuffer()))).toBe('1200x630');
    } finally {
      server.kill('SIGTERM');
    }
    const [code] = await once(server, 'exit');
    expect(code).toBe(0);
  }, 70_000);
});

/** A port free on the loopback interface now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}
