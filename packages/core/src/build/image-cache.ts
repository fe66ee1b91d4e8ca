import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mkdirOnce } from './mkdir-once.js';

/** What the cache keeps beside an image's bytes. */
export interface CachedImageInfo {
  width: number;
  height: number;
  format: string;
}

/**
 * Rendered images by content key in a folder (`<key>.img` and `<key>.json`): a rebuild finds
 * what it drew before, on this machine or on a CI runner that restored the folder. Files are
 * written whole (a temporary name, then a rename), so a build stopped midway leaves no half
 * image; a file that cannot be read is a miss.
 */
export class ImageCache {
  constructor(private readonly dir: string) {}

  async get(key: string): Promise<{ bytes: Buffer; info: CachedImageInfo } | undefined> {
    try {
      const [bytes, info] = await Promise.all([
        readFile(join(this.dir, `${key}.img`)),
        readFile(join(this.dir, `${key}.json`), 'utf8'),
      ]);
      const parsed = JSON.parse(info) as CachedImageInfo;
      if (!(parsed.width > 0 && parsed.height > 0 && typeof parsed.format === 'string')) return undefined;
      return { bytes, info: parsed };
    } catch {
      return undefined;
    }
  }

  async set(key: string, bytes: Uint8Array, info: CachedImageInfo): Promise<void> {
    await mkdirOnce(this.dir);
    // The bytes first and the description last: `get` needs both, so a half-written pair is a miss.
    await writeWhole(join(this.dir, `${key}.img`), bytes);
    await writeWhole(join(this.dir, `${key}.json`), JSON.stringify(info));
  }
}

let sequence = 0;

/** Writes a file under a temporary name and renames it into place: readers see all of it or none. */
export async function writeWhole(path: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${path}.${process.pid}.${++sequence}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}
