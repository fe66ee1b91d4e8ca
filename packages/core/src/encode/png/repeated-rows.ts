/*
 * Most rows of a card repeat the row above (flat backgrounds, the sides of boxes): 50-90% of
 * the rows of the design corpus. Such a row is found by one native comparison and written as
 * PNG's "Up" filter (each byte minus the one above), which is all zeros: nothing to look up or
 * pack, and a run that any deflate strategy compresses at once.
 */

/** PNG's per-row filter types used here. */
export const ROW_FILTER = { none: 0, up: 2 } as const;

/** Tells whether a row of pixels (`rowBytes` bytes each) is the same as the one above. */
export function repeatedRowTest(pixels: Uint8Array, rowBytes: number): (row: number) => boolean {
  // One Buffer view, so the comparison takes ranges without a view per row.
  const view = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  return (row) =>
    row > 0 && view.compare(view, (row - 1) * rowBytes, row * rowBytes, row * rowBytes, (row + 1) * rowBytes) === 0;
}

/** Writes a repeated row at `start` (`stride` bytes, filter byte first): "Up", then zeros. */
export function writeRepeatedRow(bytes: Uint8Array, start: number, stride: number): void {
  bytes[start] = ROW_FILTER.up;
  bytes.fill(0, start + 1, start + stride);
}
