import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address is an ordinary public one. Only ipaddr.js's `unicast` class passes:
 * loopback, private, carrier-grade NAT, link-local (cloud metadata at 169.254.169.254),
 * unique-local, multicast, reserved and unspecified addresses are refused, and so is every IPv6
 * form that carries an IPv4 address inside (mapped ::ffff:a.b.c.d, NAT64, 6to4, Teredo), since
 * the address inside could be any of those. That includes the deprecated IPv4-compatible ::/96
 * (`[::127.0.0.1]`, which URLs spell `[::7f00:1]`), which ipaddr.js counts as unicast: Linux does
 * not route it today, other stacks may.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
  return parsed.range() === 'unicast';
}

/** True when a hostname is an IP literal (after URL parsing, IPv4 in any spelling is dotted). */
export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(hostname.replace(/^\[|\]$/g, ''));
}
