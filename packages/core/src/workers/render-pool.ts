import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { GlyphcastError } from '../errors.js';
import { deserializeError, type JobMessage, READY_MESSAGE, type ResultMessage } from './_messages.js';
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
  /** The drawing's limit, started when a worker takes the job. */
  timeoutMs: number | undefined;
  timer?: NodeJS.Timeout;
  // Method syntax: a job resolves with whatever its task's output type is.
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface PoolWorker {
  worker: Worker;
  job: PendingJob | undefined;
  completed: number;
  /** Loaded and warmed up: only a ready worker is given jobs. */
  ready: boolean;
  /** Resolves once the worker is ready, or gone before it was. */
  started: Promise<void>;
  markStarted: () => void;
}

const DEFAULT_RECYCLE_AFTER = 500;
/**
 * Workers that died before they were ready, one after another, after which the jobs waiting
 * fail rather than wait for a worker that cannot start (restarting it forever took every core).
 */
const FAILED_STARTS_BEFORE_GIVING_UP = 3;
/** A spare nobody needed for this long goes: it is memory (a worker's heap) kept for a rare event. */
const SPARE_IDLE_MS = 5 * 60_000;

/** The thread count GLYPHCAST_RENDER_THREADS sets, if it sets one. */
export function threadsFromEnvironment(): number | undefined {
  const fromEnv = process.env.GLYPHCAST_RENDER_THREADS;
  return fromEnv !== undefined && /^\d+$/.test(fromEnv) ? Number(fromEnv) : undefined;
}

function defaultThreads(): number {
  return threadsFromEnvironment() ?? availableParallelism();
}

/** Whether a Node flag is `--input-type`, which makes a worker that loads a file fail at once. */
const isInputType = (flag: string) => flag === '--input-type' || flag.startsWith('--input-type=');

/**
 * The flags a worker is given when the process's own would stop it (`node --input-type=module
 * -e ...`): the process's, less `--input-type` and its value. Undefined otherwise: the worker
 * inherits them as Node passes them, V8's own (`--max-old-space-size`) included, which Node
 * refuses when they are given explicitly; then the worker starts without the process's flags.
 */
let explicitWorkerFlags: string[] | undefined = process.execArgv.some(isInputType)
  ? process.execArgv.filter((flag, index, flags) => !isInputType(flag) && flags[index - 1] !== '--input-type')
  : undefined;

function workerFromFile(url: URL): Worker {
  if (!explicitWorkerFlags) return new Worker(url);
  try {
    return new Worker(url, { execArgv: explicitWorkerFlags });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    explicitWorkerFlags = [];
    return new Worker(url, { execArgv: explicitWorkerFlags });
  }
}

/**
 * Starts a worker from the built `.js` file (bundled beside this code in `dist/`), or from the
 * `.ts` source (tests) through tsx, where the entry sits one folder up.
 */
function spawnWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? '../render-worker.ts' : './render-worker.js', import.meta.url);
  if (!fromSource) return workerFromFile(url);
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}

/**
 * A fixed set of worker threads that render one job each at a time. Workers start on the first
 * job, hold the process open only while they have work, and are replaced when they crash, are
 * stopped (a render past its time), or have rendered `recycleAfter` images.
 *
 * A worker warms up (one small card of each common kind) before it takes jobs, and a job's
 * time limit starts when a worker takes it: loading (~300 ms) and first use (~450 ms) never
 * count against a render, so one caller's timed-out renders cannot fail another's. A worker
 * that is stopped or crashes is replaced at once by a warm spare, and a new spare warms up in
 * the background (kept while replacements happen, gone after 5 idle minutes); a worker due
 * for recycling keeps working until its warmed-up successor is ready.
 */
export class RenderPool {
  readonly threads: number;
  /** The machine's cores, read once: each job is told whether one is idle beside it. */
  private readonly cores = availableParallelism();
  private readonly recycleAfter: number;
  private readonly workers: PoolWorker[] = [];
  private readonly queue: PendingJob[] = [];
  private spare: PoolWorker | undefined;
  private spareTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  /** Workers that died before they were ready since one last was. */
  private failedStarts = 0;
  /** Why the last workers given up on could not start. */
  private startFailure: GlyphcastError | undefined;

