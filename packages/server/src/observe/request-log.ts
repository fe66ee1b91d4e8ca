import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClientAddress } from '../http/client-address.js';
import { type Logger, writeFlatLine } from '../log/logger.js';
import type { ServiceMetrics } from './metrics.js';
import { startNotes } from './request-notes.js';

/** An X-Request-Id a client or a proxy may set: short, printable, nothing a log could be fooled by. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;
/**
 * Ids this process makes: a random prefix per process and a counter, unique across instances
 * and cheaper than a UUID per request (a cache hit costs ~100 µs in all).
 */
const ID_PREFIX = `${randomBytes(6).toString('base64url')}-`;
let sequence = 0;

/** Paths a load balancer or a scraper asks every few seconds: logged at debug, not info. */
const QUIET_PATHS = new Set(['/health', '/health/live', '/metrics']);

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

export interface RequestObservers {
  logger: Logger;
  metrics: ServiceMetrics | undefined;
  /** A request's route for metrics labels: a known path, or `unmatched`. */
  routeOf: (path: string) => string;
  /** Paths whose routes add X-Request-Id to their own headers (and their errors' answers). */
  headsItself: (path: string) => boolean;
  clientAddress: ClientAddress;
}

/**
 * Wraps the app's Node handler: each request gets an id (the client's X-Request-Id when it is a
 * sane one, else a new one) sent back in X-Request-Id, and when its answer ends, one JSON log
 * line and its metrics: method, path (never the query, which may hold a key), status, time,
 * bytes, and what the route noted (account, card, cache result, render time, problem code).
 */
export function observeRequests(handler: NodeHandler, observers: RequestObservers): NodeHandler {
  const { logger, metrics, routeOf, clientAddress, headsItself } = observers;
  const tenths = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 10) / 10);
  return (request, response) => {
    const started = performance.now();
    const given = request.headers['x-request-id'];
    const requestId =
      typeof given === 'string' && REQUEST_ID.test(given) ? given : `${ID_PREFIX}${(++sequence).toString(36)}`;
    const notes = startNotes(request, requestId);
    // Read now: once the connection closes, the request has no socket to read it from.
    const ip = clientAddress(request);
    // Never the query: a GET carries its key there.
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const path = (query < 0 ? url : url.slice(0, query)).slice(0, 200);
    if (!headsItself(path)) response.setHeader('x-request-id', requestId);
    const record = () => {
      // A client that left before its answer ended: 499, as proxies log it.
      const status = response.writableFinished ? response.statusCode : 499;
      // Nothing to do for a line nobody reads (health checks are quieter still than info).
      if (!metrics && status < 500 && !logger.isLevelEnabled('info')) return;
      const ms = performance.now() - started;
      metrics?.recordRequest(routeOf(path), request.method ?? 'GET', status, ms / 1000, notes);
      const level = status >= 500 ? 'error' : QUIET_PATHS.has(path) ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      writeFlatLine(
        logger,
        level,
        {
          requestId: notes.requestId,
          method: request.method,
          path,
          status,
          ms: tenths(ms),
          bytes: Number(response.getHeader('content-length') ?? 0),
          ip,
          accountId: notes.accountId,
          card: notes.card,
          format: notes.format,
          cache: notes.cache,
          problem: notes.problem,
          waitMs: tenths(notes.waitMs),
          renderMs: tenths(notes.renderMs),
        },
        'request',
      );
    };
    response.on('close', () => {
      try {
        record();
      } catch (error) {
        // Observing must never take the process down with it.
        logger.error({ err: error, requestId }, 'request log failed');
      }
    });
    return handler(request, response);
  };
}
