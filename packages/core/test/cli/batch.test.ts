import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchProgress } from '../../src/cli/batch-progress.js';
import { decode } from '../_image.js';

const CLI = join(import.meta.dirname, '../../src/cli/main.ts');

function glyphcast(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, stderr: result.stderr.toString('utf8') };
}

/** A small source tree: two languages in two folders, one empty file and one binary. */
function sourceTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'glyphcast-batch-'));
  mkdirSync(join(root, 'src/sub'), { recursive: true });
  writeFileSync(join(root, 'src/a.ts'), 'export const a: number = 1;\n');
  writeFileSync(join(root, 'src/sub/b.py'), 'def b():\n    return 2\n');
  writeFileSync(join(root, 'src/sub/c.ts'), 'export const c = "c";\n');
  writeFileSync(join(root, 'src/empty.ts'), '');
  // A picture a pattern caught: binary, refused, not drawn as boxes.
  writeFileSync(join(root, 'src/sub/logo.ts'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]));
  return root;
}

describe('glyphcast code with several files', () => {
  it('renders every match of a pattern into --out-dir, keeping their folders, past a failing file', async () => {
    const root = sourceTree();
    const out = join(root, 'shots');
    const { status, stderr } = glyphcast(['code', join(root, 'src/**/*.{ts,py}'), '--out-dir', out, '--scale', '1']);
    // Two files failed, so the status says so; the others were written.
    expect(status).toBe(1);
    for (const image of ['a.ts.png', 'sub/b.py.png', 'sub/c.ts.png'])
      expect((await decode(readFileSync(join(out, image)))).format).toBe('png');
    expect(existsSync(join(out, 'empty.ts.png'))).toBe(false);
    expect(existsSync(join(out, 'sub/logo.ts.png'))).toBe(false);
    // Not a terminal: a line per file, the failure named, then the summary.
    const lines = stderr.trim().split('\n');
    expect(lines.filter((line) => line.startsWith('wrote '))).toHaveLength(3);
    expect(stderr).toMatch(/wrote .*sub\/b\.py\.png: \d+×\d+, python in \d+ ms/);
    expect(stderr).toContain('empty.ts: the file is empty');
    expect(stderr).toContain('logo.ts: the file is binary, not text');
    expect(lines.at(-1)).toMatch(
      /^glyphcast: wrote 3 of 5 images in .*shots in [\d.]+ s; 2 failed: .*(empty|logo)\.ts$/,
    );
  });

  it('exits 0 when every file is written, beside each file without --out-dir', async () => {
    const root = sourceTree();
    const { status, stderr } = glyphcast([
      'code',
      join(root, 'src/a.ts'),
      join(root, 'src/sub/b.py'),
      '--format',
      'webp',
    ]);
    expect(status).toBe(0);
    expect((await decode(readFileSync(join(root, 'src/sub/b.py.webp')))).format).toBe('webp');
    expect(stderr.trim().split('\n').at(-1)).toMatch(/^glyphcast: wrote 2 images beside each file in [\d.]+ s$/);
  });

  it('refuses a pattern matching nothing, -o with several files, and standard input among them', () => {
    const root = sourceTree();
    const none = glyphcast(['code', join(root, 'src/**/*.go'), '--out-dir', join(root, 'shots')]);
    expect(none).toMatchObject({ status: 2, stderr: expect.stringMatching(/no files match .*\*\.go/) });
    const named = glyphcast(['code', join(root, 'src/a.ts'), join(root, 'src/sub/c.ts'), '-o', 'x.png']);
    expect(named).toMatchObject({ status: 2, stderr: expect.stringContaining('--out-dir') });
    const stdin = glyphcast(['code', '-', join(root, 'src/a.ts')]);
    expect(stdin).toMatchObject({ status: 2, stderr: expect.stringContaining('standard input') });
  });
});

describe('batch progress on a terminal', () => {
  it('redraws one bar in place and prints failures above it', () => {
    let written = '';
    const terminal = {
      isTTY: true,
      columns: 60,
      write: (text: string) => {
        written += text;
        return true;
      },
    } as unknown as NodeJS.WriteStream;
    const progress = batchProgress(4, terminal);
    progress.done('src/a.ts', 'wrote a');
    progress.failed('src/b.ts', 'no such file');
    progress.done('src/a-very-long-folder-name/and-a-longer-file-name-still.ts', 'wrote c');
    progress.finish();
    expect(written).not.toContain('\n[');
    expect(written).toContain('[######------------------] 1/4 src/a.ts');
    expect(written).toContain('\r\x1b[2Kglyphcast: src/b.ts: no such file\n');
    // A name too long for the line keeps its end.
    expect(written).toMatch(/3\/4 …[^\r]*still\.ts/);
    expect(written.endsWith('\r\x1b[2K')).toBe(true);
  });
});

describe('a file whose name looks like a pattern', () => {
  it('is rendered as the file it names ([id].tsx, as Next.js names routes)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'glyphcast-route-'));
    writeFileSync(join(root, '[id].tsx'), 'export default function Page() { return null; }\n');
    const { status } = glyphcast(['code', join(root, '[id].tsx'), '--scale', '1']);
    expect(status).toBe(0);
    expect((await decode(readFileSync(join(root, '[id].tsx.png')))).format).toBe('png');
  });
});
