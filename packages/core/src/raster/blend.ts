/*
 * Source-over compositing of premultiplied packed colours (R in the low byte), in integers:
 * two multiplies scale red and blue together and one scales green, so no channel carries into
 * the next.
 */

/** `source` scaled by `amount` out of 256. */
export function scaleWord(source: number, amount: number): number {
  if (amount >= 256) return source;
  const redBlue = (Math.imul(source & 0xff00ff, amount) >>> 8) & 0xff00ff;
  const green = (Math.imul(source & 0xff00, amount) >>> 8) & 0xff00;
  const alpha = (((source >>> 24) & 0xff) * amount) >> 8;
  return redBlue | green | (alpha << 24);
}

/** `source` over `destination`, the source first scaled by `coverage` out of 256. */
export function over(destination: number, source: number, coverage: number): number {
  const top = coverage >= 256 ? source : scaleWord(source, coverage);
  const alpha = (top >>> 24) & 0xff;
  if (alpha === 255) return top;
  if (alpha === 0) return destination;
  const keep = 256 - alpha;
  const redBlue = (((Math.imul(destination & 0xff00ff, keep) >>> 8) & 0xff00ff) + (top & 0xff00ff)) & 0xff00ff;
  const green = (((Math.imul(destination & 0xff00, keep) >>> 8) & 0xff00) + (top & 0xff00)) & 0xff00;
  const destinationAlpha = (((destination >>> 24) & 0xff) * keep) >> 8;
  return redBlue | green | (Math.min(255, destinationAlpha + alpha) << 24);
}

/** Packed premultiplied colours mixed: `amount` of `b` and the rest of `a`, out of 256 (0 and 256 exact). */
export function mixWords(a: number, b: number, amount: number): number {
  if (a === b) return a;
  // Two channels per multiply (red and blue, then green and alpha): each stays within its 16
  // bits, and a·(256 − t) + b·t, floored, equals a + ⌊(b − a)·t⌋ / 256 per channel.
  const keep = 256 - amount;
  const redBlue = ((Math.imul(a & 0xff00ff, keep) + Math.imul(b & 0xff00ff, amount)) >>> 8) & 0xff00ff;
  const greenAlpha =
    ((Math.imul((a >>> 8) & 0xff00ff, keep) + Math.imul((b >>> 8) & 0xff00ff, amount)) >>> 8) & 0xff00ff;
  return redBlue | (greenAlpha << 8);
}
