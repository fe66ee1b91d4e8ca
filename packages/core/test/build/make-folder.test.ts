import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFolder } from '../../src/build/make-folder.js';

const work = mkdtempSync(join(tmpdir(), 'glyphcast-make-folder-'));

describe('makeFolder', () => {
  it('makes every missing folder of a path, and leaves one that is there', async () => {
    const nested = join(work, 'a', 'b', 'c');
    await makeFolder(nested);
    expect(statSync(nested).isDirectory()).toBe(true);
    await makeFolder(nested);
    // Made at the same time by two callers (two images of one folder): both succeed.
    const twice = join(work, 'together', 'x');
    await Promise.all([makeFolder(twice), makeFolder(twice)]);
    expect(statSync(twice).isDirectory()).toBe(true);
  });

  it('fails, naming the cause, where a file stands in the path', async () => {
    writeFileSync(join(work, 'file'), '');
    await expect(makeFolder(join(work, 'file', 'inside'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  // Node's recursive mkdir spins forever there: its parent exists, yet nothing can be made in it.
  it.runIf(process.platform === 'linux')(
    'fails at once where a folder cannot be made in a parent that exists',
    async () => {
      await expect(makeFolder('/proc/glyphcast-nothing/inside')).rejects.toMatchObject({ code: 'ENOENT' });
    },
  );
});
