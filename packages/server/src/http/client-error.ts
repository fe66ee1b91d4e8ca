import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { PROBLEM_CONTENT_TYPE, problemType } from './problem.js';

/** How Node's HTTP parser and timers name the faults of a request it could not hand to the app. */
type Answer = { status: number; reason: string; code: string; detail: string };

const ANSWERS: Record<string, Answer> = {
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

const MISSING_HOST: Answer = {
  status: 400,
  reason: 'Bad Request',
  code: 'MISSING_HOST',
  detail: 'an HTTP/1.1 request must name the host it is for in a Host header',
};

const MALFORMED: Answer = {
  status: 400,
  reason: 'Bad Request',
  code: 'MALFORMED_REQUEST',
  detail: 'the request is not well-formed HTTP/1.1',
};

/** A method as RFC 9110 spells one: a token (letters, digits and `!#$%&'*+-.^_`|~`). */
const METHOD_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Node's parser calls every method it does not know invalid: one that is a well-formed token is
 * a method this server does not implement (501), one with other bytes in it (a NUL, a space) is
 * not HTTP at all (400).
 */
function methodAnswer(rawPacket: Buffer | undefined) {
  const method = rawPacket?.toString('latin1').split(' ', 1)[0] ?? '';
  return METHOD_TOKEN.test(method) ? (ANSWERS.HPE_INVALID_METHOD as Answer) : MALFORMED;
}

/**
 * Answers a request that never reached the app (too-large headers, an unknown method, broken
 * HTTP, a client too slow to send it) as problem+json like every other error, then closes the
 * connection: the parser cannot find the next request on it.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const answer =
    error.code === 'HPE_INVALID_METHOD' ? methodAnswer(error.rawPacket) : (ANSWERS[error.code ?? ''] ?? MALFORMED);
  writeProblemAndClose(socket, answer);
}

function problemBody(answer: Answer): string {
  return JSON.stringify({
    type: problemType(answer.code),
    status: answer.status,
    title: answer.reason,
    detail: answer.detail,
    code: answer.code,
  });
}

/**
 * An HTTP/1.1 request without Host: refused here as problem+json (Node's own check, turned off,
 * answers a bare 400). HTTP/1.0 had no Host and is served.
 */
export function refusedForMissingHost(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.headers.host !== undefined || request.httpVersion === '1.0') return false;
  const body = problemBody(MISSING_HOST);
  response.writeHead(MISSING_HOST.status, {
    'content-type': PROBLEM_CONTENT_TYPE,
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  response.end(body);
  return true;
}

/** A problem+json answer written straight to the socket, which is then closed. */
function writeProblemAndClose(socket: Socket, answer: Answer): void {
  const body = problemBody(answer);
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
