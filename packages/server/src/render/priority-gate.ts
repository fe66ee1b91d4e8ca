/**
 * At most `limit` renders run at once; the rest wait, Pro's first. With the gate sized to the
 * render pool, a saturated service queues here, where priority can act, rather than in the
 * pool's first-come queue.
 */
export class PriorityGate {
  private running = 0;
  private readonly waiting: { high: (() => void)[]; normal: (() => void)[] } = { high: [], normal: [] };

  constructor(private readonly limit: number) {}

  /** Runs `task` when a slot is free; `high` tasks are let in before any `normal` one. */
  async run<T>(priority: 'high' | 'normal', task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => this.waiting[priority].push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.high.shift() ?? this.waiting.normal.shift();
      // The slot passes straight to the next task; only when none waits is it freed.
      if (next) next();
      else this.running--;
    }
  }

  /** Renders waiting for a slot, by priority (for tests and metrics). */
  get queued(): { high: number; normal: number } {
    return { high: this.waiting.high.length, normal: this.waiting.normal.length };
  }
}
