import type { CardInfo, CardParams, ResourceWarning } from '@glyphcast/core';
import { getRequestHeader, type H3Event } from 'h3';
import { FastResponse } from 'srvx';
import { imageCors } from '../http/cors.js';
import { gzipEtag, gzippedSvg, takesGzip, VARY_ENCODING } from '../http/gzip.js';
import { ifNoneMatchHits } from '../http/if-none-match.js';
import { noteRequest, requestIdHeader } from '../observe/request-notes.js';
import { cacheable, type ImageService } from '../render/image-service.js';
import type { DrawsCards, RenderTimings } from '../render/render-limited.js';
import type { ImageRequest } from './image-request.js';

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' } as const;
/**
 * An SVG opened on its own is a document: it carries no script, and this policy makes sure none
 * would run and nothing would load (its fonts and emoji are data: URIs, its style inline).
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";
/**
 * GET images stay a day in browsers and a week in shared caches (their pixels change only with
 * the renderer's version, which changes the URL's ETag), are served stale for a week while a
 * CDN revalidates, and for a week when this service answers with an error.
 */
const GET_CACHE_CONTROL =
  'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800, stale-if-error=604800';
/** A card without its avatar or font is not cached for long: the next request may do better. */
const INCOMPLETE_CACHE_CONTROL = 'public, max-age=60';

/** How the picture goes to this client: gzipped or not, with the ETag and headers of that form. */
interface Representation {
  gzip: boolean;
  /** The ETag of what is sent: the gzip form has its own. */
  etag: string;
  /** CORS and Vary: what every answer of this request carries, a 304 included. */
  headers: Record<string, string>;
}

/** An SVG goes gzipped to a client that takes it: another representation, with its own ETag. */
function representationOf(event: H3Event, request: ImageRequest<CardParams>): Representation {
  const isSvg = request.params.format === 'svg';
  const gzip = isSvg && takesGzip(event);
  const cors = request.isGet ? imageCors(request.owner.allowedOrigins, () => getRequestHeader(event, 'origin')) : {};
  const headers: Record<string, string> = { ...cors };
  // Vary adds to what CORS already varies on (a key limited to origins).
  if (isSvg) headers.vary = cors.vary ? `${cors.vary}, ${VARY_ENCODING}` : VARY_ENCODING;
  return { gzip, etag: gzip ? gzipEtag(request.etag) : request.etag, headers };
}

/** A GET whose If-None-Match holds either representation still has the picture these parameters make. */
function notModified(event: H3Event, request: ImageRequest<CardParams>): boolean {
  if (!request.isGet) return false;
  return ifNoneMatchHits(getRequestHeader(event, 'if-none-match'), [request.etag, gzipEtag(request.etag)]);
}

/**
 * Server-Timing (shown by browsers' developer tools): whether the cache answered, the whole
 * time, and for a render the wait (fetching its images and queueing for a slot) and the drawing.
 */
function serverTiming(cache: 'HIT' | 'MISS', total: number, timings: RenderTimings): string {
  const parts = [`cache;desc="${cache}"`];
  if (timings.waitMs !== undefined) parts.push(`wait;dur=${timings.waitMs.toFixed(1)}`);
  if (timings.drawMs !== undefined) parts.push(`render;dur=${timings.drawMs.toFixed(1)}`);
  parts.push(`total;dur=${total.toFixed(1)}`);
  return parts.join(', ');
}

/** Warning headers (199) for what the image lacks; a header value is printable ASCII, and a reason may quote the user's text. */
function warningHeader(warnings: readonly ResourceWarning[]): string {
  return warnings
    .map((warning) => `${warning.field}: ${warning.reason}`.replaceAll('"', "'").replace(/[^\x20-\x7e]/gu, '?'))
    .map((text) => `199 glyphcast "${text}"`)
    .join(', ');
}

/**
 * Serves a resolved image request in order: the representation, a 304 when the client holds
 * it, the image (cache, a running render, or a new one within the requester's limits), its
 * encoding and headers.
 */
export async function serveImage<Params extends CardParams, Info extends CardInfo>(
  event: H3Event,
  card: DrawsCards<Params, Info>,
  request: ImageRequest<Params>,
  images: ImageService,
): Promise<Response> {
  const { params, isGet } = request;
  const representation = representationOf(event, request);
  if (notModified(event, request)) {
    return new FastResponse(null, {
      status: 304,
      headers: {
        ...representation.headers,
        etag: representation.etag,
        'cache-control': GET_CACHE_CONTROL,
        ...requestIdHeader(event),
      },
    });
  }

  const started = performance.now();
  const requester = {
    ...request.requester,
    // Read on a miss only: the signal sets up a listener on the connection, which a hit need not pay for.
    get gone() {
      return event.req.signal;
    },
  };
  const timings: RenderTimings = {};
  const outcome = await images.obtain(card, params, request.etag.slice(1, -1), requester, timings);
  noteRequest(event, {
    format: params.format,
    cache: outcome.cache,
    ...(timings.waitMs === undefined ? {} : { waitMs: timings.waitMs }),
    ...(timings.drawMs === undefined ? {} : { renderMs: timings.drawMs }),
  });
  const body = representation.gzip ? await gzippedSvg(request.etag, outcome.image) : outcome.image;
  const total = performance.now() - started;
  const headers: Record<string, string> = {
    ...request.rateHeaders,
    ...representation.headers,
    'content-type': CONTENT_TYPES[params.format],
    ...(params.format === 'svg' ? { 'content-security-policy': SVG_POLICY, 'x-content-type-options': 'nosniff' } : {}),
    ...(representation.gzip ? { 'content-encoding': 'gzip' } : {}),
    // Set here so that a HEAD, which has no body, says the size too.
    'content-length': String(body.length),
    'x-cache': outcome.cache,
    'x-render-time-ms': String(Math.round(total)),
    'server-timing': serverTiming(outcome.cache, total, timings),
    ...requestIdHeader(event),
  };
  if (isGet) {
    headers.etag = representation.etag;
    headers['cache-control'] = cacheable(outcome.warnings) ? GET_CACHE_CONTROL : INCOMPLETE_CACHE_CONTROL;
  } else headers['cache-control'] = 'no-store';
  if (outcome.warnings.length) headers.warning = warningHeader(outcome.warnings);
  // srvx's FastResponse with plain headers goes to Node's socket in one write: a web Response
  // would be streamed chunk by chunk, and Headers objects cost more than the rest of a cache hit.
  return new FastResponse(body, { status: 200, headers });
}
