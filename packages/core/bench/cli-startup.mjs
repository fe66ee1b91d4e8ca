import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mb, summarize } from './_stats.mjs';

/*
 * `pnpm bench` (last part): the wall time of one file rendered by the CLI, the whole process
 * from spawn to exit, as a user at a shell sees it; beside it, a bare `node -e ''` in the same
 * run, the floor no Node program goes under. Then the peak memory of one file, and a batch:
 * every TypeScript file of the server package (a fixed set of real files, several of them
 * hundreds of lines) rendered by one command. BENCH_CLI_RUNS (default 15) sets the count.
 */

const runs = Number(process.env.BENCH_CLI_RUNS ?? 15);
const work = mkdtempSync(join(tmpdir(), 'glyphcast-cli-bench-'));
const source = join(work, 'add.ts');
writeFileSync(source, 'export function add(a: number, b: number): number {\n  return a + b;\n}\n');
const cli = join(import.meta.dirname, '../dist/cli.js');
const reportPeakRss = join(import.meta.dirname, '_report-peak-rss.mjs');
const serverSources = join(import.meta.dirname, '../../server/src');

function wallTimes(args) {
  const times = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    const result = spawnSync(process.execPath, args, { stdio: 'ignore' });
    times.push(performance.now() - started);
    if (result.status !== 0) throw new Error(`${args.join(' ')} exited with ${result.status}`);
  }
  return summarize(times);
}

const bare = wallTimes(['-e', '']);
const render = wallTimes([cli, 'code', source, '-o', join(work, 'add.png')]);
console.log(`\nCLI, one 3-line TypeScript file to PNG, whole process (${runs} runs each):`);
console.log(
  `  glyphcast code add.ts -o add.png   median ${render.median.toFixed(0)} ms  p95 ${render.p95.toFixed(0)} ms`,
);
console.log(`  node -e '' (Node's own start-up)   median ${bare.median.toFixed(0)} ms  p95 ${bare.p95.toFixed(0)} ms`);

/** One run of the CLI with its peak RSS reported on descriptor 3: wall time, peak, exit status. */
function measuredRun(args) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', reportPeakRss, cli, ...args], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  return {
    ms: performance.now() - started,
    peak: Number(result.output[3]),
    status: result.status,
    stderr: result.stderr,
  };
}

const onePeak = measuredRun(['code', source, '-o', join(work, 'add.png')]);
if (onePeak.status !== 0) throw new Error(`glyphcast code add.ts failed: ${onePeak.stderr}`);
console.log(`  peak RSS of one file: ${mb(onePeak.peak)}`);

const batchOut = join(work, 'batch');
const batches = [0, 1].map(() => {
  rmSync(batchOut, { recursive: true, force: true });
  return measuredRun(['code', `${serverSources}/**/*.ts`, '--out-dir', batchOut]);
});
const summary = (batches[1]?.stderr ?? '').trim().split('\n').at(-1);
console.log(`\nCLI batch, the server package's TypeScript sources, one command (two runs):`);
for (const run of batches) console.log(`  ${(run.ms / 1000).toFixed(1)} s wall, peak RSS ${mb(run.peak)}`);
console.log(`  ${summary}`);
rmSync(work, { recursive: true, force: true });
