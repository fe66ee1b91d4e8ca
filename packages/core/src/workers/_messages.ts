import { GlyphcastError, type GlyphcastErrorCode } from '../errors.js';

/**
 * A job as it crosses to a worker: its input is typed where it is sent (`RenderPool.run` takes
 * the task's own input type) and where it is run (the task's `run`); in between it is a message.
 */
export interface JobMessage {
  id: number;
  kind: string;
  input: unknown;
  /** Whether a core is idle besides the one that takes the job: the encoder may use it. */
  idleCores?: boolean;
}

export interface SerializedError {
  message: string;
  code?: GlyphcastErrorCode;
  field?: string;
  received?: unknown;
  stack?: string;
}

/** What a worker posts once it can take jobs without a cold start. */
export const READY_MESSAGE = 'ready';

export type ResultMessage =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: SerializedError };

/** Flattens an error for postMessage, keeping what GlyphcastError needs. */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof GlyphcastError) {
    return {
      message: error.message,
      code: error.code,
      field: error.field,
      received: error.received,
      stack: error.stack,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message, stack: error instanceof Error ? error.stack : undefined };
}

/** Rebuilds the error on the calling thread: a GlyphcastError when it was one, else RENDER_FAILED. */
export function deserializeError(error: SerializedError): GlyphcastError {
  if (error.code) {
    return new GlyphcastError(error.message, { code: error.code, field: error.field, received: error.received });
  }
  const failure = new GlyphcastError(`the renderer failed: ${error.message}`, { code: 'RENDER_FAILED' });
  if (error.stack) failure.stack = error.stack;
  return failure;
}
