import { RenderPool, type RenderPoolOptions } from './render-pool.js';

let pool: RenderPool | undefined;

/**
 * Sets how renders run: on worker threads (the default, one per core) or on the calling thread
 * (`threads: 0`). Call it before the first render; calling it again replaces the pool.
 */
export async function configureRendering(options: RenderPoolOptions): Promise<void> {
  const previous = pool;
  pool = new RenderPool(options);
  await previous?.close();
}

/** The process-wide render pool, created on first use. */
export function sharedPool(): RenderPool {
  pool ??= new RenderPool();
  return pool;
}

/**
 * Starts the render workers now and resolves once they are warmed up: a server calls it at
 * start, so its first requests do not wait for workers to load (~0.5 s each).
 */
export async function prewarmRendering(): Promise<void> {
  await sharedPool().prewarm();
}

/** Stops the render workers (for tests and graceful shutdown); the next render starts new ones. */
export async function closeRendering(): Promise<void> {
  const previous = pool;
  pool = undefined;
  await previous?.close();
}

/** Worker results arrive as plain Uint8Arrays: callers get a Buffer over the same memory. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
