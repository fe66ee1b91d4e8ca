import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Counts requests being handled, so that shutdown can wait for them: closing the database
 * under a queued render would turn its refund into a 500.
 */
export class InFlight {
  private count = 0;

  async track<T>(work: () => Promise<T>): Promise<T> {
    this.count++;
    try {
      return await work();
    } finally {
      this.count--;
    }
  }

  /** Resolves once nothing is in flight, or after `timeoutMs` (a shutdown must end). */
  async drain(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.count > 0 && Date.now() < deadline) await sleep(20);
  }
}
