import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

/*
 * `pnpm bench` (server part): a real server in its own process on loopback, loaded by
 * autocannon. Cache HITs (the common case for og:image URLs), MISSes (every URL new: renders
 * per second), and HIT latency while renders saturate the machine. Durations are short so the
 * whole bench stays within minutes; BENCH_SECONDS sets them.
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = 3900 + Math.floor(Math.random() * 90);
const bin = join(import.meta.dirname, '../dist/bin.js');
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'glyphcast-load-')),
  // The load generator is one client: lift the per-key limit so it measures rendering and caching.
  RATE_LIMIT_PER_SECOND: '1000000',
  RATE_LIMIT_BURST: '1000000',
};
const base = `http://127.0.0.1:${port}`;

const created = spawnSync(process.execPath, [bin, 'keys', 'create', '--plan', 'pro'], { env, encoding: 'utf8' });
const publicKey = /public key\s+(\S+)/.exec(created.stdout)?.[1];
if (!publicKey) throw new Error(`could not create a key: ${created.stderr}`);

const server = spawn(process.execPath, [bin], { env, stdio: ['ignore', 'ignore', 'inherit'] });
for (let attempt = 0; attempt < 100; attempt++) {
  if (
    await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    )
  )
    break;
  await sleep(100);
}
let peakRss = 0;
const rssTimer = setInterval(() => {
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(server.pid)], { encoding: 'utf8' });
  peakRss = Math.max(peakRss, Number(ps.stdout.trim()) * 1024 || 0);
}, 250);

const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );
const hitUrl = `${base}/v1/og?title=${encodeURIComponent('Cached card')}&key=${publicKey}`;
const etag = (await fetch(hitUrl)).headers.get('etag');

console.log(
  `\nglyphcast server under load (autocannon, ${seconds} s each, loopback, 2 cores shared with the load generator)`,
);
const hits = await run({ url: hitUrl, connections: 64, pipelining: 1 });
console.log(
  `  cache HIT  GET /v1/og:   ${Math.round(hits.requests.average)} req/s, latency p50 ${hits.latency.p50} ms, p99 ${hits.latency.p99} ms, ` +
    `${(hits.throughput.average / 1e6).toFixed(0)} MB/s of ${Math.round(hits.throughput.average / Math.max(1, hits.requests.average) / 1024)} kB images, errors ${hits.errors + hits.non2xx}`,
);
// The same requests revalidated (what a CDN or browser sends): every step but the body transfer.
const revalidated = await run({ url: hitUrl, connections: 64, headers: { 'if-none-match': etag } });
console.log(
  `  revalidate (304):        ${Math.round(revalidated.requests.average)} req/s, latency p50 ${revalidated.latency.p50} ms, p99 ${revalidated.latency.p99} ms`,
);

let counter = 0;
/** Renders on demand: every request asks for a card never seen before (a cache MISS). */
const missLoad = () =>
  run({
    url: `${base}/v1/og`,
    connections: 8,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/v1/og?title=${encodeURIComponent(`Card ${counter++} ${Math.random()}`)}&key=${publicKey}`,
        }),
      },
    ],
  });
const misses = await missLoad();
console.log(
  `  cache MISS GET /v1/og:   ${misses.requests.average.toFixed(1)} renders/s, latency p50 ${misses.latency.p50} ms, p99 ${misses.latency.p99} ms`,
);

const [underLoad] = await Promise.all([run({ url: hitUrl, connections: 8 }), missLoad()]);
console.log(
  `  HIT while renders saturate: ${Math.round(underLoad.requests.average)} req/s, latency p50 ${underLoad.latency.p50} ms, p99 ${underLoad.latency.p99} ms`,
);
clearInterval(rssTimer);
console.log(`  server peak RSS ${Math.round(peakRss / 1048576)} MB`);
server.kill('SIGTERM');
