import type { Usage } from '../store/usage.js';

/** How often refunds the database could not take are tried again. */
const RETRY_MS = 5000;
/** How long a ticket is kept, and how often old ones are cleared. */
const TICKET_LIFETIME_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Images given back to accounts: a render that failed after it may have been counted. Each is
 * named by its ticket, so a refund applies only if the count really happened (a commit whose
 * answer was lost when the database dropped is refunded; one that never landed is not). Kept
 * when the database cannot take them now and written when it can: tried again every few
 * seconds, and once more at shutdown. Tickets older than an hour are cleared now and then.
 */
export class PendingRefunds {
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private readonly pruner: NodeJS.Timeout;

  constructor(private readonly usage: Usage) {
    this.pruner = setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref();
  }

  async refund(ticket: string): Promise<void> {
    try {
      await this.usage.refund(ticket);
    } catch {
      this.pending.add(ticket);
      this.timer ??= setInterval(() => void this.flush(), RETRY_MS).unref();
    }
  }

  /** Writes what it can of the pending refunds; what fails stays for the next try. */
  async flush(): Promise<void> {
    for (const ticket of this.pending) {
      try {
        await this.usage.refund(ticket);
      } catch {
        return;
      }
      this.pending.delete(ticket);
    }
    if (this.pending.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private async prune(): Promise<void> {
    // Refunds still waiting need their tickets: clear old ones only once they are through.
    if (this.pending.size > 0) return;
    await this.usage.pruneTickets(new Date(Date.now() - TICKET_LIFETIME_MS)).catch(() => {});
  }

  /** At shutdown: a last try, then no more retries. */
  async close(): Promise<void> {
    await this.flush();
    clearInterval(this.pruner);
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
