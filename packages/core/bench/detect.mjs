import { createRequire } from 'node:module';
import hljs from 'highlight.js';
import { detectLanguage, listLanguages } from '../dist/index.js';
import { DETECTION_WINDOW } from '../src/detect/features.ts';
import { modelChances } from '../src/detect/model-chances.ts';
import { languageFromSignature } from '../src/detect/signatures.ts';
import { loadDetectionSet, loadHandWrittenSnippets, scoreDetector } from './_detect-set.mjs';
import { sameColours } from './_same-colours.mjs';
import { summarize } from './_stats.mjs';

/*
 * `pnpm bench:detect` (also the last part of `pnpm bench`): top-1 accuracy and time per
 * detection of glyphcast's detector, of the guesslang model VS Code ships (what glyphcast used
 * before) and of highlight.js's `highlightAuto` (what Carbon and ray.so use), on the same
 * labelled real files, in the same run. The headline is the held-out set, frozen after the first
 * test set's figures had guided choices; that test set and the tuning set, whose misses the
 * corrections were written from, are printed beside it. Like for like: each
 * peer alone, and each behind glyphcast's signatures (shebangs, diffs, prompts, JSON…), beside
 * glyphcast's model alone. Runs under tsx (`node --import tsx`) to reach the model's parts.
 */

const aliases = new Map(
  listLanguages().flatMap((language) =>
    [language.id, ...language.aliases].map((alias) => [alias.toLowerCase(), language.id]),
  ),
);

/** Peer labels that are not Shiki ids or aliases. */
const PEER_LABELS = {
  // guesslang
  cbl: 'cobol',
  ex: 'elixir',
  mm: 'objective-c',
  ml: 'ocaml',
  pm: 'perl',
  sh: 'shellscript',
  // highlight.js
  objectivec: 'objective-c',
  plaintext: 'text',
  pgsql: 'sql',
  dockerfile: 'docker',
  makefile: 'make',
  shell: 'shellsession',
  fortran: 'fortran-free-form',
  dos: 'bat',
  x86asm: 'asm',
  armasm: 'asm',
  delphi: 'pascal',
  lisp: 'emacs-lisp',
  vbnet: 'vb',
  protobuf: 'proto',
};
const toShiki = (label) => (label ? (PEER_LABELS[label] ?? aliases.get(label.toLowerCase()) ?? label) : 'text');
/** highlight.js names HTML `xml`; counted right for HTML rather than held against it. */
const acceptsHljs = (expected, got) => expected === got || (expected === 'html' && got === 'xml');

const require = createRequire(import.meta.url);
const { ModelOperations } = require('@vscode/vscode-languagedetection');
const guesslang = new ModelOperations();
const guess = async (text) => toShiki((await guesslang.runModel(text))[0]?.languageId);
const highlightAuto = (text) => toShiki(hljs.highlightAuto(text).language);

/** The classifier's best label, without signatures, set-asides or corrections (both models for a short text). */
function modelAlone(text) {
  const { labels, chances } = modelChances(text.slice(0, DETECTION_WINDOW));
  let best = 0;
  for (let label = 1; label < chances.length; label++) if (chances[label] > chances[best]) best = label;
  return labels[best];
}

/** A detector that remembers its answers and times, so a peer runs once per sample. */
function recorded(detect) {
  const times = [];
  const answers = new Map();
  return {
    times,
    async detect(text) {
      if (answers.has(text)) return answers.get(text);
      const started = performance.now();
      const answer = await detect(text);
      times.push(performance.now() - started);
      answers.set(text, answer);
      return answer;
    },
  };
}
const behindSignatures = (detector) => async (text) => languageFromSignature(text) ?? detector.detect(text);

const firstStarted = performance.now();
await detectLanguage('const answer = 42;\nconsole.log(answer);');
const firstLoad = performance.now() - firstStarted;
const guessFirstStarted = performance.now();
await guess('const answer = 42;\nconsole.log(answer);');
const guessFirstLoad = performance.now() - guessFirstStarted;

const glyphcast = recorded(async (text) => detectLanguage(text));
const guessed = recorded(guess);
const highlighted = recorded(highlightAuto);
const answerOf = async (text) => (await glyphcast.detect(text)).language;
/** What glyphcast would draw with no threshold: its best guess however unsure. */
const bestGuessOf = async (text) => (await glyphcast.detect(text)).candidates[0]?.language ?? 'text';
const detectors = [
  ['glyphcast', answerOf],
  ['glyphcast, no plain-text threshold', bestGuessOf],
  ['glyphcast model alone', modelAlone],
  ['guesslang (@vscode/vscode-languagedetection)', guessed.detect],
  ['guesslang behind glyphcast signatures', behindSignatures(guessed)],
  ['highlight.js highlightAuto', highlighted.detect, acceptsHljs],
  ['highlight.js behind glyphcast signatures', behindSignatures(highlighted), acceptsHljs],
];

