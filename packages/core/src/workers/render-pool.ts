import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { GlyphcastError } from '../errors.js';
import { deserializeError, type JobMessage, type ResultMessage } from './_messages.js';
import type { PoolTask } from './pool-task.js';

export interface RenderPoolOptions {
  /**
   * Worker threads that render; 0 renders on the calling thread (fine for a CLI or a build
   * script, but it blocks the event loop for the length of a render).
   * @default availableParallelism(), or the GLYPHCAST_RENDER_THREADS environment variable
   */
  threads?: number;
  /**
   * Renders after which a worker is replaced by a fresh one, which bounds the native memory
   * that resvg and sharp hold outside V8's view.
   * @default 500
   */
  recycleAfter?: number;
}

interface PendingJob {
  message: JobMessage;
  // Method syntax: a job resolves with whatever its task's output type is.
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface PoolWorker {
  worker: Worker;
  job: PendingJob | undefined;
  completed: number;
}

const DEFAULT_RECYCLE_AFTER = 500;

function defaultThreads(): number {
  const fromEnv = process.env.GLYPHCAST_RENDER_THREADS;
  if (fromEnv !== undefined && /^\d+$/.test(fromEnv)) return Number(fromEnv);
  return availableParallelism();
}

/**
 * Starts a worker from the built `.js` file (bundled beside this code in `dist/`), or from the
 * `.ts` source (tests) through tsx, where the entry sits one folder up.
 */
function spawnWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? '../render-worker.ts' : './render-worker.js', import.meta.url);
  if (!fromSource) return new Worker(url);
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}

/**
 * A fixed set of worker threads that render one job each at a time. Workers start on the first
 * job, hold the process open only while they have work, and are replaced when they crash or
 * have rendered `recycleAfter` images.
 */
export class RenderPool {
  readonly threads: number;
  private readonly recycleAfter: number;
  private readonly workers: PoolWorker[] = [];
  private readonly queue: PendingJob[] = [];
  private nextId = 1;

  constructor(options: RenderPoolOptions = {}) {
    this.threads = Math.max(0, Math.floor(options.threads ?? defaultThreads()));
    this.recycleAfter = options.recycleAfter ?? DEFAULT_RECYCLE_AFTER;
  }

  /**
   * Renders on the first free worker. When `signal` aborts, a job still waiting is dropped and
   * one being rendered has its worker stopped (and replaced): either way the promise rejects
   * with the signal's reason at once.
   */
  run<Input, Output>(task: PoolTask<Input, Output>, input: Input, signal?: AbortSignal): Promise<Output> {
    return new Promise<Output>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      // However the job ends, it stops listening to its signal.
      const onAbort = () => this.abort(job, signal?.reason);
      const detach = () => signal?.removeEventListener('abort', onAbort);
      const job: PendingJob = {
        message: { id: this.nextId++, kind: task.kind, input },
        resolve(value: Output) {
          detach();
          resolve(value);
        },
        reject(error: unknown) {
          detach();
          reject(error);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** Jobs waiting for a worker (for tests and metrics). */
  get queued(): number {
    return this.queue.length;
  }

  private abort(job: PendingJob, reason: unknown): void {
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      job.reject(reason);
      return;
    }
    const entry = this.workers.find((candidate) => candidate.job === job);
    if (!entry) return;
    // A render cannot be interrupted inside its worker: the worker goes, a fresh one takes its place.
    entry.job = undefined;
    this.retire(entry);
    job.reject(reason);
    this.dispatch();
  }

  /** Stops every worker; queued and running jobs fail. */
  async close(): Promise<void> {
    const failure = new GlyphcastError('the render pool was closed', { code: 'RENDER_FAILED' });
    for (const job of this.queue.splice(0)) job.reject(failure);
    await Promise.all(
      this.workers.splice(0).map((entry) => {
        entry.job?.reject(failure);
        return entry.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let entry = this.workers.find((candidate) => !candidate.job);
      if (!entry && this.workers.length < this.threads) entry = this.start();
      if (!entry) return;
      const job = this.queue.shift() as PendingJob;
      entry.job = job;
      entry.worker.ref();
      entry.worker.postMessage(job.message);
    }
  }

  private start(): PoolWorker {
    const entry: PoolWorker = { worker: spawnWorker(), job: undefined, completed: 0 };
    entry.worker.unref();
    entry.worker.on('message', (reply: ResultMessage) => this.finish(entry, reply));
    entry.worker.on('error', (error) => this.fail(entry, error));
    entry.worker.on('exit', (code) => this.fail(entry, new Error(`render worker exited with code ${code}`)));
    this.workers.push(entry);
    return entry;
  }

  private finish(entry: PoolWorker, reply: ResultMessage): void {
    const job = entry.job;
    entry.job = undefined;
    entry.completed++;
    entry.worker.unref();
    if (job) {
      if (reply.ok) job.resolve(reply.result);
      else job.reject(deserializeError(reply.error));
    }
    if (entry.completed >= this.recycleAfter) this.retire(entry);
    this.dispatch();
  }

  private fail(entry: PoolWorker, error: unknown): void {
    if (!this.workers.includes(entry)) return;
    this.retire(entry);
    entry.job?.reject(
      new GlyphcastError(`the render worker failed: ${(error as Error).message ?? String(error)}`, {
        code: 'RENDER_FAILED',
        cause: error,
      }),
    );
    entry.job = undefined;
    this.dispatch();
  }

  private retire(entry: PoolWorker): void {
    const index = this.workers.indexOf(entry);
    if (index >= 0) this.workers.splice(index, 1);
    entry.worker.removeAllListeners('exit');
    void entry.worker.terminate();
  }
}
