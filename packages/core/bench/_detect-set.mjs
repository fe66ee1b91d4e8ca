import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The labelled sets of real files that language detection is measured on
 * (test/fixtures/detect/, made by scripts/detect/make-eval-set.mts; each folder's manifest
 * names the sources): `test`, frozen before any correction was written, its misses read only
 * since 2026-11-29; `holdout`, projects frozen that day after the test set's per-language counts
 * had guided choices, its misses never read; and `tune`, whose misses the corrections were
 * written from (with files collected by hand for the languages no reachable package shipped
 * enough of). Each holds the first 60 lines of every file and a 3-to-5-line excerpt of each.
 */

const ROOT = join(import.meta.dirname, '../test/fixtures/detect');

function readSamples(role, folder) {
  const samples = [];
  for (const base of [join(ROOT, role), join(ROOT, role, 'collected')]) {
    const root = join(base, folder);
    if (!existsSync(root)) continue;
    for (const language of readdirSync(root).sort()) {
      for (const name of readdirSync(join(root, language)).sort()) {
        samples.push({ language, name, text: readFileSync(join(root, language, name), 'utf8') });
      }
    }
  }
  return samples;
}

/** @param {'holdout' | 'test' | 'tune'} role */
export function loadDetectionSet(role = 'test') {
  return { files: readSamples(role, 'files'), excerpts: readSamples(role, 'excerpts') };
}

/**
 * Short snippets written by hand, as people type them for a card (the file says which were in
 * view when rules were chosen): a check beside the sets cut from real files.
 */
export function loadHandWrittenSnippets() {
  const { samples } = JSON.parse(readFileSync(join(ROOT, 'hand-written.json'), 'utf8'));
  return samples.map((sample, index) => ({ ...sample, name: `snippet ${index + 1}` }));
}

/**
 * Top-1 accuracy of `detect` (text → Shiki id) overall and per language, with the misses;
 * `accepts` (expected, got, text) may be asynchronous.
 */
export async function scoreDetector(samples, detect, accepts = (expected, got) => expected === got) {
  const byLanguage = new Map();
  let correct = 0;
  for (const sample of samples) {
    const got = await detect(sample.text);
    const entry = byLanguage.get(sample.language) ?? { correct: 0, total: 0, misses: [] };
    byLanguage.set(sample.language, entry);
    entry.total++;
    if (await accepts(sample.language, got, sample.text)) {
      entry.correct++;
      correct++;
    } else entry.misses.push({ name: sample.name, got });
  }
  return { correct, total: samples.length, accuracy: correct / samples.length, byLanguage };
}
