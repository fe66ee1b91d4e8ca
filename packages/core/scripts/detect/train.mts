import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { countFeatures } from '../../src/detect/features.ts';
import { serializeModel } from '../../src/detect/language-model.ts';
import { commentLines } from './excerpts.ts';
import { largestPerRow, quantizeRows } from './quantize.ts';
import { headOf, inTurns, type PickedFile, usableFiles } from './select-files.ts';
import { SOURCES } from './sources.ts';

/*
 * Trains the language classifier on the sources marked `train` (never on the evaluation
 * sources) and writes models/language-detection.bin. Each file gives its first 60 lines and a
 * few windows of 3 to 40 lines with code in them, so the model learns short excerpts too.
 * Run: npx tsx scripts/detect/train.mts (downloads the sources once, then about five minutes);
 * GLYPHCAST_TRAIN_SEED and GLYPHCAST_MODEL_OUT train with another seed into another file.
 */

const FILES_PER_LANGUAGE = 700;
const WINDOWS_PER_FILE = 8;
const MIN_DOCUMENT_FREQUENCY = 3;
const EPOCHS = 12;
const LEARNING_RATE = 0.4;
const L2 = 1e-6;
/** The features kept: those whose largest weight is largest (beyond 150,000 the tuning set gains nothing). */
const MAX_FEATURES = 160_000;
const OUT = process.env.GLYPHCAST_MODEL_OUT ?? resolve(import.meta.dirname, '../../models/language-detection.bin');
/** The shipped model's; another seed draws other windows and another order (the spread it gives is in the docs). */
const SEED = Number(process.env.GLYPHCAST_TRAIN_SEED ?? 20261124);

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(SEED);

function samplesOf(file: PickedFile): string[] {
  const lines = file.text.split('\n');
  const comments = commentLines(lines, file.language);
  const out = [headOf(file.text)];
  for (let window = 0; window < WINDOWS_PER_FILE; window++) {
    // One long window, three mid-sized ones and the rest of excerpt size (3 to 6 lines).
    const size =
      window === 0
        ? 15 + Math.floor(next() * 26)
        : window < 4
          ? 3 + Math.floor(next() * 10)
          : 3 + Math.floor(next() * 4);
    // A few tries for a window with code in it, as readers excerpt code rather than comments.
    for (let attempt = 0; attempt < 4; attempt++) {
      const start = Math.floor(next() * Math.max(1, lines.length - size));
      const window = lines.slice(start, start + size);
      const code = window.filter((line, offset) => line.trim() && !comments.has(start + offset)).length;
      const text = window.join('\n');
      if (code >= 2 && text.replace(/\s/g, '').length >= 20) {
        out.push(text);
        break;
      }
    }
  }
  return out;
}

// Files per language, taken in turn from each training source.
const perLanguage = new Map<string, PickedFile[]>();
for (const source of SOURCES.filter((entry) => entry.role === 'train')) {
  const files = usableFiles(source);
  for (const file of files) perLanguage.set(file.language, [...(perLanguage.get(file.language) ?? []), file]);
  console.log(`${source.id}: ${files.length} files`);
}

const labels = [...perLanguage.keys()].sort();
const documents: { label: number; counts: Map<number, number> }[] = [];
for (const [language, files] of perLanguage) {
  const label = labels.indexOf(language);
  const taken = inTurns(files).slice(0, FILES_PER_LANGUAGE);
  for (const file of taken) for (const text of samplesOf(file)) documents.push({ label, counts: countFeatures(text) });
  console.log(`${language}: ${taken.length} files`);
}

// The vocabulary: features seen in enough documents.
const frequency = new Map<number, number>();
for (const document of documents)
  for (const hash of document.counts.keys()) frequency.set(hash, (frequency.get(hash) ?? 0) + 1);
const vocabulary = [...frequency]
  .filter(([, count]) => count >= MIN_DOCUMENT_FREQUENCY)
  .map(([hash]) => hash)
  .sort((a, b) => a - b);
