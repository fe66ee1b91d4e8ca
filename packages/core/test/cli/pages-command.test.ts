import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decode, pixelAt } from '../_image.js';

const CLI = join(import.meta.dirname, '../../src/cli/main.ts');
const work = mkdtempSync(join(tmpdir(), 'glyphcast-pages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const site = join(work, 'site');
const out = join(work, 'out');
const cache = join(work, 'cache');

/** The command's working folder: the core's, where tsx finds its tsconfig. */
const CWD = join(import.meta.dirname, '../..');

function glyphcast(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: CWD,
    env: { ...process.env, NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stderr: result.stderr };
}

function write(path: string, text: string) {
  mkdirSync(join(site, path, '..'), { recursive: true });
  writeFileSync(join(site, path), text);
}

const manifestOf = (folder: string) =>
  JSON.parse(readFileSync(join(folder, 'og-manifest.json'), 'utf8')) as {
    images: { page: string; image: string; width: number; height: number; alt: string; hash: string }[];
  };

describe('glyphcast pages', () => {
  write('guide/install.md', '---\ntitle: Installing Acme\ndescription: Five minutes\nauthor: Ada\n---\n\n# Not this\n');
  write('index.md', '# Welcome to *Acme*\n\nText.\n');
  write('about.html', '<html><head><title>About &amp; us</title><meta name="description" content="Who"></head></html>');
  write('guide/ja.md', '---\ntitle: 日本語のページ\n---\n');
  write('broken.md', '---\ntitle: [unclosed\n---\n');
  write('untitled.md', 'Only text, no heading.\n');
  const pages = [`${site}/**/*.md`, `${site}/**/*.html`];

  it('makes an image for every page at its path, a manifest, and fails the run on a bad page', () => {
    const { status, stderr } = glyphcast(['pages', ...pages, '--out-dir', out, '--cache-dir', cache]);
    expect(status).toBe(1);
    expect(stderr).toContain('glyphcast: broken.md: its front matter is not valid YAML');
    expect(stderr).toContain('glyphcast: untitled.md: no title');
    expect(stderr).toMatch(/rendered 4, reused 0, failed 2\n$/);
    const manifest = manifestOf(out);
    expect(manifest.images.map((image) => [image.page, image.image, image.alt]).sort()).toEqual([
      ['about.html', 'about.png', 'About & us'],
      ['guide/install.md', 'guide/install.png', 'Installing Acme'],
      ['guide/ja.md', 'guide/ja.png', '日本語のページ'],
      ['index.md', 'index.png', 'Welcome to Acme'],
    ]);
    const png = readFileSync(join(out, 'guide/install.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }, 130_000);

  it('redraws only the page that changed, leaving the others’ files untouched', () => {
    write('broken.md', '---\ntitle: Fixed\n---\n');
    write('untitled.md', '# Now titled\n');
    const untouched = join(out, 'about.png');
    utimesSync(untouched, new Date('2020-01-01T00:00:00Z'), new Date('2020-01-01T00:00:00Z'));
    write('index.md', '# Welcome back\n');
    const { status, stderr } = glyphcast(['pages', ...pages, '--out-dir', out, '--cache-dir', cache]);
    expect(status).toBe(0);
    expect(stderr).toMatch(/rendered 3, reused 3, failed 0\n$/);
    expect(statSync(untouched).mtime.toISOString()).toBe('2020-01-01T00:00:00.000Z');
    expect(manifestOf(out).images).toHaveLength(6);
  }, 130_000);

  it('draws a design of one’s own with each page’s front matter as props', async () => {
    const design = join(work, 'card.json');
    writeFileSync(
      design,
      JSON.stringify({
        type: 'div',
        props: {
          style: { display: 'flex', width: '100%', height: '100%', background: '#0000ff', color: 'white' },
          children: '{{title}}',
        },
      }),
    );
    const designOut = join(work, 'design-out');
    const { status, stderr } = glyphcast([
      'pages',
      join(site, 'guide/install.md'),
      '--out-dir',
      designOut,
      '--design',
      design,
      '--width',
      '400',
      '--height',
      '200',
      '--cache-dir',
      cache,
    ]);
    expect(stderr).toMatch(/rendered 1, reused 0, failed 0\n$/);
    expect(status).toBe(0);
    const image = await decode(readFileSync(join(designOut, 'install.png')));
    expect([image.width, image.height]).toEqual([400, 200]);
    expect(pixelAt(image, 390, 190)).toEqual([0, 0, 255, 255]);
  }, 130_000);

  it('compiles a TSX design given by a relative path once, its pictures read relative to the working folder', async () => {
    writeFileSync(
      join(work, 'card.tsx'),
      'export default function Card({ title }: { title: string }) {\n' +
        '  return <div style={{ display: "flex", width: "100%", height: "100%", background: "#00ff00" }}>' +
        `<img src="${relative(CWD, join(work, 'dot.svg'))}" width={40} height={40} />{title}</div>;\n}\n`,
    );
    writeFileSync(
      join(work, 'dot.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#ff00ff"/></svg>',
    );
    const tsxOut = join(work, 'tsx-out');
    const pages = [join(site, 'guide/install.md'), join(site, 'guide/ja.md')];
    const design = relative(CWD, join(work, 'card.tsx'));
    const args = ['pages', ...pages, '--out-dir', tsxOut, '--design', design, '--width', '400', '--height', '200'];
    const { status, stderr } = glyphcast([...args, '--cache-dir', cache]);
    expect(stderr).toMatch(/rendered 2, reused 0, failed 0\n$/);
    expect(status).toBe(0);
    const image = await decode(readFileSync(join(tsxOut, 'ja.png')));
    expect(pixelAt(image, 20, 20)).toEqual([255, 0, 255, 255]);
    expect(pixelAt(image, 390, 190)).toEqual([0, 255, 0, 255]);
    // A design that does not compile is one usage error before any page, not one per page.
    writeFileSync(join(work, 'broken.tsx'), 'export default function Card( {');
    const broken = glyphcast([
      'pages',
      ...pages,
      '--out-dir',
      tsxOut,
      '--design',
      relative(CWD, join(work, 'broken.tsx')),
    ]);
    expect(broken.status).toBe(2);
    expect(broken.stderr.match(/cannot compile \S*broken\.tsx/g)).toHaveLength(1);
  }, 130_000);

  it('puts a logo from a local file on every card (--logo ./logo.svg, relative to the working folder)', async () => {
    const logoOut = join(work, 'logo-out');
    writeFileSync(
      join(work, 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="56"><rect width="160" height="56" fill="#ff0000"/></svg>',
    );
    const { status, stderr } = glyphcast([
      'pages',
      join(site, 'guide/install.md'),
      '--out-dir',
      logoOut,
      '--logo',
      // The command runs in packages/core: a path from there to the file.
      relative(join(import.meta.dirname, '../..'), join(work, 'logo.svg')),
      '--cache-dir',
      cache,
    ]);
    expect(stderr).toMatch(/rendered 1, reused 0, failed 0\n$/);
    expect(status).toBe(0);
    const image = await decode(readFileSync(join(logoOut, 'install.png')));
    // The article template's logo box starts at 72, 72.
    expect(pixelAt(image, 100, 90)).toEqual([255, 0, 0, 255]);
  }, 130_000);

  it('starts the images’ paths at --root rather than at the pages’ common folder', () => {
    const rootOut = join(work, 'root-out');
    writeFileSync(join(work, 'elsewhere.md'), '# Elsewhere\n');
    const { status, stderr } = glyphcast([
      'pages',
      join(site, 'guide/install.md'),
      join(work, 'elsewhere.md'),
      '--root',
      site,
      '--out-dir',
      rootOut,
      '--cache-dir',
      cache,
    ]);
    // One page alone would have its image at install.png; below --root it keeps its folder.
    expect(statSync(join(rootOut, 'guide/install.png')).isFile()).toBe(true);
    expect(stderr).toMatch(/elsewhere\.md: not inside --root /);
    expect(stderr).toMatch(/rendered 0, reused 1, failed 1\n$/);
    expect(status).toBe(1);
  }, 130_000);

  it('names a bad card flag once, as the flag, before any page is drawn', () => {
    const badOut = join(work, 'bad-out');
    for (const [flag, value, message] of [
      ['--accent', 'red', /^glyphcast: --accent: `accent` must be a hex colour such as #7c3aed, received "red"\n$/],
      ['--logo', 'nowhere.svg', /^glyphcast: --logo: `logo` could not be read: no such file: .*nowhere\.svg\n$/],
    ] as const) {
      const { status, stderr } = glyphcast(['pages', join(site, 'index.md'), '--out-dir', badOut, flag, value]);
      expect(stderr).toMatch(message);
      expect(status).toBe(2);
    }
    expect(() => statSync(badOut)).toThrow();
  });

  it('asks for --out-dir', () => {
    const { status, stderr } = glyphcast(['pages', join(site, 'index.md')]);
    expect(status).toBe(2);
    expect(stderr).toContain('--out-dir');
  });
});
