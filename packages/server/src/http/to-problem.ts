import { GlyphcastError } from '@glyphcast/core';
import { HTTPError } from 'h3';
import {
  ClientGone,
  DesignLimitReached,
  OriginNotAllowed,
  PlanRequired,
  QuotaReached,
  RateLimited,
  RenderTimedOut,
  SchedulerFull,
  Unauthorized,
} from '../errors/refusals.js';
import { isConnectionFailure } from '../health/connection-failure.js';
import { DependencyUnavailable } from '../health/dependency.js';
import type { Logger } from '../log/logger.js';
import { type Problem, ProblemError, problemResponse } from './problem.js';
import { rateLimitHeaders } from './rate-limit-headers.js';

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
/** Seconds to wait before retrying after a render timed out, after overload, and past an account's share. */
const RETRY_AFTER_TIMEOUT = 5;
const RETRY_AFTER_OVERLOAD = 2;
const RETRY_AFTER_SHARE = 1;

/** What turning an error into an answer needs from the request and the service. */
export interface ProblemContext {
  requestId: string;
  logger: Logger;
  /** Where a quota's 429 sends the account to upgrade (UPGRADE_URL). */
  upgradeUrl: string;
}

/** The answer to a failed request, and its problem code for the request's log line and metrics. */
export interface ProblemAnswer {
  response: Response;
  code: string;
}

function answer(problem: Problem, headers: Record<string, string> = {}): ProblemAnswer {
  return { response: problemResponse(problem, headers), code: problem.code };
}

/** The answer to one of the service's refusals (errors/refusals.ts), or undefined for anything else. */
function refusal(error: unknown, upgradeUrl: string): ProblemAnswer | undefined {
  if (error instanceof Unauthorized) {
    return answer(
      { status: 401, title: 'Unauthorized', detail: error.message, code: 'UNAUTHORIZED' },
      { 'www-authenticate': 'Bearer realm="glyphcast"' },
    );
  }
  if (error instanceof OriginNotAllowed) {
    return answer({ status: 403, title: 'Forbidden', detail: error.message, code: 'ORIGIN_NOT_ALLOWED' });
  }
  if (error instanceof PlanRequired) {
    return answer({
      status: 403,
      title: 'Forbidden',
      detail: error.message,
      code: 'PLAN_REQUIRED',
      field: error.field,
    });
  }
  if (error instanceof RateLimited) {
    return answer(
      { status: 429, title: 'Too many requests', detail: error.message, code: 'RATE_LIMITED' },
      {
        ...rateLimitHeaders(error.limit, { remaining: 0, retryAfter: error.retryAfter }),
        'retry-after': String(error.retryAfter),
      },
    );
  }
  const separator = upgradeUrl.includes('?') ? '&' : '?';
  if (error instanceof DesignLimitReached) {
    return answer({
      status: 403,
      title: 'Design limit reached',
      detail: error.message,
      code: 'DESIGN_LIMIT_REACHED',
      upgradeUrl: `${upgradeUrl}${separator}client_reference_id=${error.accountId}`,
    });
  }
  if (error instanceof QuotaReached) {
    return answer({
      status: 429,
      title: 'Monthly quota reached',
      detail: error.message,
      code: 'QUOTA_EXCEEDED',
      upgradeUrl: `${upgradeUrl}${separator}client_reference_id=${error.accountId}`,
    });
  }
  if (error instanceof RenderTimedOut) {
    return answer(
      { status: 503, title: 'Service Unavailable', detail: error.message, code: 'RENDER_TIMEOUT' },
      { 'retry-after': String(RETRY_AFTER_TIMEOUT) },
    );
  }
  if (error instanceof SchedulerFull) {
    const overloaded = error.scope === 'service';
    return answer(
      {
        status: overloaded ? 503 : 429,
        title: overloaded ? 'Service Unavailable' : 'Too Many Requests',
        detail: error.message,
        code: overloaded ? 'OVERLOADED' : 'TOO_MANY_RENDERS',
      },
      { 'retry-after': String(overloaded ? RETRY_AFTER_OVERLOAD : RETRY_AFTER_SHARE) },
    );
  }
  if (error instanceof ClientGone) {
    // Nobody reads this answer; 499 is what proxies log for a client that closed the request.
    return answer({ status: 499, title: 'Client closed request', detail: error.message, code: 'CLIENT_GONE' });
  }
  return undefined;
}

/**
 * Maps anything thrown by a route to a problem response: the service's refusals by their kind,
 * an HTTP-only refusal of a route (ProblemError) as it is, the caller's mistakes (core validation errors, h3's 4xx) as 400s or h3's status,
 * an unreachable dependency as a 503; anything else is our bug: a 500 logged with the
 * request's id (which the answer quotes), whose message is never shown.
 */
export function toProblem(error: unknown, context: ProblemContext): ProblemAnswer {
  const cause = error instanceof HTTPError && error.cause instanceof Error ? error.cause : error;
  const refused = refusal(cause, context.upgradeUrl);
  if (refused) return refused;
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