const rowOf = new Map(vocabulary.map((hash, row) => [hash, row]));
console.log(`${documents.length} documents, ${labels.length} labels, ${vocabulary.length} features`);

// Documents as unit-length sparse vectors, scored the way language-model.ts scores them.
const vectors = documents.map(({ label, counts }) => {
  const rows: number[] = [];
  const values: number[] = [];
  for (const [hash, count] of counts) {
    const row = rowOf.get(hash);
    if (row === undefined) continue;
    rows.push(row);
    values.push(1 + Math.log(count));
  }
  const norm = Math.sqrt(values.reduce((sum, value) => sum + value * value, 0)) || 1;
  return { label, rows: Int32Array.from(rows), values: Float32Array.from(values, (value) => value / norm) };
});

// Each language weighs the same whatever its number of documents.
const labelCounts = labels.map((_, label) => vectors.filter((vector) => vector.label === label).length);
const labelWeight = labelCounts.map((count) => vectors.length / (labels.length * count));

const K = labels.length;
const weights = new Float32Array(vocabulary.length * K);
const biases = new Float64Array(K);
const squaredGradients = new Float32Array(vocabulary.length * K).fill(1e-8);
const biasSquaredGradients = new Float64Array(K).fill(1e-8);
const probabilities = new Float64Array(K);

for (let epoch = 0; epoch < EPOCHS; epoch++) {
  const order = vectors.map((_, index) => index);
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  let loss = 0;
  for (const position of order) {
    const { label, rows, values } = vectors[position] as (typeof vectors)[number];
    for (let k = 0; k < K; k++) probabilities[k] = biases[k] as number;
    for (let index = 0; index < rows.length; index++) {
      const offset = (rows[index] as number) * K;
      const value = values[index] as number;
      for (let k = 0; k < K; k++)
        probabilities[k] = (probabilities[k] as number) + value * (weights[offset + k] as number);
    }
    let max = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < K; k++) max = Math.max(max, probabilities[k] as number);
    let sum = 0;
    for (let k = 0; k < K; k++) {
      probabilities[k] = Math.exp((probabilities[k] as number) - max);
      sum += probabilities[k] as number;
    }
    const weight = labelWeight[label] as number;
    loss -= weight * Math.log((probabilities[label] as number) / sum);
    for (let k = 0; k < K; k++) {
      const gradient = weight * ((probabilities[k] as number) / sum - (k === label ? 1 : 0));
      biasSquaredGradients[k] = (biasSquaredGradients[k] as number) + gradient * gradient;
      biases[k] = (biases[k] as number) - (LEARNING_RATE * gradient) / Math.sqrt(biasSquaredGradients[k] as number);
      if (Math.abs(gradient) < 1e-6) continue;
      for (let index = 0; index < rows.length; index++) {
        const cell = (rows[index] as number) * K + k;
        const step = gradient * (values[index] as number) + L2 * (weights[cell] as number);
        squaredGradients[cell] = (squaredGradients[cell] as number) + step * step;
        weights[cell] =
          (weights[cell] as number) - (LEARNING_RATE * step) / Math.sqrt(squaredGradients[cell] as number);
      }
    }
  }
  console.log(`epoch ${epoch + 1}: loss ${(loss / vectors.length).toFixed(4)}`);
}

// Keep the features that move some answer, in the model file's 4-bit form.
const rowLargest = largestPerRow(weights, K);
const kept = vocabulary
  .map((_, row) => row)
  .sort((a, b) => (rowLargest[b] as number) - (rowLargest[a] as number))
  .slice(0, MAX_FEATURES)
  .sort((a, b) => a - b);
const keptHashes = Uint32Array.from(kept, (row) => vocabulary[row] as number);
const quantized = quantizeRows(weights, K, kept, rowLargest);
const bytes = serializeModel(
  { labels, biases: [...biases], scale: quantized.scale },
  keptHashes,
  quantized.rowLargest,
  quantized.nibbles,
);
writeFileSync(OUT, bytes);
console.log(
  `kept ${kept.length} of ${vocabulary.length} features; wrote ${OUT} (${(bytes.length / 1024).toFixed(0)} kB)`,
);
