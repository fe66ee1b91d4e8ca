import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SchedulerFull } from '../src/errors/refusals.js';
import { RenderScheduler } from '../src/render/render-scheduler.js';
import { startTestServer } from './_test-server.js';

const roomy = { maxWaiting: 100, maxWaitingPerAccount: 100 };

describe('RenderScheduler', () => {
  it('never runs more than its slots at once', async () => {
    const scheduler = new RenderScheduler({ slots: 2, perAccount: 2, ...roomy });
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        scheduler.run(
          async () => {
            running++;
            most = Math.max(most, running);
            await sleep(5);
            running--;
          },
          { account: 'a' },
        ),
      ),
    );
    expect(most).toBe(2);
  });

  it('lets Pro tasks in before every waiting Free one', async () => {
    const scheduler = new RenderScheduler({ slots: 1, perAccount: 1, ...roomy });
    const order: string[] = [];
    const job = (name: string, priority: 'high' | 'normal') =>
      scheduler.run(
        async () => {
          order.push(name);
          await sleep(5);
        },
        { account: name, priority },
      );
    const jobs = [
      job('free-1', 'normal'),
      job('free-2', 'normal'),
      job('free-3', 'normal'),
      job('pro-1', 'high'),
      job('pro-2', 'high'),
    ];
    expect(scheduler.queued).toEqual({ high: 2, normal: 2 });
    await Promise.all(jobs);
    expect(order).toEqual(['free-1', 'pro-1', 'pro-2', 'free-2', 'free-3']);
  });

  it('frees its slot when a task fails', async () => {
    const scheduler = new RenderScheduler({ slots: 1, perAccount: 1, ...roomy });
    await expect(scheduler.run(async () => Promise.reject(new Error('boom')), { account: 'a' })).rejects.toThrow(
      'boom',
    );
    await expect(scheduler.run(async () => 'ok', { account: 'a' })).resolves.toBe('ok');
  });

  it('keeps a slot for other accounts while one account has its share running', async () => {
    const scheduler = new RenderScheduler({ slots: 2, perAccount: 1, ...roomy });
    const order: string[] = [];
    const task = (name: string, ms: number) => async () => {
      order.push(name);
      await sleep(ms);
    };
    const flood = Array.from({ length: 5 }, (_, index) =>
      scheduler.run(task(`flood-${index}`, 30), { account: 'flooder' }),
    );
    await sleep(1);
    // The flooder holds one slot and waits for it; the other slot is free for someone else.
    expect(order).toEqual(['flood-0']);
    const started = performance.now();
    await scheduler.run(task('other', 1), { account: 'other' });
    expect(performance.now() - started).toBeLessThan(20);
    await Promise.all(flood);
  });

  it('refuses at once past the account’s queue and past the service’s', async () => {
    const scheduler = new RenderScheduler({ slots: 1, perAccount: 1, maxWaiting: 3, maxWaitingPerAccount: 2 });
    const hold = () => sleep(20);
    const runs = [1, 2, 3].map(() => scheduler.run(hold, { account: 'a' }).then(() => 'done'));
    const refusal = await scheduler.run(hold, { account: 'a' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SchedulerFull);
    expect(refusal).toMatchObject({ scope: 'account' });
    runs.push(scheduler.run(hold, { account: 'b' }).then(() => 'done'));
    const overload = await scheduler.run(hold, { account: 'c' }).catch((error: unknown) => error);
    expect(overload).toMatchObject({ scope: 'service' });
    expect(await Promise.all(runs)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('takes a waiting task out of the queue when its signal aborts, without running it', async () => {
    const scheduler = new RenderScheduler({ slots: 1, perAccount: 1, ...roomy });
    let ran = false;
    const busy = scheduler.run(() => sleep(30), { account: 'a' });
    const controller = new AbortController();
    const waiting = scheduler.run(
      async () => {
        ran = true;
      },
      { account: 'b', signal: controller.signal },
    );
    expect(scheduler.queued.normal).toBe(1);
    controller.abort(new Error('client gone'));
    await expect(waiting).rejects.toThrow('client gone');
    expect(scheduler.queued.normal).toBe(0);
    await busy;
    expect(ran).toBe(false);
  });
});

describe('priority rendering in the server', () => {
  it('serves a Pro request ahead of queued Free ones when renders are saturated', async () => {
    const server = await startTestServer('priority', {
      rateLimit: { perSecond: 1000, burst: 1000 },
      renderConcurrency: 1,
    });
    try {
      const free = await server.stores.accounts.create({ plan: 'hobby' });
      const pro = await server.stores.accounts.create({ plan: 'pro' });
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
