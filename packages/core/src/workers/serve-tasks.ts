import { parentPort } from 'node:worker_threads';
import { setIdleCores } from '../encode/png/idle-cores.js';
import { type JobMessage, READY_MESSAGE, type ResultMessage, serializeError } from './_messages.js';
import type { PoolTask } from './pool-task.js';

/** An output's image, handed over without a copy when its buffer owns its memory outright. */
function transferable(result: unknown): ArrayBuffer[] {
  const image = typeof result === 'object' && result !== null && 'image' in result ? result.image : undefined;
  const owned =
    image instanceof Uint8Array &&
    image.byteOffset === 0 &&
    image.byteLength === image.buffer.byteLength &&
    image.buffer instanceof ArrayBuffer;
  return owned ? [image.buffer as ArrayBuffer] : [];
}

/**
 * Runs a worker thread of the render pool: each message names a task of `tasks` (the same
 * table the caller sends from), one job at a time, and the result or error is posted back.
 * The worker says it is ready (`READY_MESSAGE`) once loaded and, when given, `warmUp` is done.
 */
export function serveTasks(tasks: readonly PoolTask<never, unknown>[], warmUp?: () => Promise<void>): void {
  if (!parentPort) throw new Error('a render worker must run as a worker thread');
  const port = parentPort;
  // A warm-up that fails only leaves the worker cold: the job that finds out reports why.
  void (warmUp?.().catch(() => undefined) ?? Promise.resolve()).then(() => port.postMessage(READY_MESSAGE));
  // Method syntax lets each task take its own input type here.
  const byKind = new Map<string, { run(input: unknown): Promise<unknown> }>(tasks.map((task) => [task.kind, task]));
  port.on('message', async (job: JobMessage) => {
    let reply: ResultMessage;
    let transfer: ArrayBuffer[] = [];
    try {
      const task = byKind.get(job.kind);
      if (!task) throw new Error(`no render task named ${job.kind}`);
      setIdleCores(job.idleCores ?? true);
      const result = await task.run(job.input);
      transfer = transferable(result);
      reply = { id: job.id, ok: true, result };
    } catch (error) {
      reply = { id: job.id, ok: false, error: serializeError(error) };
    }
    port.postMessage(reply, transfer);
  });
}