  /** Whether workers stopped being started, after too many died before they were ready. */
  private get startsHalted(): boolean {
    return this.failedStarts >= FAILED_STARTS_BEFORE_GIVING_UP;
  }

  /** After workers failed to start, a new job or prewarm tries them again. */
  private allowStartsAgain(): void {
    if (this.startsHalted) this.failedStarts = 0;
  }

  constructor(options: RenderPoolOptions = {}) {
    this.threads = Math.max(0, Math.floor(options.threads ?? defaultThreads()));
    this.recycleAfter = options.recycleAfter ?? DEFAULT_RECYCLE_AFTER;
  }

  /**
   * Renders on the first free worker. When `signal` aborts, a job still waiting is dropped and
   * one being rendered has its worker stopped (and replaced): either way the promise rejects
   * with the signal's reason at once. `timeoutMs` bounds the rendering itself, from when a
   * worker takes the job: past it the worker is stopped and the job fails with RENDER_TIMEOUT.
   */
  run<Input, Output>(
    task: PoolTask<Input, Output>,
    input: Input,
    signal?: AbortSignal,
    timeoutMs?: number,
  ): Promise<Output> {
    return new Promise<Output>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      // However the job ends, it stops listening to its signal.
      const onAbort = () => this.abort(job, signal?.reason);
      const detach = () => {
        signal?.removeEventListener('abort', onAbort);
        clearTimeout(job.timer);
      };
      const job: PendingJob = {
        message: { id: this.nextId++, kind: task.kind, input },
        timeoutMs,
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
      this.allowStartsAgain();
      this.queue.push(job);
      this.dispatch();
    });
  }

  /**
   * Starts every worker now rather than on the first job (a server at start): resolves once
   * each has loaded and warmed up, so the first requests find them ready; rejects, with the
   * reason, when workers keep dying before they are ready.
   */
  async prewarm(): Promise<void> {
    this.allowStartsAgain();
    while (this.workers.length < this.threads) this.workers.push(this.start());
    // A worker that died is replaced: wait for its successor too, until all are ready or given up.
    while (!this.startsHalted && this.workers.some((entry) => !entry.ready))
      await Promise.all(this.workers.map((entry) => entry.started));
    if (this.startsHalted) throw this.startFailure;
  }

  /** Workers running or starting, the spare aside (for tests). */
  get workerCount(): number {
    return this.workers.length;
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
    // A render cannot be interrupted inside its worker: the worker goes, the spare takes its place.
    entry.job = undefined;
    this.retire(entry);
    this.replaceFromSpare();
    job.reject(reason);
    this.dispatch();
  }

  /** Stops every worker; queued and running jobs fail. */
  async close(): Promise<void> {
    const failure = new GlyphcastError('the render pool was closed', { code: 'RENDER_FAILED' });
    for (const job of this.queue.splice(0)) job.reject(failure);
    clearTimeout(this.spareTimer);
    const spare = this.spare;
    this.spare = undefined;
    await Promise.all([
      ...this.workers.splice(0).map((entry) => {
        entry.markStarted();
        entry.job?.reject(failure);
        return entry.worker.terminate();
      }),
      spare?.worker.terminate(),
    ]);
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const entry = this.workers.find((candidate) => candidate.ready && !candidate.job && !this.isDue(candidate));
      if (!entry) {
        // Jobs wait for a worker that is loading rather than start more than `threads`.
        if (this.workers.length < this.threads && !this.startsHalted) this.workers.push(this.start());
        return;
      }
      const job = this.queue.shift() as PendingJob;
      entry.job = job;
      entry.worker.ref();
      // Every core drawing already: the encoder keeps to its own thread. Jobs waiting do not
      // count: they wait for a worker, and a pool smaller than the machine leaves cores idle.
      const busy = this.workers.filter((candidate) => candidate.job).length;
      entry.worker.postMessage({ ...job.message, idleCores: busy < this.cores });
      if (job.timeoutMs !== undefined) {
        const limit = job.timeoutMs;
        job.timer = setTimeout(
          () =>
            this.abort(job, new GlyphcastError(`the render took longer than ${limit} ms`, { code: 'RENDER_TIMEOUT' })),
          limit,
        );
      }
    }
  }

  /** A new worker: it loads and warms up, then says it is ready. */
  private start(): PoolWorker {
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const entry: PoolWorker = {
      worker: spawnWorker(),
      job: undefined,
      completed: 0,
      ready: false,
      started,
      markStarted,
    };
    entry.worker.unref();
    entry.worker.on('message', (reply: ResultMessage | typeof READY_MESSAGE) => {
      if (reply === READY_MESSAGE) this.becomeReady(entry);
      else this.finish(entry, reply);
    });
    entry.worker.on('error', (error) => this.fail(entry, error));
    entry.worker.on('exit', (code) => this.fail(entry, new Error(`render worker exited with code ${code}`)));
    return entry;
  }

  private becomeReady(entry: PoolWorker): void {
    entry.ready = true;
    this.failedStarts = 0;
    entry.markStarted();
    // A successor is ready: the workers it replaces stop as soon as they are idle.
    if (this.workers.includes(entry))
      for (const due of this.workers.filter((other) => this.isDue(other))) this.retireIfIdle(due);
    this.dispatch();
  }

  /** Due for recycling, with a ready successor waiting beside it. */
  private isDue(entry: PoolWorker): boolean {
    return entry.completed >= this.recycleAfter && this.workers.length > this.threads;
  }

  private retireIfIdle(entry: PoolWorker): void {
    if (!entry.job && this.isDue(entry) && this.workers.some((other) => other !== entry && other.ready))
      this.retire(entry);
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
    // Due for recycling: its successor warms up beside it, and it goes once that one is ready.
    if (entry.completed === this.recycleAfter) this.workers.push(this.start());
    this.retireIfIdle(entry);
    this.dispatch();
  }

  /** A stopped or crashed worker's place goes to the warm spare, and a new spare starts warming. */
  private replaceFromSpare(): void {
    if (this.workers.length < this.threads) {
      this.workers.push(this.spare ?? this.start());
      this.spare = undefined;
    }
    this.spare ??= this.start();
    clearTimeout(this.spareTimer);
    this.spareTimer = setTimeout(() => {
      const idle = this.spare;
      this.spare = undefined;
      void idle?.worker.terminate();
    }, SPARE_IDLE_MS);
    this.spareTimer.unref();
  }

  private fail(entry: PoolWorker, error: unknown): void {
    if (entry === this.spare) {
      // A spare that dies is simply not there when needed: the next replacement starts cold.
      this.spare = undefined;
      return;
    }
    if (!this.workers.includes(entry)) return;
    this.retire(entry);
    if (!entry.ready && ++this.failedStarts >= FAILED_STARTS_BEFORE_GIVING_UP) {
      this.giveUpStarting(error);
      return;
    }
    this.replaceFromSpare();
    entry.job?.reject(
      new GlyphcastError(`the render worker failed: ${(error as Error).message ?? String(error)}`, {
        code: 'RENDER_FAILED',
        cause: error,
      }),
    );
    entry.job = undefined;
    this.dispatch();
  }

  /**
   * Workers keep dying before they are ready: the jobs waiting fail with the reason, and no
   * worker starts again until the next job comes (which tries again).
   */
  private giveUpStarting(error: unknown): void {
    const failure = new GlyphcastError(
      `the render workers could not start: ${(error as Error).message ?? String(error)}`,
      { code: 'RENDER_FAILED', cause: error },
    );
    this.startFailure = failure;
    for (const job of this.queue.splice(0)) job.reject(failure);
    for (const starting of this.workers.filter((worker) => !worker.ready)) this.retire(starting);
    void this.spare?.worker.terminate();
    this.spare = undefined;
  }

  private retire(entry: PoolWorker): void {
    entry.markStarted();
    const index = this.workers.indexOf(entry);
    if (index >= 0) this.workers.splice(index, 1);
    entry.worker.removeAllListeners('exit');
    void entry.worker.terminate();
  }
}
