import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/*
 * Outputs of slow build steps (fonts and emoji compressed at brotli's quality 11: ~75 s of CPU)
 * kept on this machine across clones, by a hash of everything they are made from: CI builds a
 * clean clone every time. A cached output is used only after checking it unpacks to its sources.
 */
const CACHE = process.env.GLYPHCAST_BUILD_CACHE ?? join(homedir(), '.cache', 'glyphcast-build');

/** Writes `bytes` to `to` whole or not at all: an interrupted build leaves no truncated file behind. */
export function writeWhole(to, bytes) {
  writeFileSync(`${to}.tmp`, bytes);
  renameSync(`${to}.tmp`, to);
}

/** A hash of the given parts, as a cache key. */
export function cacheKey(...parts) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? part : Buffer.from(part)).update('\0');
  return hash.digest('hex');
}

/** The cached file `name` under `key` when `isRight` accepts it, else undefined. */
export function fromCache(key, name, isRight) {
  const path = join(CACHE, key, name);
  if (!existsSync(path)) return undefined;
  try {
    const bytes = readFileSync(path);
    return isRight(bytes) ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `bytes` as `name` under `key`; a cache that cannot be written costs only time. */
export function toCache(key, name, bytes) {
  try {
    mkdirSync(join(CACHE, key), { recursive: true });
    writeWhole(join(CACHE, key, name), bytes);
  } catch {
    // the next build compresses again
  }
}
