import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { GlyphcastError } from '../../errors.js';
import { isIpLiteral, isPublicAddress } from './_address-policy.js';

export interface ImageFetcherOptions {
  /**
   * Host names or IP addresses that may be fetched even though they are not public (tests on
   * loopback, a trusted intranet). Nothing private is allowed by default.
   * @default []
   */
  allowHosts?: readonly string[];
  /** Whole fetch, redirects included. @default 5000 */
  timeoutMs?: number;
  /** Bytes read before the body is cut off. @default 5 MB */
  maxBytes?: number;
  /** @default 3 */
  maxRedirects?: number;
}

/** Fetches an image's bytes; throws `ImageFetchError` for failures that should not break a card. */
export type ImageFetcher = (url: URL, field: string) => Promise<Buffer>;

/**
 * A fetch that failed for reasons outside the caller's control (timeout, 404, too large): the
 * card renders without the image and reports it.
 */
export class ImageFetchError extends Error {
  override readonly name = 'ImageFetchError';
}

const DEFAULTS = { timeoutMs: 5000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 };

function refused(field: string, url: URL, why: string): GlyphcastError {
  return new GlyphcastError(
    `\`${field}\` points at ${url.hostname}, ${why}; only public http(s) addresses are fetched`,
    {
      code: 'INVALID_PARAMETER',
      field,
    },
  );
}

/**
 * The DNS step of every connection: resolves the name, refuses it unless every address is
 * public, and hands the socket exactly the address it checked. Checking before `fetch` would
 * leave a window for DNS rebinding; here the checked address is the connected one.
 */
function guardedLookup(allowed: boolean, onRefused: (address: string) => void): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      const bad = addresses.find((entry) => !isPublicAddress(entry.address));
      if (bad && !allowed) {
        onRefused(bad.address);
        return callback(new Error(`${hostname} resolves to ${bad.address}, which is not public`), '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [first]);
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * The default image fetcher, safe to expose on the internet: http(s) only, public addresses
 * only (literal and resolved, checked at connect time), redirects followed by hand and checked
 * again, one time limit for the whole fetch, and a byte cap read as a stream.
 */
export function createImageFetcher(options: ImageFetcherOptions = {}): ImageFetcher {
  const allowHosts = new Set((options.allowHosts ?? []).map((host) => host.toLowerCase().replace(/^\[|\]$/g, '')));
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;

  return async (start, field) => {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = start;
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new GlyphcastError(`\`${field}\` redirected to a ${url.protocol} URI; only http and https are fetched`, {
          code: 'INVALID_PARAMETER',
          field,
        });
      }
      const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
      const allowed = allowHosts.has(host);
      if (isIpLiteral(host) && !allowed && !isPublicAddress(host))
        throw refused(field, url, 'which is not a public address');
      const response = await request(url, { signal, allowed, field, maxBytes });
      if (response.location === undefined) return response.body;
      if (redirects >= maxRedirects) throw new ImageFetchError(`more than ${maxRedirects} redirects`);
      url = nextUrl(response.location, url);
    }
  };
}

/** Where a redirect leads; a `Location` that is not a URL is the remote server's fault. */
function nextUrl(location: string, from: URL): URL {
  try {
    return new URL(location, from);
  } catch {
    throw new ImageFetchError(`redirected to ${JSON.stringify(location.slice(0, 60))}, which is not a URL`);
  }
}

interface RequestOptions {
  signal: AbortSignal;
  allowed: boolean;
  field: string;
  maxBytes: number;
}

function request(
  url: URL,
  { signal, allowed, field, maxBytes }: RequestOptions,
): Promise<{ body: Buffer; location?: string }> {
  return new Promise((resolve, reject) => {
    let refusal: GlyphcastError | undefined;
    const lookup = guardedLookup(allowed, (address) => {
      refusal = refused(field, url, `which resolves to ${address}, not a public address`);
    });
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.request(
      url,
      { method: 'GET', lookup, signal, headers: { accept: 'image/*', 'user-agent': 'glyphcast' } },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ body: Buffer.alloc(0), location: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new ImageFetchError(`the server answered ${status}`));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (declared > maxBytes) {
          response.destroy();
          reject(new ImageFetchError(`larger than ${maxBytes} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxBytes) {
            response.destroy();
            reject(new ImageFetchError(`larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        response.on('error', (error) => reject(new ImageFetchError(error.message)));
      },
    );
    outgoing.on('error', (error) => {
      if (refusal) reject(refusal);
      else if (signal.aborted) reject(new ImageFetchError('timed out'));
      else reject(new ImageFetchError(error.message));
    });
    outgoing.end();
  });
}
