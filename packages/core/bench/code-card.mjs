import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { highlight } from '../dist/index.js';
import { mb, ms, printStats, runPhase, summarize, timeRuns, WARMUP_RUNS, warmUp } from './_stats.mjs';
import { chromiumAvailable, startChromiumBaseline } from './chromium-baseline.mjs';

/*
 * `pnpm bench`: the 40-line TypeScript card at the defaults (scale 2, png) rendered by
 * glyphcast, and in the same run by headless Chromium the way Carbon-style services do it.
 * Each glyphcast phase runs in a fresh child process so its peak RSS is its own.
 * BENCH_RUNS (default 30) and BENCH_LONG_RUNS (default 1000) set the counts.
 */

const runs = Number(process.env.BENCH_RUNS ?? 30);

const code = readFileSync(join(import.meta.dirname, '../test/fixtures/server.ts'), 'utf8');

/**
 * The PNG beside takumi again, in `rounds` pairs of fresh processes run one after the other
 * (glyphcast, takumi, glyphcast, …): a slow spell of the machine then falls on both, where the
 * phases before it run minutes apart. The figure is the ratio of the medians of each side's round
 * medians.
 */
function headToHead(rounds, size) {
  const ours = [];
  const theirs = [];
  const pngOnly = { ...process.env, BENCH_PNG_ONLY: '1' };
  for (let round = 0; round < rounds; round++) {
    ours.push(runPhase([join(import.meta.dirname, '_phase-single.mjs')], pngOnly).png.median);
    theirs.push(runPhase(['--import', 'tsx', join(import.meta.dirname, '_phase-code-takumi.mts'), size]).png.median);
  }
  const middle = (values) => summarize(values).median;
  const list = (values) => values.map((value) => value.toFixed(1)).join(', ');
  return (
    `  head to head, ${rounds} alternating pairs of processes: glyphcast ${list(ours)} ms, takumi ${list(theirs)} ms\n` +
    `glyphcast png vs takumi, head to head (medians of the rounds, this run): ${(middle(theirs) / middle(ours)).toFixed(2)}× faster (target ≥ 4)`
  );
}

console.log(
  `glyphcast bench: ${code.trimEnd().split('\n').length}-line TypeScript card, scale 2, ${runs} timed runs each after ${WARMUP_RUNS} warm-up renders, new code every render (png)\n`,
);
const single = runPhase([join(import.meta.dirname, '_phase-single.mjs')]);
console.log(`one render at a time (calling thread), card ${single.size} px:`);
printStats('  glyphcast png, language given', single.png, `peak RSS ${mb(single.peakRssAfterPng)}`);
printStats('  glyphcast png, language: auto (detected)', single.auto);
printStats('  glyphcast jpeg', single.jpeg);
printStats('  glyphcast webp', single.webp);
printStats(
  '  glyphcast svg (vector, fonts embedded)',
  single.svg,
  `${(single.bytes.svg / 1024).toFixed(0)} kB vs png at scale 2 ${(single.bytes.png / 1024).toFixed(0)} kB`,
);
printStats('  glyphcast png, 21-line card in 15 scripts', single.mixed, `peak RSS of the phase ${mb(single.peakRss)}`);
// takumi draws the same card from Shiki's tokens (test/fixtures/code-peer-tree.ts), new code each render as ours.
const takumi = runPhase(['--import', 'tsx', join(import.meta.dirname, '_phase-code-takumi.mts'), single.size]);
printStats(
  '  takumi 2.16, the same card from Shiki tokens',
  takumi.png,
  `${takumi.size} px, peak RSS ${mb(takumi.peakRss)}`,
);
console.log(
  `glyphcast png vs takumi (medians, this run): ${(takumi.png.median / single.png.median).toFixed(2)}× faster (target ≥ 4)`,
);
console.log(headToHead(Number(process.env.BENCH_ROUNDS ?? 3), single.size));

const pool = runPhase([join(import.meta.dirname, '_phase-pool.mjs')]);
console.log(
  `\nworker pool, ${pool.parallel} renders at once: ${ms(pool.perImage)} per image (${(1000 / pool.perImage).toFixed(1)} images/s), ` +
    `${pool.coresBusy.toFixed(2)} cores busy, event loop delayed at most ${ms(pool.maxLag)}`,
);
console.log(
  `  RSS over a long run: ${pool.rss.map(([count, rss]) => `${count}: ${mb(rss)}`).join(', ')}; peak ${mb(pool.peakRss)}`,
);

if (!chromiumAvailable()) {
  console.log('\nChromium baseline skipped: /usr/bin/chromium is missing (apt-get install chromium)');
} else {
  const { html } = await highlight({ code, language: 'typescript', theme: 'vitesse-dark' });
  const chromium = await startChromiumBaseline(html);
  console.log(
    `\nChromium, one warm page, card ${chromium.size.width}×${chromium.size.height} px, font ${chromium.family}:`,
  );
  // Each capture's real pixel size, read from its PNG header: a comparison only counts when
  // Chromium produced as many pixels as glyphcast did.
  const pngSize = (png) => `${png.readUInt32BE(16)}×${png.readUInt32BE(20)} px`;
  const shotSize = pngSize(await chromium.screenshot());
  const captureSize = pngSize(Buffer.from((await chromium.capture()).data, 'base64'));
  await warmUp(() => chromium.screenshot());
  const screenshot = await timeRuns(runs, () => chromium.screenshot());
  printStats('  page.screenshot (Playwright)', screenshot, shotSize);
  await warmUp(() => chromium.capture());
  const capture = await timeRuns(runs, () => chromium.capture());
  printStats('  CDP captureScreenshot, optimizeForSpeed', capture, captureSize);
  await chromium.close();
  console.log(
    `\nglyphcast png vs Chromium (medians, this run): ${(capture.median / single.png.median).toFixed(1)}× the fastest capture, ` +
      `${(screenshot.median / single.png.median).toFixed(1)}× page.screenshot`,
  );
}
