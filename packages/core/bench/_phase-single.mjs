import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configureRendering, renderCodeWithInfo } from '../dist/index.js';
import { summarize, timeRuns, warmUp } from './_stats.mjs';

/** Child process: one image at a time on the calling thread, the latency of a single render. */
const runs = Number(process.env.BENCH_RUNS ?? 30);
const code = readFileSync(join(import.meta.dirname, '../test/fixtures/server.ts'), 'utf8');
// One line per script (the reference test's card): fallback faces, shaping, right to left, box drawing.
const mixed = readFileSync(join(import.meta.dirname, '../test/fixtures/mixed-scripts.ts'), 'utf8');
const params = { code, language: 'typescript' };
await configureRendering({ threads: 0 });

/**
 * Each render's code is new (the file and a last line with the render's number), as the peers'
 * is, so nothing a real workload could not reuse is reused.
 */
let round = 0;
const fresh = (options) => ({ ...options, code: `${options.code}// render ${round++}\n` });

async function measure(options) {
  await warmUp(() => renderCodeWithInfo(fresh(options)));
  return timeRuns(runs, () => renderCodeWithInfo(fresh(options)));
}

/** Two variants render by render in turn, so a change in the machine's load touches both alike. */
async function measureAlternately(first, second) {
  await warmUp(() => Promise.all([renderCodeWithInfo(fresh(first)), renderCodeWithInfo(fresh(second))]));
  const times = [[], []];
  for (let index = 0; index < runs; index++) {
    for (const [slot, options] of [first, second].entries()) {
      const next = fresh(options);
      const started = performance.now();
      await renderCodeWithInfo(next);
      times[slot].push(performance.now() - started);
    }
  }
  return times.map(summarize);
}

const first = await renderCodeWithInfo(fresh(params));
// The head-to-head rounds beside takumi want the PNG alone, measured as the first phase does.
if (process.env.BENCH_PNG_ONLY) {
  process.stdout.write(JSON.stringify({ png: await measure(params) }));
  process.exit(0);
}
const [png, auto] = await measureAlternately(params, { code });
const results = {
  size: `${first.width}×${first.height}`,
  png,
  peakRssAfterPng: process.resourceUsage().maxRSS * 1024,
  auto,
  jpeg: await measure({ ...params, format: 'jpeg' }),
  webp: await measure({ ...params, format: 'webp' }),
  svg: await measure({ ...params, format: 'svg' }),
  bytes: {
    png: first.image.length,
    svg: (await renderCodeWithInfo(fresh({ ...params, format: 'svg' }))).image.length,
  },
  mixed: await measure({ code: mixed, language: 'typescript' }),
};
results.peakRss = process.resourceUsage().maxRSS * 1024;
process.stdout.write(JSON.stringify(results));
