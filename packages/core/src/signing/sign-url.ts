import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signed GET URLs. A public key sits in every page's HTML, so anyone could spend its owner's
 * quota on images of their own; an account that requires signatures only accepts URLs whose
 * `sig` was made with its signing secret. What is signed: the path and the query without
 * `sig`, parameters sorted by name, each `name=value` percent-encoded, joined by `&`.
 */

/** The exact text that is signed for a URL. */
export function canonicalRequest(url: URL): string {
  const pairs = [...url.searchParams.entries()]
    .filter(([name]) => name !== 'sig')
    .sort(([a, va], [b, vb]) => (a === b ? va.localeCompare(vb) : a < b ? -1 : 1))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return `${url.pathname}?${pairs.join('&')}`;
}

function signature(url: URL, secret: string): string {
  return createHmac('sha256', secret).update(canonicalRequest(url)).digest('base64url');
}

/**
 * Adds `sig` to a GET URL of glyphcast (`/v1/code?…&key=pk_live_…`), for an account that
 * requires signed URLs. Parameters may be in any order; `sig` replaces any previous one.
 */
export function signUrl(url: string | URL, secret: string): string {
  const signed = new URL(url);
  signed.searchParams.delete('sig');
  signed.searchParams.set('sig', signature(signed, secret));
  return signed.toString();
}

/** True when the URL's `sig` is the signature under `secret` (compared in constant time). */
export function verifySignedUrl(url: URL, secret: string): boolean {
  const given = Buffer.from(url.searchParams.get('sig') ?? '', 'utf8');
  const expected = Buffer.from(signature(url, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
