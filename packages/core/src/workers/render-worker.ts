import { parentPort } from 'node:worker_threads';
import { highlightInProcess } from '../highlight/highlight.js';
import { renderCodeInProcess } from '../render-code.js';
import { renderOgFromSources } from '../render-og.js';
import { type JobMessage, type ResultMessage, serializeError } from './_messages.js';

/** A code job: validated parameters and the caller's context (watermark). */
function codeJob(payload: unknown): Parameters<typeof renderCodeInProcess> {
  const job = payload as {
    params: Parameters<typeof renderCodeInProcess>[0];
    context: Parameters<typeof renderCodeInProcess>[1];
    sources?: Parameters<typeof renderCodeInProcess>[2];
  };
  return [job.params, job.context, job.sources];
}

/** An OG job: validated parameters, the image bytes fetched by the caller, the watermark. */
function ogJob(payload: unknown): Parameters<typeof renderOgFromSources> {
  const job = payload as {
    params: Parameters<typeof renderOgFromSources>[0];
    sources: Parameters<typeof renderOgFromSources>[1];
    watermark?: boolean;
  };
  return [job.params, job.sources, job.watermark];
}

function run(job: JobMessage): Promise<unknown> {
  if (job.kind === 'og') return renderOgFromSources(...ogJob(job.params));
  if (job.kind === 'code') return renderCodeInProcess(...codeJob(job.params));
  return highlightInProcess(job.params as Parameters<typeof highlightInProcess>[0]);
}

/** A worker thread of the render pool: runs one job at a time and posts the result back. */
if (!parentPort) throw new Error('render-worker must run as a worker thread');
const port = parentPort;

port.on('message', async (job: JobMessage) => {
  let reply: ResultMessage;
  const transfer: ArrayBuffer[] = [];
  try {
    const result = await run(job);
    // Hand an image over without a copy when the buffer owns its memory outright.
    const image = (result as { image?: unknown }).image;
    if (
      image instanceof Uint8Array &&
      image.byteOffset === 0 &&
      image.byteLength === image.buffer.byteLength &&
      image.buffer instanceof ArrayBuffer
    ) {
      transfer.push(image.buffer);
    }
    reply = { id: job.id, ok: true, result };
  } catch (error) {
    reply = { id: job.id, ok: false, error: serializeError(error) };
  }
  port.postMessage(reply, transfer);
});
