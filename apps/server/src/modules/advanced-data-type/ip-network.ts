/**
 * Parsing an IP network the way Python's `ipaddress.ip_network(value, strict=False)` does: an
 * IPv4 or IPv6 address with an optional prefix length (or, for IPv4, a netmask or host mask),
 * host bits cleared; a plain integer is an IPv4 address below 2^32, else IPv6. Addresses are
 * bigints so IPv6 is exact.
 */
export interface IpNetwork {
  version: 4 | 6;
  first: bigint;
  last: bigint;
}

const IPV4_BITS = 32;
const IPV6_BITS = 128;

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    // Python refuses leading zeros (ambiguous octal) and anything but 1-3 decimal digits.
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  let address = text;
  const zone = address.indexOf('%');
  if (zone !== -1) address = address.slice(0, zone);
  // An embedded IPv4 address (::ffff:1.2.3.4) is the last two groups written in dotted form.
  const lastColon = address.lastIndexOf(':');
  if (lastColon !== -1 && address.slice(lastColon + 1).includes('.')) {
    const v4 = parseIpv4(address.slice(lastColon + 1));
    if (v4 === null) return null;
    address = `${address.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parseGroups = (part: string): bigint[] | null => {
    if (part === '') return [];
    const out: bigint[] = [];
    for (const group of part.split(':')) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return null;
      out.push(BigInt(`0x${group}`));
    }
    return out;
  };
  const head = parseGroups(halves[0] ?? '');
  const rest = halves.length === 2 ? parseGroups(halves[1] ?? '') : [];
  if (head === null || rest === null) return null;
  let groups = head;
  if (halves.length === 2) {
    const missing = 8 - head.length - rest.length;
    if (missing < 1) return null;
    groups = [...head, ...Array<bigint>(missing).fill(0n), ...rest];
  }
  if (groups.length !== 8) return null;
  return groups.reduce((acc, g) => (acc << 16n) | g, 0n);
}

function maskBits(mask: bigint, bits: number): number | null {
  // A netmask is ones then zeros; a host mask zeros then ones (Python accepts both for IPv4).
  const all = (1n << BigInt(bits)) - 1n;
  for (let prefix = 0; prefix <= bits; prefix++) {
    const net = prefix === 0 ? 0n : (all << BigInt(bits - prefix)) & all;
    if (mask === net) return prefix;
    if (mask === (all ^ net)) return prefix;
  }
  return null;
}

function network(version: 4 | 6, address: bigint, prefix: number): IpNetwork {
  const bits = version === 4 ? IPV4_BITS : IPV6_BITS;
  const hostBits = BigInt(bits - prefix);
  const first = (address >> hostBits) << hostBits;
  return { version, first, last: first + (1n << hostBits) - 1n };
}

function parsePrefix(text: string | undefined, version: 4 | 6): number | null {
  const bits = version === 4 ? IPV4_BITS : IPV6_BITS;
  if (text === undefined) return bits;
  if (/^[0-9]+$/.test(text)) {
    const prefix = Number(text);
    return prefix <= bits ? prefix : null;
  }
  if (version === 4) {
    const mask = parseIpv4(text);
    return mask === null ? null : maskBits(mask, IPV4_BITS);
  }
  return null;
}

export function notANetwork(text: string): string {
  return `'${text}' does not appear to be an IPv4 or IPv6 network`;
}

/** The network, or null when `text` is neither an IPv4 nor an IPv6 network. */
export function parseIpNetwork(text: string): IpNetwork | null {
  if (/^[0-9]+$/.test(text)) {
    const value = BigInt(text);
    if (value < 1n << 32n) return network(4, value, IPV4_BITS);
    if (value < 1n << 128n) return network(6, value, IPV6_BITS);
    return null;
  }
  const parts = text.split('/');
  if (parts.length > 2 || parts[0] === undefined) return null;
  const [addressText, prefixText] = parts;
  const v4 = parseIpv4(addressText);
  if (v4 !== null) {
    const prefix = parsePrefix(prefixText, 4);
    return prefix === null ? null : network(4, v4, prefix);
  }
  const v6 = parseIpv6(addressText);
  if (v6 !== null) {
    const prefix = parsePrefix(prefixText, 6);
    return prefix === null ? null : network(6, v6, prefix);
  }
  return null;
}
