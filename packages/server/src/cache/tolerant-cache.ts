import type { RenderCache } from './render-cache.js';

/** One log line per kind of cache failure until the cache works again: a broken disk must not flood the log. */
const failing = { read: false, write: false };

function noteFailure(operation: 'read' | 'write', error: unknown): void {
  if (failing[operation]) return;
  failing[operation] = true;
  console.warn(
    `[glyphcast] the render cache cannot be ${operation === 'read' ? 'read' : 'written'} (${(error as Error).message}); images are rendered and served without it until it recovers`,
  );
}

function noteSuccess(operation: 'read' | 'write'): void {
  if (!failing[operation]) return;
  failing[operation] = false;
  console.warn(`[glyphcast] the render cache can be ${operation === 'read' ? 'read' : 'written'} again`);
}

/** A cached image, or undefined when there is none or the cache cannot be read (the image is rendered instead). */
export async function cacheRead(cache: RenderCache, key: string): Promise<Buffer | undefined> {
  try {
    const image = await cache.get(key);
    noteSuccess('read');
    return image;
  } catch (error) {
    noteFailure('read', error);
    return undefined;
  }
}

/** Keeps an image if the cache can: a failed write never costs the caller the image it paid for. */
export async function cacheWrite(cache: RenderCache, key: string, image: Buffer): Promise<void> {
  try {
    await cache.set(key, image);
    noteSuccess('write');
  } catch (error) {
    noteFailure('write', error);
  }
}
