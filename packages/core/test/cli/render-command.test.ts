import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDER_FLAGS } from '../../src/cli/flags.js';
import { countDifferent, decode, pixelAt } from '../_image.js';

/* `glyphcast render`: own designs from HTML, JSON and JSX files, props filled in as text. */

const CLI = join(import.meta.dirname, '../../src/cli/main.ts');
const work = mkdtempSync(join(tmpdir(), 'glyphcast-render-'));

function glyphcast(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.toString('utf8') };
}

const HTML = `<style>.card{display:flex;width:100%;height:100%;background:#0000ff;color:#fff;font-size:40px;padding:20px}</style>
<div class="card">{{title}}</div>`;

describe('glyphcast render', () => {
  it('lists its flags with their defaults', () => {
    const { status, stdout } = glyphcast(['render', '--help']);
    const help = stdout.toString('utf8');
    expect(status).toBe(0);
    for (const flag of RENDER_FLAGS.flags) expect(help).toContain(`--${flag.flag}`);
    expect(help).toContain('(default: 1200)');
    expect(help).toContain('--props');
    expect(help).toContain('--font');
  });

  it('renders HTML with props filled in as text, at 1200×630 beside the file', async () => {
    writeFileSync(join(work, 'card.html'), HTML);
    const { status, stderr } = glyphcast(['render', join(work, 'card.html'), '--props', '{"title":"<b>Hi</b>"}']);
    expect(stderr).toMatch(/^wrote .*card\.png: 1200×630 png, \d+ kB in \d+ ms\n$/);
    expect(status).toBe(0);
    const image = await decode(readFileSync(join(work, 'card.png')));
    expect(pixelAt(image, 600, 600)).toEqual([0, 0, 255, 255]);
    // The markup in the prop is drawn as characters: text spans well past "Hi" alone.
    expect(countDifferent(image, { x: 200, y: 20, width: 200, height: 50 }, [0, 0, 255])).toBeGreaterThan(50);
  });

  it('reads a JSON design saved with a byte order mark, as Windows editors save it', async () => {
    const tree = { type: 'div', props: { style: { width: '100%', height: '100%', backgroundColor: '#ff0000' } } };
    writeFileSync(join(work, 'marked.json'), `\uFEFF${JSON.stringify(tree)}`);
    const { status, stderr } = glyphcast(['render', join(work, 'marked.json'), '-o', join(work, 'marked.png')]);
    expect([status, stderr]).toEqual([0, expect.stringMatching(/^wrote /)]);
    expect(pixelAt(await decode(readFileSync(join(work, 'marked.png'))), 600, 300)).toEqual([255, 0, 0, 255]);
  });

  it('renders a JSON tree and a TSX component (compiled by esbuild) with the size and format asked', async () => {
    writeFileSync(
      join(work, 'card.json'),
      JSON.stringify({ type: 'div', props: { style: { backgroundColor: '#ff0000' }, children: '{{title}}' } }),
    );
    const json = glyphcast([
      'render',
      join(work, 'card.json'),
      '--props',
      '{"title":"x"}',
      '--width',
      '300',
      '--height',
      '100',
      '-o',
      join(work, 'json.webp'),
    ]);
    expect(json.status).toBe(0);
    const fromJson = await decode(readFileSync(join(work, 'json.webp')));
    expect([fromJson.format, fromJson.width, fromJson.height]).toEqual(['webp', 300, 100]);
    writeFileSync(
      join(work, 'card.tsx'),
      `export default ({ title }: { title: string }) => <div style={{ display: 'flex', width: '100%', height: '100%', background: '#00ff00', alignItems: 'center', justifyContent: 'center' }}><>{title}</></div>;`,
    );
    const tsx = glyphcast([
      'render',
      join(work, 'card.tsx'),
      '--props',
      '{"title":"Centred"}',
      '--scale',
      '2',
      '-o',
      join(work, 'tsx.png'),
    ]);
    expect(tsx.stderr).toMatch(/2400×1260 png/);
    const fromTsx = await decode(readFileSync(join(work, 'tsx.png')));
    expect(pixelAt(fromTsx, 10, 10)).toEqual([0, 255, 0, 255]);
    // Centred text: ink in the middle, none near the top-left corner.
    expect(countDifferent(fromTsx, { x: 1000, y: 580, width: 400, height: 100 }, [0, 255, 0])).toBeGreaterThan(100);
    expect(countDifferent(fromTsx, { x: 0, y: 0, width: 300, height: 300 }, [0, 255, 0])).toBe(0);
  });

  it.each([
    [['render'], /give a design file/],
    [['render', 'missing.html'], /no such file: missing.html/],
    [['render', 'card.txt'], /reads \.html, \.json, \.jsx/],
    [['render', '__HTML__', '--props', '[1]'], /--props must be a JSON object/],
    [['render', '__HTML__'], /uses \{\{title\}\}, which --props does not give/],
    [
      ['render', '__HTML__', '--props', '{"title":"x"}', '--width', '9000'],
      /--width: `width` must be an integer from 1 to 4096/,
    ],
    [['render', '__HTML__', '--props', '{"title":"x"}', '--font', 'nonsense'], /--font takes name=file/],
  ])('fails with exit 2 and one line: %j', (args, message) => {
    writeFileSync(join(work, 'card.html'), HTML);
    const { status, stderr } = glyphcast(args.map((arg) => (arg === '__HTML__' ? join(work, 'card.html') : arg)));
    expect(status).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});
