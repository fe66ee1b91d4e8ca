import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

/*
 * `mkdir -p`, one level at a time. Node's own recursive mkdir never returns where a folder
 * cannot be made in a parent that exists (under /proc it spins at full CPU): here each level is
 * tried at most twice, and the error of the level that failed is thrown.
 */

/** Whether `path` is a folder now (made meanwhile by someone else, say); a missing path is not. */
export const isFolder = (path: string): Promise<boolean> =>
  stat(path).then(
    (stats) => stats.isDirectory(),
    () => false,
  );

async function makeOne(folder: string): Promise<void> {
  try {
    await mkdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !(await isFolder(folder))) throw error;
  }
}

/** Makes `folder` and every missing folder above it; nothing when it is there already. */
export async function makeFolder(folder: string): Promise<void> {
  try {
    await makeOne(folder);
    return;
  } catch (error) {
    const parent = dirname(folder);
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === folder) throw error;
    await makeFolder(parent);
  }
  await makeOne(folder);
}
