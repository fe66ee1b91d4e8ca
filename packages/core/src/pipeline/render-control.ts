import type { PoolTask } from '../workers/pool-task.js';
import { sharedPool } from '../workers/shared-pool.js';

/** How a caller steers when a render runs and when it stops; shared by every card. */
export interface RenderControl {
  /**
   * Stops the render when it aborts: a render still waiting for a worker is dropped, one
   * being drawn has its worker replaced (a fresh worker takes a few hundred milliseconds to
   * warm up). The promise rejects with the signal's reason. On the calling thread
   * (`threads: 0`) a render that has started runs to its end.
   */
  signal?: AbortSignal;
  /**
   * The longest the drawing may take, counted from when a worker takes the render: time spent
   * waiting for a worker, or for one that is still starting, does not count. Past it the
   * worker is stopped and the promise rejects with a GlyphcastError `RENDER_TIMEOUT`. Not
   * enforced on the calling thread (`threads: 0`).
   */
  timeoutMs?: number;
  /**
   * Runs the drawing step once the render's sources (avatar, logo, font) are fetched: a
   * server passes its render queue here so that no render slot waits on a remote host.
   * @default runs it at once
   */
  schedule?: <T>(render: () => Promise<T>) => Promise<T>;
}

/**
 * Runs a task through the caller's schedule (refused at once if the signal has aborted by then):
 * on the render pool, or on the calling thread when the pool has no threads.
 */
export function runOnPool<Input, Output>(
  control: RenderControl,
  task: PoolTask<Input, Output>,
  input: Input,
): Promise<Output> {
  const run = async () => {
    control.signal?.throwIfAborted();
    const pool = sharedPool();
    return pool.threads === 0 ? task.run(input) : pool.run(task, input, control.signal, control.timeoutMs);
  };
  return control.schedule ? control.schedule(run) : run();
}
