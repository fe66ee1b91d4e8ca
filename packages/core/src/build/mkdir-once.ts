import { makeFolder } from './make-folder.js';

/** Folders made (or found) in this process: a build of thousands of images asks once per folder. */
const made = new Map<string, Promise<unknown>>();

export function mkdirOnce(dir: string): Promise<unknown> {
  let making = made.get(dir);
  if (!making) {
    making = makeFolder(dir);
    // A failure is not remembered: the next image tries again (and reports it).
    making.catch(() => made.delete(dir));
    made.set(dir, making);
  }
  return making;
}
