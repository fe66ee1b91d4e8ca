/*
 * One run of the classifier's training: multinomial logistic regression over the documents'
 * hashed features, by AdaGrad, every language weighted equally whatever its number of
 * documents. train.mts runs it once a seed and averages the runs.
 */

const MIN_DOCUMENT_FREQUENCY = 3;
const EPOCHS = 12;
const LEARNING_RATE = 0.4;
const L2 = 1e-6;

export interface TrainingDocument {
  label: number;
  counts: Map<number, number>;
}

/** A trained linear model: one row of `labelCount` weights per feature hash, ascending. */
export interface TrainedWeights {
  hashes: Uint32Array;
  weights: Float32Array;
  biases: Float64Array;
}

export function trainClassifier(
  documents: readonly TrainingDocument[],
  labelCount: number,
  next: () => number,
  log: (line: string) => void,
): TrainedWeights {
  // The vocabulary: features seen in enough documents.
  const frequency = new Map<number, number>();
  for (const document of documents)
    for (const hash of document.counts.keys()) frequency.set(hash, (frequency.get(hash) ?? 0) + 1);
  const vocabulary = [...frequency]
    .filter(([, count]) => count >= MIN_DOCUMENT_FREQUENCY)
    .map(([hash]) => hash)
    .sort((a, b) => a - b);
  const rowOf = new Map(vocabulary.map((hash, row) => [hash, row]));
  log(`${documents.length} documents, ${labelCount} labels, ${vocabulary.length} features`);

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

  const documentsOfLabel = new Array<number>(labelCount).fill(0);
  for (const vector of vectors) documentsOfLabel[vector.label] = (documentsOfLabel[vector.label] as number) + 1;
  const labelWeight = documentsOfLabel.map((count) => vectors.length / (labelCount * count));

  const K = labelCount;
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
    log(`epoch ${epoch + 1}: loss ${(loss / vectors.length).toFixed(4)}`);
  }
  return { hashes: Uint32Array.from(vocabulary), weights, biases };
}

/**
 * The mean of several runs' models (a linear model's weights averaged are its scores
 * averaged): a feature one run left out of its vocabulary weighs 0 there.
 */
export function averageWeights(runs: readonly TrainedWeights[], labelCount: number): TrainedWeights {
  const hashes = Uint32Array.from(new Set(runs.flatMap((run) => [...run.hashes]))).sort();
  const rowOf = new Map<number, number>();
  for (let row = 0; row < hashes.length; row++) rowOf.set(hashes[row] as number, row);
  const weights = new Float32Array(hashes.length * labelCount);
  const biases = new Float64Array(labelCount);
  for (const run of runs) {
    for (let from = 0; from < run.hashes.length; from++) {
      const to = (rowOf.get(run.hashes[from] as number) as number) * labelCount;
      for (let k = 0; k < labelCount; k++)
        weights[to + k] = (weights[to + k] as number) + (run.weights[from * labelCount + k] as number) / runs.length;
    }
    for (let k = 0; k < labelCount; k++) biases[k] = (biases[k] as number) + (run.biases[k] as number) / runs.length;
  }
  return { hashes, weights, biases };
}
