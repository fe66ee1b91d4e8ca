import type { IncomingMessage } from 'node:http';
import type { H3Event } from 'h3';

/**
 * What a route learns about a request that its log line and metrics report: the account, the
 * card, whether the cache answered, how long the drawing took. Kept beside the Node request, so
 * the log written when the response ends finds it without a middleware in h3's fast path.
 */
export interface RequestNotes {
  requestId: string;
  accountId?: string;
  card?: string;
  format?: string;
  cache?: 'HIT' | 'MISS';
  waitMs?: number;
  renderMs?: number;
  /** The problem code of an error answer (RATE_LIMITED, INVALID_PARAMETER, …). */
  problem?: string;
}

/** Kept on the request object itself: a WeakMap entry per request costs the collector more. */
const NOTES = Symbol('glyphcast request notes');
type NotedRequest = { [NOTES]?: RequestNotes };

export function startNotes(request: IncomingMessage, requestId: string): RequestNotes {
  const started: RequestNotes = { requestId };
  (request as NotedRequest)[NOTES] = started;
  return started;
}

function nodeRequest(event: H3Event): object | undefined {
  return event.req.runtime?.node?.req;
}

/** Adds what a route knows to its request's notes (nothing when not served by our Node server). */
export function noteRequest(event: H3Event, facts: Partial<Omit<RequestNotes, 'requestId'>>): void {
  const found = (nodeRequest(event) as NotedRequest | undefined)?.[NOTES];
  if (found) Object.assign(found, facts);
}

/**
 * X-Request-Id for a route that writes its own headers (the image routes: the hot path, where
 * Node's merging of a header set beforehand costs a cache hit ~5% more); empty outside our server.
 */
export function requestIdHeader(event: H3Event): { 'x-request-id'?: string } {
  const requestId = requestIdOf(event);
  return requestId === undefined ? {} : { 'x-request-id': requestId };
}

/** The request's id, as its log line and X-Request-Id give it; undefined outside our Node server. */
export function requestIdOf(event: H3Event): string | undefined {
  return (nodeRequest(event) as NotedRequest | undefined)?.[NOTES]?.requestId;
}
