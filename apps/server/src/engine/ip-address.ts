/**
 * IP address literals (parsed by ipaddr.js) and the IPv4 address inside the IPv6 forms that carry
 * one, so the host policy can see through them: ::ffff:169.254.169.254 reaches the same metadata
 * service as 169.254.169.254, and so do ::ffff:a9fe:a9fe, ::ffff:0:169.254.169.254 and
 * 64:ff9b::a9fe:a9fe.
 */
import net from 'node:net';
import ipaddr from 'ipaddr.js';

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Parses a dotted-quad IPv4 or an IPv6 literal (no brackets, no zone id); null otherwise. Only
 * what node's sockets take as a literal counts: other spellings (`127.1`, `2130706433`) are
 * hostnames to them, resolved through DNS, and the policy judges what they resolve to.
 */
export function parseIp(text: string): IpAddress | null {
  if (net.isIP(text) === 0 || text.includes('%')) return null;
  return ipaddr.parse(text);
}

/**
 * ipaddr.js ranges whose last 32 bits are the IPv4 address a packet ends up at: IPv4-mapped
 * (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96) and NAT64 (64:ff9b::/96, and the local-use
 * 64:ff9b:1::/48 in its usual /96 layout).
 */
const IPV4_IN_LAST_32_BITS = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052']);

/**
 * The IPv4 address an IPv6 address stands for, when it is one of the forms that route to it:
 * those above, 6to4 (2002::/16, the IPv4 address right after the prefix) and IPv4-compatible
 * (::a.b.c.d, deprecated but still accepted by network stacks).
 */
export function embeddedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = ip.toByteArray();
  const range = ip.range();
  if (IPV4_IN_LAST_32_BITS.has(range)) return ipaddr.fromByteArray(bytes.slice(12)) as ipaddr.IPv4;
  if (range === '6to4') return ipaddr.fromByteArray(bytes.slice(2, 6)) as ipaddr.IPv4;
  // :: and ::1 are IPv6's own unspecified and loopback addresses, not IPv4 ones.
  const compatible = bytes.slice(0, 12).every((b) => b === 0);
  if (compatible && range !== 'unspecified' && range !== 'loopback') {
    return ipaddr.fromByteArray(bytes.slice(12)) as ipaddr.IPv4;
  }
  return null;
}

/** The address itself and, for an IPv6 form carrying one, the IPv4 address it reaches. */
export function addressForms(ip: IpAddress): IpAddress[] {
  if (ip.kind() === 'ipv4') return [ip];
  const v4 = embeddedIpv4(ip as ipaddr.IPv6);
  return v4 ? [ip, v4] : [ip];
}

export type Cidr = [IpAddress, number];

/** Parses a CIDR constant like `169.254.0.0/16` or `fe80::/10`; throws on a malformed one. */
export function parseCidr(cidr: string): Cidr {
  return ipaddr.parseCIDR(cidr);
}

export function inCidr(ip: IpAddress, cidr: Cidr): boolean {
  return ip.kind() === cidr[0].kind() && ip.match(cidr);
}

export function sameAddress(a: IpAddress, b: IpAddress): boolean {
  return a.kind() === b.kind() && a.toNormalizedString() === b.toNormalizedString();
}
