/**
 * A kind of work the render pool runs. The same object names it on both sides of the thread:
 * the caller sends `kind` and an `Input`, and the worker, which holds the same table of tasks,
 * routes the message by `kind` to `run`. Inputs and outputs are structured-cloneable data.
 */
export interface PoolTask<Input, Output> {
  readonly kind: string;
  run(input: Input): Promise<Output>;
}

/** Declares a pool task. */
export function poolTask<Input, Output>(kind: string, run: (input: Input) => Promise<Output>): PoolTask<Input, Output> {
  return { kind, run };
}
