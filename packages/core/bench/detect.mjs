import { createRequire } from 'node:module';
import hljs from 'highlight.js';
import { detectLanguage, listLanguages } from '../dist/index.js';
import { loadDetectionSet, scoreDetector } from './_detect-set.mjs';
import { summarize } from './_stats.mjs';

/*
 * `pnpm bench:detect` (also the last part of `pnpm bench`): top-1 accuracy and time per
 * detection of glyphcast's detector, of the guesslang model VS Code ships (what glyphcast used
 * before) and of highlight.js's `highlightAuto` (what Carbon and ray.so use), on the same
 * labelled real files, in the same run.
 */

const set = loadDetectionSet();
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
};
const toShiki = (label) => (label ? (PEER_LABELS[label] ?? aliases.get(label.toLowerCase()) ?? label) : 'text');
/** highlight.js names HTML `xml`; counted right for HTML rather than held against it. */
const acceptsHljs = (expected, got) => expected === got || (expected === 'html' && got === 'xml');

const require = createRequire(import.meta.url);
const { ModelOperations } = require('@vscode/vscode-languagedetection');
const guesslang = new ModelOperations();
const guess = async (text) => toShiki((await guesslang.runModel(text))[0]?.languageId);

function timed(detect) {
  const times = [];
  return {
    times,
    async detect(text) {
      const started = performance.now();
      const answer = await detect(text);
      times.push(performance.now() - started);
      return answer;
    },
  };
}

const firstStarted = performance.now();
await detectLanguage('const answer = 42;\nconsole.log(answer);');
const firstLoad = performance.now() - firstStarted;
const guessFirstStarted = performance.now();
await guess('const answer = 42;\nconsole.log(answer);');
const guessFirstLoad = performance.now() - guessFirstStarted;

const detectors = [
  ['glyphcast', detectLanguage, undefined],
  ['guesslang (@vscode/vscode-languagedetection)', guess, undefined],
  ['highlight.js highlightAuto', (text) => toShiki(hljs.highlightAuto(text).language), acceptsHljs],
];

const languages = new Set(set.files.map((sample) => sample.language));
console.log(
  `language detection: ${set.files.length} real files (first 60 lines) and ${set.excerpts.length} excerpts (3 to 5 lines), ${languages.size} labels\n`,
);
const results = {};
for (const [name, detect, accepts] of detectors) {
  for (const kind of ['files', 'excerpts']) {
    const clock = timed(detect);
    const score = await scoreDetector(set[kind], clock.detect, accepts);
    results[`${name} ${kind}`] = score;
    const time = summarize(clock.times);
    console.log(
      `  ${name.padEnd(46)} ${kind.padEnd(8)} top-1 ${(score.accuracy * 100).toFixed(1).padStart(5)}% (${score.correct}/${score.total})  median ${time.median.toFixed(2)} ms  p95 ${time.p95.toFixed(2)} ms`,
    );
  }
}
console.log(
  `\n  first detection in a process (model load included): glyphcast ${firstLoad.toFixed(1)} ms, guesslang ${guessFirstLoad.toFixed(1)} ms`,
);

console.log('\nper language, files / excerpts (glyphcast | guesslang | highlight.js):');
for (const language of [...languages].sort()) {
  const cell = (name) =>
    ['files', 'excerpts']
      .map((kind) => {
        const entry = results[`${name} ${kind}`].byLanguage.get(language);
        return `${entry.correct}/${entry.total}`;
      })
      .join(' ');
  console.log(`  ${language.padEnd(12)} ${detectors.map(([name]) => cell(name).padEnd(12)).join(' | ')}`);
}
if (process.env.BENCH_DETECT_MISSES) {
  for (const kind of ['files', 'excerpts']) {
    console.log(`\nglyphcast misses (${kind}):`);
    for (const [language, entry] of results[`glyphcast ${kind}`].byLanguage) {
      for (const miss of entry.misses) console.log(`  ${language} → ${miss.got}: ${miss.name}`);
    }
  }
}
