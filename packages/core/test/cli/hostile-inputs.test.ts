import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInputFile } from '../../src/cli/read-input-file.js';

const CLI = join(import.meta.dirname, '../../src/cli/main.ts');

function glyphcast(args: string[], input?: Buffer) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, NO_COLOR: '1' },
    input,
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr.toString('utf8') };
}

describe('files the CLI refuses to read whole', () => {
  it('refuses a link to /dev/zero as not a regular file, at once', () => {
    const folder = mkdtempSync(join(tmpdir(), 'glyphcast-hostile-'));
    symlinkSync('/dev/zero', join(folder, 'zero.ts'));
    expect(glyphcast(['code', join(folder, 'zero.ts')])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/zero\.ts is not a regular file\n$/),
    });
  });

  it('refuses a FIFO instead of waiting for a writer', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'glyphcast-hostile-'));
    const fifo = join(folder, 'pipe.ts');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'code', fifo], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const status = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill();
        resolve(null);
      }, 20_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
    expect(status).toBe(2);
    expect(stderr).toMatch(/pipe\.ts is not a regular file/);
  });

  it('refuses a file or standard input past the code bound without reading it all', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'glyphcast-hostile-'));
    writeFileSync(join(folder, 'big.ts'), 'x'.repeat(100_000));
    expect(glyphcast(['code', join(folder, 'big.ts')])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/big\.ts is larger than 80000 bytes\n$/),
    });
    expect(glyphcast(['code', '-'], Buffer.alloc(200_000, 0x61))).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/standard input is larger than 80000 bytes\n$/),
    });
    // The reader stops at its bound and one byte past it, whatever the file's size.
    await expect(readInputFile(join(folder, 'big.ts'), 10)).rejects.toThrow(/larger than 10 bytes/);
    expect((await readInputFile(join(folder, 'big.ts'), 100_000)).length).toBe(100_000);
  });

  it('renders each file of a batch once when a folder links back to its parent', () => {
    const root = mkdtempSync(join(tmpdir(), 'glyphcast-hostile-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;\n');
    writeFileSync(join(root, 'src/b.ts'), 'export const b = 2;\n');
    symlinkSync('..', join(root, 'src/up'));
    const { status, stderr } = glyphcast([
      'code',
      join(root, 'src/**/*.ts'),
      '--out-dir',
      join(root, 'shots'),
      '--scale',
      '1',
    ]);
    expect(status).toBe(0);
    expect(stderr.split('\n').filter((line) => line.startsWith('wrote '))).toHaveLength(2);
    expect(stderr).toMatch(/glyphcast: wrote 2 images in/);
  });
});
