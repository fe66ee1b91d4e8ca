import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configureRendering, renderCodeWithInfo } from '../dist/index.js';
import { timeRuns } from './_stats.mjs';

/** Child process: one image at a time on the calling thread, the latency of a single render. */
const runs = Number(process.env.BENCH_RUNS ?? 30);
const code = readFileSync(join(import.meta.dirname, '../test/fixtures/server.ts'), 'utf8');
// One line per script (the reference test's card): fallback faces, shaping, right to left, box drawing.
const mixed = readFileSync(join(import.meta.dirname, '../test/fixtures/mixed-scripts.ts'), 'utf8');
const params = { code, language: 'typescript' };
await configureRendering({ threads: 0 });

async function measure(options) {
  for (let index = 0; index < 5; index++) await renderCodeWithInfo(options);
  return timeRuns(runs, () => renderCodeWithInfo(options));
}

const first = await renderCodeWithInfo(params);
const results = {
  size: `${first.width}×${first.height}`,
  png: await measure(params),
  peakRssAfterPng: process.resourceUsage().maxRSS * 1024,
  auto: await measure({ code }),
  jpeg: await measure({ ...params, format: 'jpeg' }),
  webp: await measure({ ...params, format: 'webp' }),
  mixed: await measure({ code: mixed, language: 'typescript' }),
};
results.peakRss = process.resourceUsage().maxRSS * 1024;
process.stdout.write(JSON.stringify(results));
