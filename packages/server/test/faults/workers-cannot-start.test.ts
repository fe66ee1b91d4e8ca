import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/store/open-database.js';
import { openStores } from '../../src/store/stores.js';
import { startChildServer } from '../_child-server.js';
import { sleep } from './_services.js';

/** A preload that throws in every worker thread (and only there). */
const REFUSE_WORKERS = fileURLToPath(new URL('../../../core/test/fixtures/refuse-worker-threads.mjs', import.meta.url));

/**
 * Render workers that die as they start (here a preload that throws in worker threads): the
 * server says so in its log at start, fails renders rather than leaving them waiting, keeps
 * answering, and does not take the machine's cores restarting them.
 */
it('logs that its render workers could not start, fails renders at once, and stops restarting them', async () => {
  const server = await startChildServer({}, { built: true, nodeFlags: ['--import', REFUSE_WORKERS] });
  const database = await openDatabase({ dataDir: server.dataDir });
  try {
    for (let waited = 0; waited < 20_000 && !server.stdout().includes('could not start'); waited += 100)
      await sleep(100);
    const line = server
      .stdout()
      .split('\n')
      .find((entry) => entry.includes('render workers could not start'));
    expect(line ?? server.stdout()).toContain('this preload refuses worker threads');
    expect(server.stdout()).not.toContain('render workers ready');

    // Given up: the process is idle, not restarting workers.
    const cpuBefore = server.cpuMs();
    await sleep(2000);
    expect(server.cpuMs() - cpuBefore).toBeLessThan(400);

    const { secretKey } = await openStores(database).accounts.create({ plan: 'hobby' });
    const started = Date.now();
    const response = await fetch(`${server.url}/v1/code`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'let x = 1', language: 'ts' }),
    });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { code: string }).code).toBe('INTERNAL');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.stdout()).toContain('the render workers could not start: this preload refuses worker threads');
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  } finally {
    await database.close();
    await server.stop();
  }
}, 60_000);
