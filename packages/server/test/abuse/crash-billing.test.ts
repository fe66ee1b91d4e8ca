import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/open-database.js';
import { openStores } from '../../src/store/stores.js';
import { monthOf } from '../../src/store/usage.js';
import { type ChildServer, startChildServer } from '../_child-server.js';

/**
 * Issue 11, case 6: quota was taken when a request joined the queue, so a kill -9 billed
 * images that were queued and never drawn (18, 46 and 55 in three runs). Now it is taken when
 * a render starts: a crash bills at most the renders in progress, one per render slot.
 */
const SLOTS = 1;
let server: ChildServer | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
});

it('bills at most the renders in progress when the process is killed', async () => {
  server = await startChildServer({ RENDER_CONCURRENCY: String(SLOTS) });
  const database = await openDatabase({ dataDir: server.dataDir });
  try {
    const store = openStores(database);
    const { secretKey, account } = await store.accounts.create({ plan: 'hobby' });
    const url = server.url;
    let delivered = 0;
    // Ten different renders of about half a second each: one draws, nine wait.
    const requests = Array.from({ length: 10 }, (_, index) =>
      fetch(`${url}/v1/code`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          code: `// ${index}\n${'const value = compute(input);\n'.repeat(120)}`,
          language: 'ts',
          scale: 3,
        }),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 200) delivered++;
        })
        .catch(() => undefined),
    );
    // Until the first image is out, so the queue behind it is full.
    while (delivered === 0) await sleep(20);
    server.process.kill('SIGKILL');
    await Promise.all(requests);
    const billed = await store.usage.count(account.id, monthOf(new Date()));
    expect(delivered).toBeLessThan(10);
    expect(billed).toBeGreaterThanOrEqual(delivered);
    expect(billed).toBeLessThanOrEqual(delivered + SLOTS);
  } finally {
    await database.close();
  }
});
