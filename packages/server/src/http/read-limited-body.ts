import type { IncomingMessage } from 'node:http';
import type { H3Event } from 'h3';
import { limitRequestBody } from 'srvx/body-limit';
import { ClientGone } from '../errors/refusals.js';
import { ProblemError } from './problem.js';

/** A refused body up to this size is read to its end (and dropped) so its client sees the answer. */
const LINGER_MAX_BYTES = 32 * 1024 * 1024;
/** And for at most this long after the answer; then the connection is closed. */
const LINGER_MS = 10_000;

/**
 * Lingering close, as nginx does it: a client still sending a body we refused would, if we
 * closed at once, meet a reset (EPIPE) before it reads our 413. A declared body within the
 * bounds above is left to Node, which reads the rest and drops it once the answer is sent, and
 * keeps the connection; past `LINGER_MS` it is closed. Larger ones are cut off at once.
 */
function linger(event: H3Event, declared: number): boolean {
  const request = event.req.runtime?.node?.req as IncomingMessage | undefined;
  if (!request || declared > LINGER_MAX_BYTES) return false;
  const timer = setTimeout(() => request.socket?.destroy(), LINGER_MS);
  timer.unref();
  request.once('end', () => clearTimeout(timer));
  request.once('close', () => clearTimeout(timer));
  return true;
}

/**
 * A request body's bytes, at most `maxBytes`: a declared length over it is refused before
 * reading, and a chunked body is cut off (and refused) once it passes the limit, so an
 * oversized body is never held in memory. Either way a 413; a declared body of up to 32 MiB is
 * then read to its end and dropped (lingering close), a larger or endless one cut off.
 */
export async function readLimitedBody(event: H3Event, maxBytes: number): Promise<Buffer> {
  const tooLarge = (lingering: boolean) =>
    new ProblemError(
      {
        status: 413,
        title: 'Content Too Large',
        detail: `the body must be at most ${maxBytes} bytes`,
        code: 'BODY_TOO_LARGE',
      },
      // Lingering, the connection stays usable; otherwise the rest is never read and it cannot
      // carry another request.
      lingering ? {} : { connection: 'close' },
    );
  // Checked before the body is touched, so that Node can still drain it untouched.
  const declared = Number(event.req.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge(linger(event, declared));
  const limited = limitRequestBody(event.req, maxBytes, { createError: () => tooLarge(false) });
  try {
    return Buffer.from(await limited.arrayBuffer());
  } catch (error) {
    if (error instanceof ProblemError) throw error;
    // The stream failed: the client closed the connection before its body was complete.
    throw new ClientGone();
  }
}
