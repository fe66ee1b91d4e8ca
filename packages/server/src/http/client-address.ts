import type { IncomingMessage } from 'node:http';
import { getRequestIP, type H3Event } from 'h3';
import proxyAddr from 'proxy-addr';

/*
 * The client's address, for the limits kept per address (the playground's shared key, unkeyed
 * highlighting) and the request log. Behind a proxy every request comes from the proxy, so the
 * operator says which hops to trust (TRUST_PROXY): then X-Forwarded-For is read from the right,
 * through the trusted hops only, and a visitor cannot pick an address by sending the header.
 */

/** Which proxies may say who the client is: none, the nearest `hops`, or these addresses and ranges. */
export type TrustProxy = false | number | string[];

export type ClientAddress = (request: IncomingMessage) => string;

/** Turns TRUST_PROXY into a resolver; an address or range proxy-addr cannot read throws, naming it. */
export function clientAddressResolver(trust: TrustProxy): ClientAddress {
  if (trust === false) return (request) => request.socket?.remoteAddress ?? 'unknown';
  // proxy-addr counts the socket's own peer as a hop: `1` trusts the proxy that connected to us.
  const trusted = typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : proxyAddr.compile(trust);
  return (request) => proxyAddr(request, trusted);
}

/** The client's address of an h3 request, served by our Node server or (mounted elsewhere) by h3's view. */
export function clientAddressOf(event: H3Event, resolve: ClientAddress): string {
  const request = event.req.runtime?.node?.req;
  if (request && 'socket' in request && !('stream' in request)) return resolve(request as IncomingMessage);
  return getRequestIP(event, { xForwardedFor: false }) ?? 'unknown';
}
