import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarize } from './_stats.mjs';

/*
 * `pnpm bench` (last part): the wall time of one file rendered by the CLI, the whole process
 * from spawn to exit, as a user at a shell sees it; beside it, a bare `node -e ''` in the same
 * run, the floor no Node program goes under. BENCH_CLI_RUNS (default 15) sets the count.
 */

const runs = Number(process.env.BENCH_CLI_RUNS ?? 15);
const work = mkdtempSync(join(tmpdir(), 'glyphcast-cli-bench-'));
const source = join(work, 'add.ts');
writeFileSync(source, 'export function add(a: number, b: number): number {\n  return a + b;\n}\n');
const cli = join(import.meta.dirname, '../dist/cli.js');

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
