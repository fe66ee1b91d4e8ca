import type { AccountStore } from '../store/account-store.js';

/** How often refunds the database could not take are tried again. */
const RETRY_MS = 5000;

/**
 * Images given back to accounts (a render that failed after it was counted), kept when the
 * database cannot take them now and written when it can: nothing counted goes unserved because
 * the database blinked. Tried again every few seconds, and once more at shutdown.
 */
export class PendingRefunds {
  private readonly pending = new Map<string, { accountId: string; month: string; images: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly store: AccountStore) {}

  async refund(accountId: string, month: string): Promise<void> {
    try {
      await this.store.refundImage(accountId, month);
    } catch {
      const key = `${accountId}|${month}`;
      const entry = this.pending.get(key) ?? { accountId, month, images: 0 };
      entry.images++;
      this.pending.set(key, entry);
      this.timer ??= setInterval(() => void this.flush(), RETRY_MS).unref();
    }
  }

  /** Writes what it can of the pending refunds; what fails stays for the next try. */
  async flush(): Promise<void> {
    for (const [key, entry] of this.pending) {
      while (entry.images > 0) {
        try {
          await this.store.refundImage(entry.accountId, entry.month);
        } catch {
          return;
        }
        entry.images--;
      }
      this.pending.delete(key);
    }
    if (this.pending.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** At shutdown: a last try, then no more retries. */
  async close(): Promise<void> {
    await this.flush();
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
