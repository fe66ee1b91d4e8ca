import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeRendering, configureRendering, renderCodeWithInfo } from '../dist/index.js';

/** Child process: the worker pool under load: throughput, cores, event-loop delay, memory. */
const longRuns = Number(process.env.BENCH_LONG_RUNS ?? 1000);
const code = readFileSync(join(import.meta.dirname, '../test/fixtures/server.ts'), 'utf8');
const params = { code, language: 'typescript' };
await configureRendering({});
await Promise.all(Array.from({ length: 4 }, () => renderCodeWithInfo(params)));

let maxLag = 0;
let last = performance.now();
const lagTimer = setInterval(() => {
  const now = performance.now();
  maxLag = Math.max(maxLag, now - last - 10);
  last = now;
}, 10);
const parallel = 40;
const cpuBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: parallel }, () => renderCodeWithInfo(params)));
const wall = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
clearInterval(lagTimer);

// RSS must level off over a long run, not grow with every render (resvg/sharp native memory).
const rss = [];
for (let done = 0; done < longRuns; done += 2) {
  await Promise.all([renderCodeWithInfo(params), renderCodeWithInfo(params)]);
  if ((done + 2) % 250 === 0 || done + 2 >= longRuns) rss.push([done + 2, process.memoryUsage.rss()]);
}
await closeRendering();
process.stdout.write(
  JSON.stringify({
    parallel,
    perImage: wall / parallel,
    coresBusy: (cpu.user + cpu.system) / 1000 / wall,
    maxLag,
    rss,
    peakRss: process.resourceUsage().maxRSS * 1024,
  }),
);
