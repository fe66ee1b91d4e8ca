import { expect, it } from 'vitest';
import { openDatabase } from '../../src/store/open-database.js';
import { openStores } from '../../src/store/stores.js';
import { monthOf } from '../../src/store/usage.js';
import { startChildServer } from '../_child-server.js';
import { sleep } from './_services.js';

/**
 * SIGTERM (a deploy, a scale-down): the server stops accepting at once, finishes the renders
 * in progress, closes its clients and exits 0, with every delivered image counted.
 */
it('finishes the renders in progress on SIGTERM, refuses new connections, and exits 0', async () => {
  const server = await startChildServer({ RENDER_CONCURRENCY: '1', ACCOUNT_RENDER_CONCURRENCY: '1' });
  const database = await openDatabase({ dataDir: server.dataDir });
  try {
    const store = openStores(database);
    const { secretKey, account } = await store.accounts.create({ plan: 'hobby' });
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    // Four renders of a few hundred milliseconds each, one at a time: most are still waiting at SIGTERM.
    const renders = Array.from({ length: 4 }, (_, index) =>
      fetch(`${server.url}/v1/code`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          code: `// ${index}\n${'const value = compute(input);\n'.repeat(80)}`,
          language: 'ts',
          scale: 3,
        }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    );
    await sleep(150);
    server.process.kill('SIGTERM');
    await sleep(100);
    const late = await fetch(`${server.url}/health`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect(late).toBe('refused');
    expect(await Promise.all(renders)).toEqual([200, 200, 200, 200]);
    expect(await exited).toBe(0);
    expect(await store.usage.count(account.id, monthOf(new Date()))).toBe(4);
  } finally {
    await database.close();
    await server.stop('SIGKILL');
  }
});
