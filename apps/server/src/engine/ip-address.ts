/**
 * IP address literals as bytes, so the host policy can match ranges and see through the IPv6
 * forms that carry an IPv4 address inside them (::ffff:169.254.169.254 reaches the same metadata
 * service as 169.254.169.254, and so can its hex spelling ::ffff:a9fe:a9fe).
 */
import net from 'node:net';

export type IpBytes =
  | { family: 4; bytes: Uint8Array } // 4 bytes
  | { family: 6; bytes: Uint8Array }; // 16 bytes

/** Parses a dotted-quad IPv4 or an IPv6 literal (no brackets, no zone id); null otherwise. */
export function parseIp(text: string): IpBytes | null {
  if (net.isIPv4(text)) return { family: 4, bytes: parseIpv4(text) };
  if (net.isIPv6(text) && !text.includes('%')) return { family: 6, bytes: parseIpv6(text) };
  return null;
}

function parseIpv4(text: string): Uint8Array {
  return Uint8Array.from(text.split('.').map((part) => Number(part)));
}

/** Expands `::` (and a trailing dotted quad) into 16 bytes. The input is known to be valid. */
function parseIpv6(text: string): Uint8Array {
  // A trailing dotted quad is two hex groups written differently: rewrite it as such.
  const hex = text.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_m, a: string, b: string, c: string, d: string) =>
      [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)]
        .map((n) => n.toString(16))
        .join(':'),
  );
  const at = hex.indexOf('::');
  const left = at === -1 ? hex : hex.slice(0, at);
  const right = at === -1 ? '' : hex.slice(at + 2);
  const leftGroups = left === '' ? [] : left.split(':');
  const rightGroups = right === '' ? [] : right.split(':');
  const zeros = 8 - leftGroups.length - rightGroups.length;
  const groups = [...leftGroups, ...Array<string>(zeros).fill('0'), ...rightGroups];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    const value = parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
}

/**
 * The IPv4 address an IPv6 address stands for, when it is one of the forms that route to it:
 * IPv4-mapped (::ffff:0:0/96), IPv4-compatible (::/96, deprecated but still parsed by stacks),
 * NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
export function embeddedIpv4(bytes: Uint8Array): Uint8Array | null {
  const startsWith = (prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
  const zeros10 = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  if (startsWith([...zeros10, 0xff, 0xff])) return bytes.slice(12, 16);
  if (startsWith([0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return bytes.slice(12, 16);
  if (startsWith([0x20, 0x02])) return bytes.slice(2, 6);
  if (startsWith([...zeros10, 0, 0])) {
    const v4 = bytes.slice(12, 16);
    // :: and ::1 are the IPv6 unspecified and loopback addresses, not embedded IPv4.
    const value = (v4[0]! << 24) | (v4[1]! << 16) | (v4[2]! << 8) | v4[3]!;
    return value === 0 || value === 1 ? null : v4;
  }
  return null;
}

/** True when the first `prefixLength` bits of `bytes` equal those of `network`. */
export function inPrefix(bytes: Uint8Array, network: Uint8Array, prefixLength: number): boolean {
  if (bytes.length !== network.length) return false;
  let bits = prefixLength;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((network[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** Parses a CIDR like `169.254.0.0/16` or `fe80::/10`; throws on a malformed constant. */
export function parseCidr(cidr: string): { family: 4 | 6; bytes: Uint8Array; prefix: number } {
  const [address = '', prefix = ''] = cidr.split('/');
  const ip = parseIp(address);
  if (!ip) throw new Error(`Bad CIDR constant ${cidr}`);
  return { family: ip.family, bytes: ip.bytes, prefix: Number(prefix) };
}
