import { parentPort } from 'node:worker_threads';
import { renderCodeInProcess } from '../render-code.js';
import { renderOgFromSources } from '../render-og.js';
import { type JobMessage, type ResultMessage, serializeError } from './_messages.js';

/** An OG job carries the validated parameters and the image bytes fetched by the caller. */
function ogJob(params: unknown): unknown[] {
  const job = params as { params: unknown; sources: unknown };
  return [job.params, job.sources];
}

/** A worker thread of the render pool: renders one job at a time and posts the bytes back. */
if (!parentPort) throw new Error('render-worker must run as a worker thread');
const port = parentPort;

port.on('message', async (job: JobMessage) => {
  let reply: ResultMessage;
  const transfer: ArrayBuffer[] = [];
  try {
    const result =
      job.kind === 'og'
        ? await renderOgFromSources(...(ogJob(job.params) as Parameters<typeof renderOgFromSources>))
        : await renderCodeInProcess(job.params as Parameters<typeof renderCodeInProcess>[0]);
    // Hand the image over without a copy when the buffer owns its memory outright.
    const { image } = result;
    if (image.byteOffset === 0 && image.byteLength === image.buffer.byteLength && image.buffer instanceof ArrayBuffer) {
      transfer.push(image.buffer);
    }
    reply = { id: job.id, ok: true, result };
  } catch (error) {
    reply = { id: job.id, ok: false, error: serializeError(error) };
  }
  port.postMessage(reply, transfer);
});
