/**
 * Every error leaves the service in one shape: `application/problem+json` (RFC 9457) with a
 * stable machine `code`, and `field` on validation errors.
 */
export interface Problem {
  status: number;
  title: string;
  detail: string;
  code: string;
  field?: string;
  [extension: string]: unknown;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The problem document's `type`: a stable URI per code, under our documentation. */
export function problemType(code: string): string {
  return `https://glyphcast.dev/problems/${code.toLowerCase().replaceAll('_', '-')}`;
}

export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ type: problemType(problem.code), ...problem }), {
    status: problem.status,
    headers: { 'content-type': PROBLEM_CONTENT_TYPE, ...headers },
  });
}

/**
 * What every route throws when it refuses a request: the problem document and the headers that
 * go with it (Retry-After, WWW-Authenticate, CORS). `toProblem` is the one place that turns it,
 * and anything else thrown, into the response.
 */
export class ProblemError extends Error {
  readonly problem: Problem;
  readonly headers: Record<string, string>;

  constructor(problem: Problem, headers: Record<string, string> = {}) {
    super(problem.detail);
    this.name = 'ProblemError';
    this.problem = problem;
    this.headers = headers;
  }
}