const percent = (score) => `${(score.accuracy * 100).toFixed(1).padStart(5)}% (${score.correct}/${score.total})`;

/** The measuring sets (peers and a per-language table for each), then the tuning set. */
const HEADINGS = {
  holdout: 'held-out set (frozen 2026-11-29: projects no rule, training or choice has seen; the headline)',
  test: 'first test set (frozen 2026-11-24; choices saw its counts, and since 2026-11-29 its misses)',
  tune: 'tuning set (the corrections were written from its misses)',
};
const measuring = (role) => role !== 'tune';

for (const role of ['holdout', 'test', 'tune']) {
  const set = loadDetectionSet(role);
  const languages = new Set(set.files.map((sample) => sample.language));
  const heading = HEADINGS[role];
  console.log(
    `\nlanguage detection, ${heading}: ${set.files.length} files (first 60 lines) and ${set.excerpts.length} excerpts (3 to 5 lines), ${languages.size} labels`,
  );
  const results = {};
  const rows = measuring(role) ? detectors : detectors.slice(0, 3);
  for (const [name, detect, accepts] of rows) {
    const cells = [];
    for (const kind of ['files', 'excerpts']) {
      results[`${name} ${kind}`] = await scoreDetector(set[kind], detect, accepts);
      cells.push(percent(results[`${name} ${kind}`]).padEnd(20));
    }
    console.log(`  ${name.padEnd(46)} files ${cells[0]} excerpts ${cells[1]}`);
  }
  // Beside exact labels: how often the answer colours the sample as its own language would
  // (TypeScript read as JavaScript mostly is, as Shiki's JavaScript grammar colours type
  // annotations too; Markdown read as prose is not). The peers behind the same signatures.
  const colourRows = detectors.filter(
    ([name]) =>
      (name.startsWith('glyphcast') && !name.includes('alone')) || (measuring(role) && name.includes('behind')),
  );
  for (const [name, detect] of colourRows) {
    const cells = [];
    for (const kind of ['files', 'excerpts'])
      cells.push(percent(await scoreDetector(set[kind], detect, sameColours)).padEnd(20));
    console.log(`  ${`${name}: colours right`.padEnd(46)} files ${cells[0]} excerpts ${cells[1]}`);
  }
  for (const kind of ['files', 'excerpts']) {
    let plain = 0;
    let plainWouldBeRight = 0;
    for (const sample of set[kind]) {
      const detection = await glyphcast.detect(sample.text);
      if (detection.language !== 'text' || detection.candidates[0]?.language === 'text') continue;
      plain++;
      if (detection.candidates[0]?.language === sample.language) plainWouldBeRight++;
    }
    console.log(
      `  plain text for unsure ${kind}: ${plain} of ${set[kind].length} drawn plain, ${plainWouldBeRight} of them would have been right, ${plain - plainWouldBeRight} wrong colours avoided`,
    );
  }
  // Only the tuning set's misses are ever printed: reading a measuring set's would tune on it.
  if (role === 'tune' && process.env.BENCH_DETECT_MISSES) {
    for (const kind of ['files', 'excerpts']) {
      console.log(`\nglyphcast misses on the tuning set (${kind}):`);
      for (const [language, entry] of results[`glyphcast ${kind}`].byLanguage) {
        for (const miss of entry.misses) console.log(`  ${language} → ${miss.got}: ${miss.name}`);
      }
    }
  }
  if (!measuring(role)) continue;

  console.log('\n  per language, files / excerpts (glyphcast | guesslang | highlight.js):');
  for (const language of [...languages].sort()) {
    const cell = (name) =>
      ['files', 'excerpts']
        .map((kind) => {
          const entry = results[`${name} ${kind}`].byLanguage.get(language);
          return `${entry.correct}/${entry.total}`;
        })
        .join(' ');
    const names = [detectors[0][0], detectors[3][0], detectors[5][0]];
    console.log(`  ${language.padEnd(18)} ${names.map((name) => cell(name).padEnd(12)).join(' | ')}`);
  }
}

const snippets = loadHandWrittenSnippets();
console.log(
  `\nlanguage detection, ${snippets.length} short snippets written by hand (test/fixtures/detect/hand-written.json; some were in view when rules were chosen)`,
);
for (const [name, detect, accepts] of detectors) {
  console.log(`  ${name.padEnd(46)} ${percent(await scoreDetector(snippets, detect, accepts))}`);
}

for (const [name, recorder] of [
  ['glyphcast', glyphcast],
  ['guesslang', guessed],
  ['highlight.js', highlighted],
]) {
  const time = summarize(recorder.times);
  console.log(
    `\n  ${name.padEnd(13)} median ${time.median.toFixed(2)} ms  p95 ${time.p95.toFixed(2)} ms a detection (${recorder.times.length} texts)`,
  );
}
console.log(
  `  first detection in a process (model load included): glyphcast ${firstLoad.toFixed(1)} ms, guesslang ${guessFirstLoad.toFixed(1)} ms`,
);
