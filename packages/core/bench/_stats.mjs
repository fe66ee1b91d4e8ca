import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
/**
 * Renders made before the timed ones, on every side of a comparison alike. Both renderers keep
 * getting faster over their first 10-15 renders (ours ~20 ms, then ~14; takumi's ~60, then
 * ~58), as JavaScript is compiled while it runs; after 20 both are in the steady state a server
 * or a build runs in. BENCH_WARMUP sets it (5 until 2026-11-28).
 */
export const WARMUP_RUNS = Number(process.env.BENCH_WARMUP ?? 20);

/** Makes the warm-up renders, one after another. */
export async function warmUp(render) {
  for (let index = 0; index < WARMUP_RUNS; index++) await render();
}

/** Median and p95 of a list of milliseconds. */
export function summarize(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), runs: sorted.length };
}

export async function timeRuns(runs, task) {
  const times = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await task(index);
    times.push(performance.now() - started);
  }
  return summarize(times);
}

export const ms = (value) => `${value.toFixed(1)} ms`;
export const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Runs a benchmark phase in a fresh Node process (its memory is its own) and reads its JSON. */
export function runPhase(args, env = process.env) {
  const output = execFileSync(process.execPath, args, {
    cwd: join(import.meta.dirname, '..'),
    env,
    maxBuffer: 1 << 20,
  });
  return JSON.parse(output.toString('utf8'));
}

/** One result line: name, median, p95 and anything else. */
export function printStats(name, stats, extra = '') {
  console.log(
    `${name.padEnd(50)} median ${ms(stats.median).padStart(9)}   p95 ${ms(stats.p95).padStart(9)}   ${extra}`,
  );
}
