import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address is an ordinary public one. Only ipaddr.js's `unicast` class passes:
 * loopback, private, carrier-grade NAT, link-local (cloud metadata at 169.254.169.254),
 * unique-local, multicast, reserved and unspecified addresses are refused, and so is every IPv6
 * form that carries an IPv4 address inside (mapped ::ffff:a.b.c.d, NAT64, 6to4, Teredo), since
 * the address inside could be any of those.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.parse(bare).range() === 'unicast';
}

/** True when a hostname is an IP literal (after URL parsing, IPv4 in any spelling is dotted). */
export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(hostname.replace(/^\[|\]$/g, ''));
}
