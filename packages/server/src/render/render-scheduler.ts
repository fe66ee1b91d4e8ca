import { SchedulerFull } from '../errors/refusals.js';

type Priority = 'high' | 'normal';

/** How much work may run and wait, in all and per account. */
interface SchedulerLimits {
  /** Tasks running at once. */
  slots: number;
  /** Tasks of one account running at once: below `slots`, so one account never takes them all. */
  perAccount: number;
  /** Tasks waiting for a slot, in all; past it the service is overloaded. */
  maxWaiting: number;
  /** Tasks of one account waiting for a slot. */
  maxWaitingPerAccount: number;
}

interface Waiter {
  account: string;
  start: () => void;
  cancel: (reason: unknown) => void;
}

/**
 * Runs tasks in a few slots, fairly: Pro's waiting tasks go first, an account never holds more
 * than its share of the slots, and the queue is bounded in all and per account, so overload is
 * refused at once rather than answered late. A waiting task whose signal aborts (its request
 * timed out, or its client went away) leaves the queue without running.
 *
 * Not p-queue: it has priorities and abortable waits, but no per-account share of the slots and
 * no bound on the waiting; a task that may not start because its account is at its share has to
 * let the next account's task pass it, which a single priority queue cannot express.
 */
export class RenderScheduler {
  private running = 0;
  private readonly runningByAccount = new Map<string, number>();
  private readonly waitingByAccount = new Map<string, number>();
  private readonly waiting: Record<Priority, Waiter[]> = { high: [], normal: [] };

  /** `label` names the work in refusals: "renders", "image fetches". */
  constructor(
    readonly limits: SchedulerLimits,
    private readonly label = 'renders',
  ) {}

  run<T>(task: () => Promise<T>, options: { account: string; priority?: Priority; signal?: AbortSignal }): Promise<T> {
    const { account, priority = 'normal', signal } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.running < this.limits.slots && this.count(this.runningByAccount, account) < this.limits.perAccount) {
      return this.execute(account, task);
    }
    if (this.count(this.waitingByAccount, account) >= this.limits.maxWaitingPerAccount) {
      const { perAccount, maxWaitingPerAccount } = this.limits;
      return Promise.reject(
        new SchedulerFull(
          'account',
          `at most ${perAccount} ${this.label} run and ${maxWaitingPerAccount} wait at once per account; wait for some to finish`,
        ),
      );
    }
    if (this.queuedCount >= this.limits.maxWaiting) {
      return Promise.reject(
        new SchedulerFull('service', `too many ${this.label} are waiting on this server; try again shortly`),
      );
    }
    return new Promise<T>((resolve, reject) => {
      const queue = this.waiting[priority];
      const leave = () => {
        queue.splice(queue.indexOf(waiter), 1);
        this.add(this.waitingByAccount, account, -1);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        account,
        start: () => {
          leave();
          this.execute(account, task).then(resolve, reject);
        },
        cancel: (reason) => {
          leave();
          reject(reason);
        },
      };
      const onAbort = () => waiter.cancel(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
      this.add(this.waitingByAccount, account, 1);
    });
  }

  /** Tasks waiting, by priority (for tests and metrics). */
  get queued(): Record<Priority, number> {
    return { high: this.waiting.high.length, normal: this.waiting.normal.length };
  }

  private get queuedCount(): number {
    return this.waiting.high.length + this.waiting.normal.length;
  }

  private async execute<T>(account: string, task: () => Promise<T>): Promise<T> {
    this.running++;
    this.add(this.runningByAccount, account, 1);
    try {
      return await task();
    } finally {
      this.running--;
      this.add(this.runningByAccount, account, -1);
      this.startWaiting();
    }
  }

  /** Fills free slots with the first waiting tasks whose accounts are under their share. */
  private startWaiting(): void {
    while (this.running < this.limits.slots) {
      const next = this.nextEligible();
      if (!next) return;
      next.start();
    }
  }

  private nextEligible(): Waiter | undefined {
    for (const queue of [this.waiting.high, this.waiting.normal]) {
      const waiter = queue.find(
        (candidate) => this.count(this.runningByAccount, candidate.account) < this.limits.perAccount,
      );
      if (waiter) return waiter;
    }
    return undefined;
  }

  private count(counts: Map<string, number>, account: string): number {
    return counts.get(account) ?? 0;
  }

  private add(counts: Map<string, number>, account: string, delta: number): void {
    const value = (counts.get(account) ?? 0) + delta;
    if (value > 0) counts.set(account, value);
    else counts.delete(account);
  }
}
