import { readFileSync } from 'node:fs';
import { packageFile } from '../assets/package-files.js';

/*
 * The trained classifier: a linear model (multinomial logistic regression) over hashed
 * features. The file holds the labels and biases as JSON, then the kept feature hashes in
 * ascending order and one signed byte per feature and label. It is made by
 * scripts/detect/train.mts; docs/language-detection.md says from what.
 */

const MAGIC = 'GCLD';

interface ModelHeader {
  labels: string[];
  biases: number[];
  /** What one unit of a stored weight is worth. */
  scale: number;
}

interface LanguageModel {
  labels: readonly string[];
  /** Each label's score (log-odds up to a constant) for the given feature counts. */
  score(counts: ReadonlyMap<number, number>): Float64Array;
}

/** The bytes of a model file: written by training, read by `parseModel`. */
export function serializeModel(header: ModelHeader, hashes: Uint32Array, weights: Int8Array): Buffer {
  const json = Buffer.from(JSON.stringify(header));
  const prefix = Buffer.alloc(12);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(hashes.length, 4);
  prefix.writeUInt32LE(json.length, 8);
  const padding = Buffer.alloc((4 - ((12 + json.length) % 4)) % 4);
  return Buffer.concat([
    prefix,
    json,
    padding,
    Buffer.from(hashes.buffer, hashes.byteOffset, hashes.byteLength),
    Buffer.from(weights.buffer, weights.byteOffset, weights.byteLength),
  ]);
}

function parseModel(bytes: Buffer): LanguageModel {
  if (bytes.toString('latin1', 0, 4) !== MAGIC) throw new Error('glyphcast: the language model file is damaged');
  const featureCount = bytes.readUInt32LE(4);
  const jsonLength = bytes.readUInt32LE(8);
  const header = JSON.parse(bytes.toString('utf8', 12, 12 + jsonLength)) as ModelHeader;
  const hashesStart = 12 + jsonLength + ((4 - ((12 + jsonLength) % 4)) % 4);
  // Copied so the typed arrays are aligned whatever the Buffer's offset in its pool.
  const body = new Uint8Array(bytes.subarray(hashesStart));
  const hashes = new Uint32Array(body.buffer, 0, featureCount);
  const weights = new Int8Array(body.buffer, featureCount * 4, featureCount * header.labels.length);
  const labelCount = header.labels.length;

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
      const unit = header.scale / Math.sqrt(norm);
      for (let index = 0; index < rows.length; index++) {
        const offset = (rows[index] as number) * labelCount;
        const value = (values[index] as number) * unit;
        for (let label = 0; label < labelCount; label++)
          scores[label] = (scores[label] as number) + value * (weights[offset + label] as number);
      }
      return scores;
    },
  };
}

let loaded: LanguageModel | undefined;

/** The model the package ships, read on first use. */
export function languageModel(): LanguageModel {
  loaded ??= parseModel(readFileSync(packageFile('models', 'language-detection.bin')));
  return loaded;
}
