import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/*
 * An SVG is text and shrinks to a sixth under gzip (64 kB → 11 kB for the benchmark card); PNG,
 * JPEG and WebP are compressed already. An SVG is sent gzipped to a client that accepts it, the
 * gzipped bytes kept by ETag, so a cache hit does not compress again.
 */

const gzipAsync = promisify(gzip);

/** Gzipped SVGs by their ETag: recent ones, a few megabytes. */
const gzippedByEtag = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (body) => body.length || 1,
});

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

/** The gzipped representation's ETag: a different body, so a different tag. */
export function gzipEtag(etag: string): string {
  return `${etag.slice(0, -1)}-gzip"`;
}

/** The SVG gzipped, from the recent ones when it was sent before. */
export async function gzipped(etag: string, svg: Buffer): Promise<Buffer> {
  const known = gzippedByEtag.get(etag);
  if (known) return known;
  const body = await gzipAsync(svg);
  gzippedByEtag.set(etag, body);
  return body;
}
