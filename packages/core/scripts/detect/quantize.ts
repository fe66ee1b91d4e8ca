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

export function quantizeRows(weights: ArrayLike<number>, labelCount: number, rows: readonly number[]): QuantizedRows {
  const rowMax = rows.map((row) => {
    let max = 0;
    for (let k = 0; k < labelCount; k++) max = Math.max(max, Math.abs(weights[row * labelCount + k] as number));
    return max;
  });
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
