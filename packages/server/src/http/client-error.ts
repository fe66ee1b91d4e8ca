import type { Socket } from 'node:net';
import { PROBLEM_CONTENT_TYPE, problemType } from './problem.js';

/** How Node's HTTP parser and timers name the faults of a request it could not hand to the app. */
const ANSWERS: Record<string, { status: number; reason: string; code: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'HEADERS_TOO_LARGE',
    detail: 'the request line and headers must be at most 64 KiB together; send long parameters in a POST body',
  },
  HPE_INVALID_METHOD: {
    status: 501,
    reason: 'Not Implemented',
    code: 'METHOD_NOT_IMPLEMENTED',
    detail: 'the request method is not one this server knows; the API answers GET, HEAD, POST and OPTIONS',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'REQUEST_TIMEOUT',
    detail: 'the request was not received in time',
  },
};

const MALFORMED = {
  status: 400,
  reason: 'Bad Request',
  code: 'MALFORMED_REQUEST',
  detail: 'the request is not well-formed HTTP/1.1',
};

/**
 * Answers a request that never reached the app (too-large headers, an unknown method, broken
 * HTTP, a client too slow to send it) as problem+json like every other error, then closes the
 * connection: the parser cannot find the next request on it.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const answer = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({
    type: problemType(answer.code),
    status: answer.status,
    title: answer.reason,
    detail: answer.detail,
    code: answer.code,
  });
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
