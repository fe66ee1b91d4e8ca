import { verifySignedUrl } from '@glyphcast/core';
import { getRequestHeader, type H3Event } from 'h3';
import { OriginNotAllowed, Unauthorized } from '../errors/refusals.js';
import { parseKey } from '../keys/key-format.js';
import type { KeyOwner, KeyOwners } from '../store/key-owners.js';

/**
 * A public key limited to listed origins refuses requests a browser sends from elsewhere, told
 * by `Origin`, else `Referer`. Requests with neither (social networks fetching an og:image,
 * curl) cannot be told apart and pass: the limit stops other sites, not direct use.
 */
function assertOriginAllowed(event: H3Event, allowed: string[] | undefined): void {
  if (!allowed) return;
  const origin = getRequestHeader(event, 'origin') ?? originOf(getRequestHeader(event, 'referer'));
  if (origin && !allowed.includes(origin)) {
    throw new OriginNotAllowed(origin);
  }
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * The secret key of `Authorization: Bearer`, the only place a secret key is read from: a public
 * key there, a malformed, unknown or revoked key are Unauthorized (the message never repeats
 * the key). Every method that changes or reads an account's own data (POST, PUT, DELETE, the
 * designs' GETs) takes it.
 */
export async function authenticateSecret(event: H3Event, keyOwners: KeyOwners): Promise<KeyOwner> {
  const header = getRequestHeader(event, 'authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new Unauthorized('send your secret key as Authorization: Bearer sk_live_…');
  const key = match[1] as string;
  const kind = parseKey(key);
  if (kind === 'public')
    throw new Unauthorized(`a public key cannot be used on a ${event.req.method} request; use your secret key`);
  if (kind !== 'secret') throw new Unauthorized('the key is not a valid glyphcast key');
  return found(await keyOwners.find(key));
}

function found(owner: KeyOwner | undefined): KeyOwner {
  if (!owner || owner.revoked) throw new Unauthorized('unknown or revoked key');
  return owner;
}

/**
 * A POST carries a secret key in `Authorization: Bearer`; a GET carries a public key
 * as `?key=`. A public key on a POST, a secret key in a query string (it would end up in logs
 * and caches), a malformed, unknown or revoked key: all Unauthorized (the message never repeats the key).
 */
export async function authenticate(
  event: H3Event,
  keyOwners: KeyOwners,
  query: Record<string, string>,
): Promise<KeyOwner> {
  if (event.req.method === 'POST') return authenticateSecret(event, keyOwners);
  const key = query.key ?? '';
  const kind = parseKey(key);
  if (kind === 'secret')
    throw new Unauthorized('never put a secret key in a URL; GET requests take your public key (pk_live_…)');
  if (kind !== 'public')
    throw new Unauthorized(key ? 'the key is not a valid glyphcast key' : 'add your public key as ?key=pk_live_…');
  const owner = found(await keyOwners.find(key));
  const secrets = owner.signingSecrets;
  if (secrets && !secrets.some((secret) => verifySignedUrl(event.url, secret))) {
    throw new Unauthorized('this account requires signed URLs: the sig parameter is missing or does not match');
  }
  assertOriginAllowed(event, owner.allowedOrigins);
  return owner;
}
