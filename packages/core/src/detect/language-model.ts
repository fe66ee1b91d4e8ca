import { readFileSync } from 'node:fs';
import { packageFile } from '../assets/package-files.js';

/*
 * The trained classifier: a linear model (multinomial logistic regression) over hashed
 * features. The file holds the labels and biases as JSON, then the kept feature hashes in
 * ascending order, one byte per feature giving its row's largest weight, and each weight as a
 * signed 4-bit share of that largest one (two to a byte): half the size of a byte per weight,
 * and no answer of the tuning set changes. It is made by scripts/detect/train.mts;
 * docs/language-detection.md says from what.
 */

const MAGIC = 'GCL4';
/** A weight is stored as -7…7 sevenths of its row's largest. */
export const WEIGHT_STEPS = 7;

interface ModelHeader {
  labels: string[];
  biases: number[];
  /** What one unit of a row's largest weight (a byte) is worth. */
  scale: number;
}

export interface LanguageModel {
  labels: readonly string[];
  /** Each label's score (log-odds up to a constant) for the given feature counts. */
  score(counts: ReadonlyMap<number, number>): Float64Array;
}

/** Bytes one row of 4-bit weights takes. */
export const rowBytes = (labelCount: number): number => Math.ceil(labelCount / 2);

const padding = (length: number): Buffer => Buffer.alloc((4 - (length % 4)) % 4);

/**
 * The bytes of a model file: written by training, read by `parseModel`. `rowLargest` is each
 * row's largest weight in units of `header.scale` (1…255); `nibbles` its weights as
 * -7…7 sevenths of that, two to a byte (low half first).
 */
export function serializeModel(
  header: ModelHeader,
  hashes: Uint32Array,
  rowLargest: Uint8Array,
  nibbles: Uint8Array,
): Buffer {
  const json = Buffer.from(JSON.stringify(header));
  const prefix = Buffer.alloc(12);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(hashes.length, 4);
  prefix.writeUInt32LE(json.length, 8);
  return Buffer.concat([
    prefix,
    json,
    padding(12 + json.length),
    Buffer.from(hashes.buffer, hashes.byteOffset, hashes.byteLength),
    Buffer.from(rowLargest),
    padding(rowLargest.length),
    Buffer.from(nibbles),
  ]);
}

/** -7…7 from the low or high half of a byte. */
const NIBBLE_VALUE = Int8Array.from({ length: 16 }, (_, nibble) => (nibble >= 8 ? nibble - 16 : nibble));

export function parseModel(bytes: Buffer): LanguageModel {
  if (bytes.toString('latin1', 0, 4) !== MAGIC) throw new Error('glyphcast: the language model file is damaged');
  const featureCount = bytes.readUInt32LE(4);
  const jsonLength = bytes.readUInt32LE(8);
  const header = JSON.parse(bytes.toString('utf8', 12, 12 + jsonLength)) as ModelHeader;
  const hashesStart = 12 + jsonLength + padding(12 + jsonLength).length;
  // Read in place when the hashes are 4-byte aligned (a file read whole is); copied otherwise
  // (a Buffer from Node's pool may start anywhere). The copy of 6 MB cost a first detection
  // 2 ms on a quick machine and 45 ms where fresh memory is slow to touch.
  const aligned = (bytes.byteOffset + hashesStart) % 4 === 0;
  const body = aligned ? bytes.subarray(hashesStart) : new Uint8Array(bytes.subarray(hashesStart));
  const hashes = new Uint32Array(body.buffer, body.byteOffset, featureCount);
  const largest = new Uint8Array(body.buffer, body.byteOffset + featureCount * 4, featureCount);
  const nibblesStart = featureCount * 5 + padding(featureCount).length;
  const labelCount = header.labels.length;
  const stride = rowBytes(labelCount);
  const nibbles = new Uint8Array(body.buffer, body.byteOffset + nibblesStart, featureCount * stride);

  const indexOf = (hash: number): number => {
    let low = 0;
    let high = featureCount - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = hashes[middle] as number;
      if (value === hash) return middle;
      if (value < hash) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  };

  return {
    labels: header.labels,
    score(counts) {
      const scores = Float64Array.from(header.biases);
      const rows: number[] = [];
      const values: number[] = [];
      let norm = 0;
      for (const [hash, count] of counts) {
        const row = indexOf(hash);
        if (row < 0) continue;
        const value = 1 + Math.log(count);
        rows.push(row);
        values.push(value);
        norm += value * value;
      }
      if (norm === 0) return scores;
      const unit = header.scale / WEIGHT_STEPS / Math.sqrt(norm);
      for (let index = 0; index < rows.length; index++) {
        const row = rows[index] as number;
        const value = (values[index] as number) * unit * (largest[row] as number);
        const offset = row * stride;
        for (let label = 0; label < labelCount; label++) {
          const byte = nibbles[offset + (label >> 1)] as number;
          const nibble = label & 1 ? byte >> 4 : byte & 15;
          scores[label] = (scores[label] as number) + value * (NIBBLE_VALUE[nibble] as number);
        }
      }
      return scores;
    },
  };
}

const loaded = new Map<string, LanguageModel>();

function shippedModel(file: string): LanguageModel {
  let model = loaded.get(file);
  if (!model) {
    model = parseModel(readFileSync(packageFile('models', file)));
    loaded.set(file, model);
  }
  return model;
}

/** The model the package ships for any text, trained on file heads and windows of 3 to 40 lines; read on first use. */
export function languageModel(): LanguageModel {
  return shippedModel('language-detection.bin');
}

/** The model trained on windows of 3 to 10 lines only, asked beside the first about short texts; read on first use. */
export function excerptModel(): LanguageModel {
  return shippedModel('language-excerpts.bin');
}
