import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configureRendering, highlight, renderCodeWithInfo } from '../dist/index.js';
import { mb, ms, rssSampler, summarize, timeRuns } from './_stats.mjs';
import { chromiumAvailable, startChromiumBaseline } from './chromium-baseline.mjs';

/*
 * `pnpm bench`: the 40-line TypeScript card at the defaults (scale 2, png) rendered by
 * glyphcast, and in the same run by headless Chromium the way Carbon-style services do it.
 * Medians and p95 of warm renders; ratios are against Chromium measured in this run.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const LONG_RUNS = Number(process.env.BENCH_LONG_RUNS ?? 1000);
const code = readFileSync(join(import.meta.dirname, 'snippet.ts'), 'utf8');
const params = { code, language: 'typescript' };
const rows = [];

function report(name, stats, extra = '') {
  rows.push({ name, ...stats });
  console.log(
    `${name.padEnd(52)} median ${ms(stats.median).padStart(9)}   p95 ${ms(stats.p95).padStart(9)}   ${extra}`,
  );
}

// 1. One image at a time on the calling thread: the latency of a single render.
await configureRendering({ threads: 0 });
const first = await renderCodeWithInfo(params);
console.log(`card: ${first.width}×${first.height} px, ${code.split('\n').length} lines\n`);
for (let index = 0; index < 5; index++) await renderCodeWithInfo(params);
const stopRss = rssSampler();
const png = await timeRuns(RUNS, () => renderCodeWithInfo(params));
const peakRss = stopRss();
report('glyphcast png (language given)', png, `peak RSS ${mb(peakRss)}`);
for (let index = 0; index < 3; index++) await renderCodeWithInfo({ ...params, language: 'auto' });
report('glyphcast png (language: auto, detected)', await timeRuns(RUNS, () => renderCodeWithInfo({ code })));
for (const format of ['jpeg', 'webp']) {
  await renderCodeWithInfo({ ...params, format });
  report(`glyphcast ${format}`, await timeRuns(RUNS, () => renderCodeWithInfo({ ...params, format })));
}

// 2. Many at once on the worker pool: throughput, cores used, and the event loop kept free.
await configureRendering({});
await Promise.all(Array.from({ length: 4 }, () => renderCodeWithInfo(params)));
let maxLag = 0;
let last = performance.now();
const lagTimer = setInterval(() => {
  const now = performance.now();
  maxLag = Math.max(maxLag, now - last - 10);
  last = now;
}, 10);
const cpuBefore = process.cpuUsage();
const wallBefore = performance.now();
const parallel = 40;
await Promise.all(Array.from({ length: parallel }, () => renderCodeWithInfo(params)));
const wall = performance.now() - wallBefore;
const cpu = process.cpuUsage(cpuBefore);
clearInterval(lagTimer);
const coresUsed = (cpu.user + cpu.system) / 1000 / wall;
console.log(
  `\nworker pool: ${parallel} renders in parallel: ${ms(wall / parallel)} per image (${(1000 / (wall / parallel)).toFixed(1)} images/s), ` +
    `${coresUsed.toFixed(2)} cores busy, main event loop delayed at most ${ms(maxLag)}`,
);

// 3. Memory over a long run: RSS must level off, not grow with every render.
const marks = [];
for (let index = 1; index <= LONG_RUNS; index += 2) {
  await Promise.all([renderCodeWithInfo(params), renderCodeWithInfo(params)]);
  if ([100, 250, 500, 750, 1000].includes(index + 1) || index + 1 === LONG_RUNS)
    marks.push(`${index + 1}: ${mb(process.memoryUsage.rss())}`);
}
console.log(`RSS after renders (pool, whole process): ${marks.join(', ')}`);
await configureRendering({ threads: 0 });

// 4. The Chromium baseline, in the same run.
if (!chromiumAvailable()) {
  console.log('\nChromium baseline skipped: /usr/bin/chromium is missing (apt-get install chromium)');
} else {
  const { html } = await highlight({ code, language: 'typescript', theme: 'vitesse-dark' });
  const chromium = await startChromiumBaseline(html);
  console.log(`\nChromium card: ${chromium.size.width}×${chromium.size.height} px, font ${chromium.family}`);
  for (let index = 0; index < 5; index++) await chromium.screenshot();
  const screenshot = await timeRuns(RUNS, () => chromium.screenshot());
  report('Chromium page.screenshot (Playwright)', screenshot);
  for (let index = 0; index < 5; index++) await chromium.capture();
  const capture = await timeRuns(RUNS, () => chromium.capture());
  report('Chromium CDP captureScreenshot optimizeForSpeed', capture);
  await chromium.close();
  console.log(
    `\nglyphcast png is ${(capture.median / png.median).toFixed(1)}× faster than the fastest Chromium capture ` +
      `and ${(screenshot.median / png.median).toFixed(1)}× faster than page.screenshot (medians, this run)`,
  );
}
process.exit(0);
