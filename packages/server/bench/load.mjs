import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { load } from './http-load.mjs';

/*
 * `pnpm bench` (server part): a real server in its own process on loopback, loaded by a
 * closed-loop undici client in this process, sharing the machine's cores with it.
 * - cache HITs (the common case for og:image URLs) against a bare node:http server sending the
 *   same bytes, measured in the same run: the ceiling of this machine for this response;
 * - MISSes (every URL new): renders per second;
 * - HIT latency while renders saturate the cores;
 * - priority: a Pro client's render latency while a Hobby client saturates the render queue.
 * BENCH_SECONDS sets each run's length (default 10).
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = 3900 + Math.floor(Math.random() * 90);
const bin = join(import.meta.dirname, '../dist/bin.js');
const dataDir = mkdtempSync(join(tmpdir(), 'glyphcast-load-'));
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  // The load generator is one client per key: lift the per-key limit so it measures the service.
  RATE_LIMIT_PER_SECOND: '1000000',
  RATE_LIMIT_BURST: '1000000',
  // …and the per-account share of the render slots, which would otherwise hold one client to one slot.
  ACCOUNT_RENDER_CONCURRENCY: '1000',
};
const origin = `http://127.0.0.1:${port}`;

function createKey(plan) {
  const created = spawnSync(process.execPath, [bin, 'keys', 'create', '--plan', plan], { env, encoding: 'utf8' });
  const publicKey = /public key\s+(\S+)/.exec(created.stdout)?.[1];
  if (!publicKey) throw new Error(`could not create a ${plan} key: ${created.stderr}`);
  return publicKey;
}
const proKey = createKey('pro');
const hobbyKey = createKey('hobby');

const server = spawn(process.execPath, [bin], { env, stdio: ['ignore', 'ignore', 'inherit'] });
for (let attempt = 0; attempt < 100; attempt++) {
  if (
    await fetch(`${origin}/health`).then(
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

const line = (label, result, unit = 'req/s') =>
  console.log(
    `  ${label.padEnd(44)} ${result.rate.toFixed(unit === 'req/s' ? 0 : 1).padStart(6)} ${unit}, p50 ${result.p50} ms, p99 ${result.p99} ms` +
      (result.failures ? `, ${result.failures} failed` : ''),
  );

const hitPath = `/v1/og?title=${encodeURIComponent('Cached card')}&key=${proKey}`;
const first = await fetch(origin + hitPath);
const etag = first.headers.get('etag');
const image = Buffer.from(await first.arrayBuffer());
console.log(`\nglyphcast server under load (${seconds} s each, loopback; the load generator shares the 2 cores)`);

// The baseline: the same bytes from a bare node:http server, in this run.
const imageFile = join(dataDir, 'hit.png');
writeFileSync(imageFile, image);
const barePort = port + 100;
const bare = fork(join(import.meta.dirname, 'bare-server.mjs'), [String(barePort), imageFile], { stdio: 'inherit' });
await new Promise((resolve) => bare.once('message', resolve));
// Alternating rounds, medians reported: this VM's speed drifts by 10-20% over a minute.
const ROUNDS = 3;
const ROUND_SECONDS = Math.max(2, Math.round(seconds / 2));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medianOf = (results) => ({
  rate: median(results.map((result) => result.rate)),
  p50: median(results.map((result) => result.p50)),
  p99: median(results.map((result) => result.p99)),
  failures: results.reduce((sum, result) => sum + result.failures, 0),
});
for (const connections of [16, 64]) {
  const bareRuns = [];
  const hitRuns = [];
  for (let round = 0; round < ROUNDS; round++) {
    bareRuns.push(
      await load({ origin: `http://127.0.0.1:${barePort}`, connections, seconds: ROUND_SECONDS, path: () => '/' }),
    );
    hitRuns.push(await load({ origin, connections, seconds: ROUND_SECONDS, path: () => hitPath }));
  }
  const baseline = medianOf(bareRuns);
  const hits = medianOf(hitRuns);
  line(`bare node:http, same ${Math.round(image.length / 1024)} kB, ${connections} conns`, baseline);
  line(`cache HIT GET /v1/og, ${connections} conns`, hits);
  const ratios = hitRuns.map((run, index) => run.rate / bareRuns[index].rate);
  console.log(
    `  ${''.padEnd(44)} ${(median(ratios) * 100).toFixed(0)}% of the bare server (median of ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s)`,
  );
}
bare.kill();

// What a CDN or browser sends once it holds the image: every step but the body.
line(
  'revalidate (If-None-Match → 304), 16 conns',
  await load({
    origin,
    connections: 16,
    seconds,
    path: () => hitPath,
    headers: { 'if-none-match': etag },
  }),
);

let counter = 0;
/** Every request asks for a card never seen before: a cache MISS, rendered now. */
const newCard = (key) => () => `/v1/og?title=${encodeURIComponent(`Card ${counter++} ${Math.random()}`)}&key=${key}`;
line(
  'cache MISS GET /v1/og, 8 conns',
  await load({ origin, connections: 8, seconds, path: newCard(proKey) }),
  'renders/s',
);

const [underLoad] = await Promise.all([
  load({ origin, connections: 8, seconds, path: () => hitPath }),
  load({ origin, connections: 8, seconds, path: newCard(hobbyKey) }),
]);
line('HIT while renders saturate the cores, 8 conns', underLoad);

// Priority: Hobby keeps 16 renders waiting; Pro asks for one new card at a time.
const [hobby, pro] = await Promise.all([
  load({ origin, connections: 16, seconds, path: newCard(hobbyKey) }),
  load({ origin, connections: 1, seconds, path: newCard(proKey) }),
]);
line('MISS, Hobby saturating the queue, 16 conns', hobby, 'renders/s');
line('MISS, Pro at the same time, 1 conn', pro, 'renders/s');

clearInterval(rssTimer);
console.log(`  server peak RSS ${Math.round(peakRss / 1048576)} MB`);
server.kill('SIGTERM');
