import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { PriorityGate } from '../src/render/priority-gate.js';

describe('PriorityGate', () => {
  it('never runs more than its limit at once', async () => {
    const gate = new PriorityGate(2);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        gate.run('normal', async () => {
          running++;
          most = Math.max(most, running);
          await sleep(5);
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
  });

  it('lets Pro renders in before every waiting Free one', async () => {
    const gate = new PriorityGate(1);
    const order: string[] = [];
    const job = (name: string, priority: 'high' | 'normal') =>
      gate.run(priority, async () => {
        order.push(name);
        await sleep(5);
      });
    const jobs = [
      job('free-1', 'normal'),
      job('free-2', 'normal'),
      job('free-3', 'normal'),
      job('pro-1', 'high'),
      job('pro-2', 'high'),
    ];
    expect(gate.queued).toEqual({ high: 2, normal: 2 });
    await Promise.all(jobs);
    expect(order).toEqual(['free-1', 'pro-1', 'pro-2', 'free-2', 'free-3']);
  });

  it('frees its slot when a task fails', async () => {
    const gate = new PriorityGate(1);
    await expect(gate.run('normal', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run('normal', async () => 'ok')).resolves.toBe('ok');
  });
});

describe('priority rendering in the server', () => {
  it('serves a Pro request ahead of queued Free ones when renders are saturated', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { startServer } = await import('../src/index.js');
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-priority-')),
      rateLimit: { perSecond: 1000, burst: 1000 },
      renderConcurrency: 1,
    });
    try {
      const free = await server.store.createAccount({ plan: 'hobby' });
      const pro = await server.store.createAccount({ plan: 'pro' });
      const finished: string[] = [];
      const request = (name: string, key: string) =>
        fetch(`${server.url}/v1/code`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ code: `${name} ${'x'.repeat(300)}`, language: 'text', scale: 3 }),
        }).then((response) => {
          finished.push(name);
          return response.status;
        });
      const frees = Array.from({ length: 4 }, (_, index) => request(`free-${index}`, free.secretKey));
      await sleep(30); // the Free requests are queued (or running) by now
      const statuses = await Promise.all([...frees, request('pro', pro.secretKey)]);
      expect(statuses.every((status) => status === 200)).toBe(true);
      // Pro arrived last but is not served last: it passed the queued Free renders.
      expect(finished.indexOf('pro')).toBeLessThan(finished.length - 1);
    } finally {
      await server.close();
    }
  });
});
