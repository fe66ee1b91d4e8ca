import { describe, expect, it } from 'vitest';
import { countFeatures } from '../../src/detect/features.js';
import { excerptModel, languageModel } from '../../src/detect/language-model.js';
import { EXCERPT_MODEL_LINES, modelChances } from '../../src/detect/model-chances.js';

/*
 * A text of at most EXCERPT_MODEL_LINES non-blank lines is read by both shipped models, their
 * probabilities averaged; a longer one by the file model alone. Both files come from one
 * training run and carry the same labels.
 */

function softmax(scores: Float64Array): number[] {
  const max = Math.max(...scores);
  const exps = [...scores].map((score) => Math.exp(score - max));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}

const fileChances = (text: string) => softmax(languageModel().score(countFeatures(text)));
const excerptChances = (text: string) => softmax(excerptModel().score(countFeatures(text)));

const line = (index: number) => `total_${index} = compute(values[${index}], scale=${index})`;
const lines = (count: number) => Array.from({ length: count }, (_, index) => line(index)).join('\n');

function expectClose(actual: ArrayLike<number>, expected: readonly number[]) {
  expect(actual.length).toBe(expected.length);
  for (let index = 0; index < expected.length; index++)
    expect(actual[index]).toBeCloseTo(expected[index] as number, 12);
}

describe('the two models', () => {
  it('carry the same labels in the same order', () => {
    expect(excerptModel().labels).toEqual(languageModel().labels);
  });

  it('both read a short Python excerpt as Python', () => {
    const text = 'for name in names:\n    print(f"hello {name}")\n';
    for (const chances of [fileChances(text), excerptChances(text)]) {
      const best = chances.indexOf(Math.max(...chances));
      expect(languageModel().labels[best]).toBe('python');
    }
  });

  it(`average their probabilities for a text of ${EXCERPT_MODEL_LINES} non-blank lines, blank ones not counted`, () => {
    const text = `${lines(4)}\n\n\n\n${lines(EXCERPT_MODEL_LINES - 4)}`;
    const file = fileChances(text);
    const excerpt = excerptChances(text);
    // The two models disagree somewhere, or averaging could not be told from either alone.
    expect(file.some((chance, index) => Math.abs(chance - (excerpt[index] as number)) > 1e-3)).toBe(true);
    const { labels, chances } = modelChances(text);
    expect(labels).toEqual(languageModel().labels);
    expectClose(
      chances,
      file.map((chance, index) => (chance + (excerpt[index] as number)) / 2),
    );
  });

  it('leave a longer text to the file model alone', () => {
    const text = lines(EXCERPT_MODEL_LINES + 1);
    expectClose(modelChances(text).chances, fileChances(text));
  });
});
