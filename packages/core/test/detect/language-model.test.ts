import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countFeatures } from '../../src/detect/features.js';
import { parseModel, serializeModel } from '../../src/detect/language-model.js';

/*
 * The model file read in place when its tables are aligned (a file read whole) and copied when
 * they are not (a Buffer from Node's pool): both give the same scores, the ones its weights say.
 */

/** Two labels, three features: each feature's weights for (a, b), in sevenths of its row's largest. */
const LEVELS = [
  [7, -7],
  [-7, 7],
  [7, 0],
];
const HASHES = Uint32Array.of(10, 20, 30);

function smallModel(): Buffer {
  // Two 4-bit levels a byte, the first label in the low half.
  const nibbles = Uint8Array.from(LEVELS, ([a = 0, b = 0]) => (a & 15) | ((b & 15) << 4));
  const rowLargest = Uint8Array.of(255, 255, 255);
  return serializeModel({ labels: ['a', 'b'], biases: [0, 0], scale: 1 / 255 }, HASHES, rowLargest, nibbles);
}

/** The same bytes starting `offset` bytes into a larger buffer. */
function atOffset(bytes: Buffer, offset: number): Buffer {
  const host = Buffer.alloc(bytes.length + offset);
  bytes.copy(host, offset);
  return host.subarray(offset);
}

describe('the language model file', () => {
  it('scores the same read in place or copied from an unaligned buffer', () => {
    const bytes = smallModel();
    const counts = new Map([
      [10, 2],
      [30, 1],
      [99, 5],
    ]);
    const expected = [...parseModel(bytes).score(counts)];
    // Feature 10 counts 1 + ln 2 for a, feature 30 one unit for a; 99 is unknown.
    expect(expected[0]).toBeGreaterThan(0);
    expect(expected[1]).toBeLessThan(0);
    for (const offset of [1, 2, 3, 4]) {
      const shifted = atOffset(bytes, offset);
      expect([...parseModel(shifted).score(counts)], `offset ${offset}`).toEqual(expected);
    }
  });

  it.each(['language-detection.bin', 'language-excerpts.bin'])(
    'reads the shipped %s in place, and it knows Python',
    (file) => {
      const bytes = readFileSync(join(import.meta.dirname, '../../models', file));
      const model = parseModel(bytes);
      const scores = model.score(
        countFeatures('def greet(name):\n    return f"hello {name}"\n\nprint(greet("you"))\n'),
      );
      const best = scores.indexOf(Math.max(...scores));
      expect(model.labels[best]).toBe('python');
    },
  );

  it('ships both models within 8 MB', () => {
    const bytes = ['language-detection.bin', 'language-excerpts.bin']
      .map((file) => statSync(join(import.meta.dirname, '../../models', file)).size)
      .reduce((total, size) => total + size, 0);
    expect(bytes).toBeLessThanOrEqual(8_000_000);
  });
});
