import { Pool } from 'undici';

/*
 * A closed-loop HTTP load generator on undici: `connections` keep-alive connections, each
 * sending its next request as soon as the last answer's body is read. autocannon is not used
 * for this because it appends every body to a JS string: decoding 70 kB of PNG as UTF-8 made
 * the load generator, not the server, the bottleneck (~800 req/s against a bare Node server
 * that serves ~6,000).
 */

/**
 * One request through undici's low-level `dispatch`: the body's chunks are counted as they
 * arrive, with no stream or async iterator per response (a third less CPU in the client,
 * which shares the machine with the server it measures).
 */
function send(pool, request, onChunk) {
  return new Promise((resolve, reject) => {
    let status = 0;
    pool.dispatch(request, {
      onConnect() {},
      onHeaders(statusCode) {
        status = statusCode;
        return true;
      },
      onData(chunk) {
        onChunk(chunk);
        return true;
      },
      onComplete() {
        resolve(status);
      },
      onError: reject,
    });
  });
}

/**
 * @param {{ origin: string, connections: number, seconds: number, path: () => string, headers?: Record<string, string> }} options
 * @returns {Promise<{ rate: number, p50: number, p99: number, bytesPerSecond: number, failures: number }>}
 */
export async function load({ origin, connections, seconds, path, headers = {} }) {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const latencies = [];
  let bytes = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const statusCode = await send(pool, { method: 'GET', path: path(), headers }, (chunk) => {
          bytes += chunk.length;
        });
        if (statusCode >= 400) failures++;
      } catch {
        failures++;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const percentile = (p) => Number((latencies[Math.floor(p * (latencies.length - 1))] ?? 0).toFixed(1));
  return {
    rate: latencies.length / elapsed,
    p50: percentile(0.5),
    p99: percentile(0.99),
    bytesPerSecond: bytes / elapsed,
    failures,
  };
}
