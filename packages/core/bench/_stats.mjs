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
