import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { StartupError } from '../health/wait-at-start.js';

/*
 * The data folder (DATA_DIR) is made a level at a time: Node's recursive mkdir never returns
 * where a parent exists but nothing can be made in it (under /proc it spins at full CPU). Each
 * level is tried at most twice.
 */

function makeLevel(folder: string): void {
  try {
    mkdirSync(folder);
  } catch (error) {
    // There already (made by another instance starting beside this one, say): fine if a folder.
    const there = (error as NodeJS.ErrnoException).code === 'EEXIST';
    if (!there || !statSync(folder, { throwIfNoEntry: false })?.isDirectory()) throw error;
  }
}

function makeLevels(folder: string): void {
  try {
    makeLevel(folder);
    return;
  } catch (error) {
    const parent = dirname(folder);
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === folder) throw error;
    makeLevels(parent);
  }
  makeLevel(folder);
}

/** Makes the data folder and the folders above it; a folder that cannot be made stops the start, named. */
export function makeDataFolder(dataDir: string): void {
  try {
    makeLevels(dataDir);
  } catch (error) {
    throw new StartupError(`cannot make the data folder ${dataDir} (DATA_DIR): ${(error as Error).message}`);
  }
}
