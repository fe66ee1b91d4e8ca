import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { countFeatures } from '../../src/detect/features.ts';
import { serializeModel } from '../../src/detect/language-model.ts';
import { commentLines } from './excerpts.ts';
import { comparableHead, measuredHeads } from './measured-heads.ts';
import { largestPerRow, quantizeRows } from './quantize.ts';
import { headOf, inTurns, type PickedFile, usableFiles } from './select-files.ts';
import { SOURCES } from './sources.ts';
import { averageWeights, type TrainingDocument, trainClassifier } from './train-classifier.ts';

/*
 * Trains the language classifier on the sources marked `train` (never on the evaluation
 * sources) and writes models/language-detection.bin. Each file gives its first 60 lines and a
 * few windows of 3 to 40 lines with code in them, so the model learns short excerpts too.
 * Run: npx tsx scripts/detect/train.mts (downloads the sources once, then 15 to 30 minutes);
 * GLYPHCAST_TRAIN_SEEDS (a comma-separated list) and GLYPHCAST_MODEL_OUT train other seeds into
 * another file.
 */

const FILES_PER_LANGUAGE = 700;
const WINDOWS_PER_FILE = 8;
/** The features kept: those whose largest weight is largest (beyond 150,000 the tuning set gains nothing). */
const MAX_FEATURES = 160_000;
const OUT = process.env.GLYPHCAST_MODEL_OUT ?? resolve(import.meta.dirname, '../../models/language-detection.bin');
/**
 * One run a seed, each drawing other windows and another order, and the runs averaged: the
 * seed alone moves the tuning set by as much as most changes tried, and the model alone reads
 * the sets whose misses may be read better averaged than from any one run (docs/language-detection.md).
 */
const SEEDS = (process.env.GLYPHCAST_TRAIN_SEEDS ?? '20261124,7771,4242').split(',').map(Number);

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
function samplesOf(file: PickedFile, next: () => number): string[] {
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
const measured = measuredHeads();
let copies = 0;
for (const source of SOURCES.filter((entry) => entry.role === 'train')) {
  const usable = usableFiles(source);
  const files = usable.filter((file) => !measured.has(comparableHead(headOf(file.text))));
  const left = usable.length - files.length;
  copies += left;
  for (const file of files) perLanguage.set(file.language, [...(perLanguage.get(file.language) ?? []), file]);
  console.log(`${source.id}: ${files.length} files${left ? ` (${left} copies of measured files left out)` : ''}`);
}

console.log(`${copies} files left out as copies of measured files`);
const labels = [...perLanguage.keys()].sort();
const K = labels.length;
const taken = [...perLanguage].map(([language, files]) => {
  const picked = inTurns(files).slice(0, FILES_PER_LANGUAGE);
  console.log(`${language}: ${picked.length} files`);
  return { label: labels.indexOf(language), files: picked };
});
const runs = SEEDS.map((seed) => {
  const next = random(seed);
  const documents: TrainingDocument[] = [];
  for (const { label, files } of taken)
    for (const file of files)
      for (const text of samplesOf(file, next)) documents.push({ label, counts: countFeatures(text) });
  console.log(`seed ${seed}:`);
  return trainClassifier(documents, K, next, (line) => console.log(`  ${line}`));
});
const { hashes: vocabulary, weights, biases } = averageWeights(runs, K);

// Keep the features that move some answer, in the model file's 4-bit form.
const rowLargest = largestPerRow(weights, K);
const kept = Array.from({ length: vocabulary.length }, (_, row) => row)
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
  `averaged ${SEEDS.length} runs; kept ${kept.length} of ${vocabulary.length} features; wrote ${OUT} (${(bytes.length / 1024).toFixed(0)} kB)`,
);
