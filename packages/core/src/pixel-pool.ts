/*
 * Reuses the big pixel buffers of finished renders. A 2× code card is ~15 MB of RGBA; a fresh
 * one per render made V8 run a full garbage collection almost every time (measured: a third of
 * the render). Only a few buffers are kept, so an idle process holds little: a canvas and the
 * palette PNG's rows.
 */

const MAX_POOLED = 2;
/**
 * Buffers larger than this are never kept: a 3× card of 40 lines fits, while a tall file's
 * canvas (76 MB) would stay pinned through a batch of smaller ones.
 */
const MAX_POOLED_BYTES = 32 * 1024 * 1024;
const pool: Buffer[] = [];

/**
 * A buffer of exactly `bytes` bytes, recycled when possible. It is zeroed unless `dirty` says
 * the caller paints every pixel itself (the code card does: backdrop plus window).
 */
export function acquirePixels(bytes: number, dirty = false): Buffer {
  // The smallest that fits: a canvas and a row buffer each find their own again.
  let index = -1;
  pool.forEach((buffer, candidate) => {
    if (buffer.length >= bytes && (index < 0 || buffer.length < (pool[index] as Buffer).length)) index = candidate;
  });
  if (index < 0) return Buffer.alloc(bytes);
  const [buffer] = pool.splice(index, 1) as [Buffer];
  const view = buffer.subarray(0, bytes);
  if (!dirty) view.fill(0);
  return view;
}

/** Gives a buffer back once nothing reads it any more (after encoding). */
export function releasePixels(pixels: Buffer): void {
  const whole = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.buffer.byteLength - pixels.byteOffset);
  if (whole.length > MAX_POOLED_BYTES) return;
  if (pool.length >= MAX_POOLED) pool.shift();
  pool.push(whole);
}
