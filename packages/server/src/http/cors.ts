import type { H3Event } from 'h3';

/**
 * Headers a page on another origin may read from our answers: what the image endpoints add
 * (cache state, timings, rate limits, validators) and what tells a client to wait.
 */
const EXPOSED_HEADERS =
  'X-Cache, X-Render-Time-Ms, Server-Timing, RateLimit, RateLimit-Policy, ETag, Retry-After, Warning, Content-Length';

/** CORS for what anyone may read: public keys, read-only routes, their errors. */
export const PUBLIC_CORS: Readonly<Record<string, string>> = Object.freeze({
  'access-control-allow-origin': '*',
  'access-control-expose-headers': EXPOSED_HEADERS,
});

/** Lets any page read this answer: for the public read-only routes, which return plain values. */
export function allowAnyOrigin(event: H3Event): void {
  for (const [name, value] of Object.entries(PUBLIC_CORS)) event.res.headers.set(name, value);
}

/** A preflight's answer is good for a day. */
const PREFLIGHT_MAX_AGE = '86400';

/**
 * CORS for an image of a public key. A key its account limits to listed origins names the
 * requesting origin (which authentication already checked), and says that the answer depends
 * on `Origin` and `Referer` so that no shared cache hands one site's answer to another.
 */
export function imageCors(
  allowedOrigins: string[] | undefined,
  originOf: () => string | undefined,
): Readonly<Record<string, string>> {
  // Most keys are not limited: their answer needs no header of the request (a cache hit stays cheap).
  if (!allowedOrigins) return PUBLIC_CORS;
  const origin = originOf();
  const headers: Record<string, string> = { vary: 'Origin, Referer' };
  if (origin && allowedOrigins.includes(origin)) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-expose-headers'] = EXPOSED_HEADERS;
  }
  return headers;
}

/** What `Allow` lists for a route: its methods, HEAD beside GET, and OPTIONS. */
export function allowedMethods(methods: readonly string[]): string {
  return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
}

/**
 * The answer to `OPTIONS path`: the methods the route has, and for a browser's preflight the
 * CORS grant for its GET and HEAD only. POST takes a secret key, which must never be in a
 * browser: a preflight for it gets no grant, so the browser does not send it.
 */
export function preflight(event: H3Event, methods: readonly string[]): Response {
  const headers: Record<string, string> = { allow: allowedMethods(methods) };
  const readable = methods.includes('GET');
  if (readable && event.req.headers.get('access-control-request-method')) {
    headers['access-control-allow-origin'] = '*';
    headers['access-control-allow-methods'] = 'GET, HEAD, OPTIONS';
    headers['access-control-allow-headers'] = 'If-None-Match, If-Modified-Since, Cache-Control';
    headers['access-control-max-age'] = PREFLIGHT_MAX_AGE;
  }
  return new Response(null, { status: 204, headers });
}
