import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { getRequestHeader, type H3Event } from 'h3';
import { LRUCache } from 'lru-cache';
import { FastResponse } from 'srvx';

/*
 * Text goes gzipped to a client that accepts it: an SVG shrinks to a sixth (64 kB → 11 kB for
 * the benchmark card), the API's description to a thirteenth. PNG, JPEG and WebP are compressed
 * already and go as they are. Nothing is compressed twice: fixed texts once, SVGs once per ETag.
 */

const gzipAsync = promisify(gzip);

/** Added to every answer that could have gone either way, for caches between us and the client. */
export const VARY_ENCODING = 'Accept-Encoding';

/**
 * Whether an Accept-Encoding header takes gzip: named or by `*`, with a quality above zero
 * (`gzip;q=0` refuses it).
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star: boolean | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const accepted = quality === undefined || Number(quality.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') star = accepted;
  }
  return star ?? false;
}

/** Whether the request's client takes gzip. */
export const takesGzip = (event: H3Event) => acceptsGzip(getRequestHeader(event, 'accept-encoding'));

/** Gzipped SVGs by their ETag: recent ones, a few megabytes. */
const gzippedByEtag = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (body) => body.length || 1,
});

/** The gzipped representation's ETag: a different body, so a different tag. */
export function gzipEtag(etag: string): string {
  return `${etag.slice(0, -1)}-gzip"`;
}

/** The SVG gzipped, from the recent ones when it was sent before. */
export async function gzippedSvg(etag: string, svg: Buffer): Promise<Buffer> {
  const known = gzippedByEtag.get(etag);
  if (known) return known;
  const body = await gzipAsync(svg);
  gzippedByEtag.set(etag, body);
  return body;
}

/**
 * A handler for a text that never changes (a page, a script, the API's description), made on
 * first use: gzipped, once, for the clients that take it.
 */
export function fixedText(
  make: () => string | Buffer,
  headers: Record<string, string>,
): (event: H3Event) => InstanceType<typeof FastResponse> {
  let plain: Buffer | undefined;
  let zipped: Buffer | undefined;
  return (event) => {
    plain ??= Buffer.from(make());
    const gzip = takesGzip(event);
    if (gzip) zipped ??= gzipSync(plain);
    const body = gzip ? (zipped as Buffer) : plain;
    // The length said outright, so a HEAD and a response that gains CORS headers keep it.
    const encoding: Record<string, string> = gzip ? { 'content-encoding': 'gzip' } : {};
    return new FastResponse(body, {
      headers: { ...headers, ...encoding, vary: VARY_ENCODING, 'content-length': String(body.length) },
    });
  };
}
