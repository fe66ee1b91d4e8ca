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

const notes = new WeakMap<object, RequestNotes>();

export function startNotes(request: IncomingMessage, requestId: string): RequestNotes {
  const started: RequestNotes = { requestId };
  notes.set(request, started);
  return started;
}

function nodeRequest(event: H3Event): object | undefined {
  return event.req.runtime?.node?.req;
}

/** Adds what a route knows to its request's notes (nothing when not served by our Node server). */
export function noteRequest(event: H3Event, facts: Partial<Omit<RequestNotes, 'requestId'>>): void {
  const request = nodeRequest(event);
  const found = request && notes.get(request);
  if (found) Object.assign(found, facts);
}

/** The request's id, as its log line and X-Request-Id give it; undefined outside our Node server. */
export function requestIdOf(event: H3Event): string | undefined {
  const request = nodeRequest(event);
  return request ? notes.get(request)?.requestId : undefined;
}
