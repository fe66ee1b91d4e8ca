import type { H3Event } from 'h3';
import { limitRequestBody } from 'srvx/body-limit';
import { ClientGone } from './client-gone.js';
import { ProblemError } from './problem.js';

/**
 * A request body's bytes, at most `maxBytes`: a declared length over it is refused before
 * reading, and a chunked body is cut off (and refused) once it passes the limit, so an
 * oversized body is never held in memory. Either way a 413.
 */
export async function readLimitedBody(event: H3Event, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new ProblemError(
      {
        status: 413,
        title: 'Content Too Large',
        detail: `the body must be at most ${maxBytes} bytes`,
        code: 'BODY_TOO_LARGE',
      },
      // The rest of the body is never read: the connection cannot carry another request.
      { connection: 'close' },
    );
  const limited = limitRequestBody(event.req, maxBytes, { createError: tooLarge });
  try {
    return Buffer.from(await limited.arrayBuffer());
  } catch (error) {
    if (error instanceof ProblemError) throw error;
    // The stream failed: the client closed the connection before its body was complete.
    throw new ClientGone();
  }
}
