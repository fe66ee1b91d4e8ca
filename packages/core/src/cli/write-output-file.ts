import { writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { makeFolder } from '../build/make-folder.js';

/** An image that could not be written: exit status 1, one line naming the file and why. */
export class UnwritableOutput extends Error {}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  // mkdir says EEXIST for a file where a folder of the path should be, open says ENOTDIR.
  EEXIST: 'a file stands where a folder of its path should be',
  ENOTDIR: 'a file stands where a folder of its path should be',
  ENOSPC: 'no space left on the device',
  EROFS: 'the file system is read-only',
  ENOENT: 'a folder of its path cannot be made there',
};

/** Writes an image where the command was told to, making its folder first as a batch does. */
export async function writeOutputFile(target: string, bytes: Uint8Array): Promise<void> {
  try {
    await makeFolder(dirname(target));
    await writeFile(target, bytes);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new UnwritableOutput(`cannot write ${target}: ${(code && REASONS[code]) ?? message}`);
  }
}
