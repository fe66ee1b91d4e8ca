import { rowBytes, WEIGHT_STEPS } from '../../src/detect/language-model.ts';

/*
 * Trained weights in the model file's form: each kept row's largest weight as a byte (in units
 * of `scale`) and every weight of the row as -7…7 sevenths of it, two to a byte.
 */

export interface QuantizedRows {
  scale: number;
  rowLargest: Uint8Array;
  nibbles: Uint8Array;
}

/** Each row's largest weight, by absolute value. */
export function largestPerRow(weights: ArrayLike<number>, labelCount: number): Float64Array {
  const largest = new Float64Array(weights.length / labelCount);
  for (let row = 0; row < largest.length; row++)
    for (let k = 0; k < labelCount; k++)
      largest[row] = Math.max(largest[row] as number, Math.abs(weights[row * labelCount + k] as number));
  return largest;
}

/** The `rows` of `weights` quantized, given each row's largest weight (`largestPerRow`). */
export function quantizeRows(
  weights: ArrayLike<number>,
  labelCount: number,
  rows: readonly number[],
  largestOfRow: Float64Array,
): QuantizedRows {
  const rowMax = rows.map((row) => largestOfRow[row] as number);
  const scale = rowMax.reduce((max, value) => Math.max(max, value), 1e-12) / 255;
  const stride = rowBytes(labelCount);
  const rowLargest = new Uint8Array(rows.length);
  const nibbles = new Uint8Array(rows.length * stride);
  rows.forEach((row, index) => {
    const largest = Math.max(1, Math.round((rowMax[index] as number) / scale));
    rowLargest[index] = largest;
    const step = (largest * scale) / WEIGHT_STEPS;
    for (let k = 0; k < labelCount; k++) {
      const level = Math.max(
        -WEIGHT_STEPS,
        Math.min(WEIGHT_STEPS, Math.round((weights[row * labelCount + k] as number) / step)),
      );
      nibbles[index * stride + (k >> 1)] |= (level & 15) << ((k & 1) * 4);
    }
  });
  return { scale, rowLargest, nibbles };
}
