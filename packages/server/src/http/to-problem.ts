import { GlyphcastError } from '@glyphcast/core';
import { HTTPError } from 'h3';
import { isConnectionFailure } from '../health/connection-failure.js';
import { DependencyUnavailable } from '../health/dependency.js';
import type { Logger } from '../log/logger.js';
import { ClientGone } from './client-gone.js';
import { type Problem, ProblemError, problemResponse } from './problem.js';

/** Machine codes for the statuses h3 raises on its own. */
const STATUS_CODES: Record<number, string> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  503: 'UNAVAILABLE',
};

/** Seconds to wait before retrying while a dependency is down: about a database's restart. */
const RETRY_AFTER_DEPENDENCY = 5;

/** The answer to a failed request, and its problem code for the request's log line and metrics. */
export interface ProblemAnswer {
  response: Response;
  code: string;
}

function answer(problem: Problem, headers: Record<string, string> = {}): ProblemAnswer {
  return { response: problemResponse(problem, headers), code: problem.code };
}

/**
 * Maps anything thrown by a route to a problem response: our own refusals (ProblemError) as
 * they are, the caller's mistakes (core validation errors, h3's 4xx) as 400s or h3's status,
 * an unreachable dependency as a 503; anything else is our bug: a 500 logged with the
 * request's id (which the answer quotes), whose message is never shown.
 */
export function toProblem(error: unknown, context: { requestId: string; logger: Logger }): ProblemAnswer {
  const cause = error instanceof HTTPError && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof ProblemError) return answer(cause.problem, cause.headers);
  if (cause instanceof DependencyUnavailable || isConnectionFailure(cause)) {
    // The dependency's own log line says what and where; the client learns only when to retry.
    const dependency = cause instanceof DependencyUnavailable ? cause.dependency : 'database';
    return answer(
      {
        status: 503,
        title: 'Service Unavailable',
        detail: `the ${dependency} is unreachable; try again shortly`,
        code: 'DEPENDENCY_UNAVAILABLE',
      },
      { 'retry-after': String(RETRY_AFTER_DEPENDENCY) },
    );
  }
  if (cause instanceof ClientGone) {
    // Nobody reads this answer; 499 is what proxies log for a client that closed the request.
    return answer({ status: 499, title: 'Client closed request', detail: cause.message, code: 'CLIENT_GONE' });
  }
  if (cause instanceof GlyphcastError && cause.isUserError) {
    const problem: Problem = { status: 400, title: 'Invalid request', detail: cause.message, code: cause.code };
    if (cause.field) problem.field = cause.field;
    return answer(problem);
  }
  if (cause instanceof HTTPError && (cause.status < 500 || cause.status === 503)) {
    const data = (cause.data ?? {}) as { code?: string; field?: string };
    const headers: Record<string, string> = {};
    cause.headers?.forEach((value, name) => {
      headers[name] = value;
    });
    const problem: Problem = {
      status: cause.status,
      title: cause.statusText ?? 'Request error',
      detail: cause.message,
      code: data.code ?? STATUS_CODES[cause.status] ?? 'BAD_REQUEST',
    };
    if (data.field) problem.field = data.field;
    return answer(problem, headers);
  }
  const { requestId, logger } = context;
  logger.error({ requestId, err: error }, 'request failed');
  return answer({
    status: 500,
    title: 'Internal error',
    detail: `Something went wrong on our side; quote request id ${requestId} when reporting it.`,
    code: 'INTERNAL',
    requestId,
  });
}
