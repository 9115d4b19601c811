/**
 * Which hosts a registered database may point at. Users type connection URIs, so without a policy
 * the server becomes a proxy into its own network: the cloud metadata service (credentials!),
 * link-local devices and, on shared deployments, private services. Cloud metadata and link-local
 * addresses are always refused; loopback and private ranges only when `blockPrivateHosts` is set,
 * because a self-hosted install commonly analyses a database on the same machine or LAN.
 *
 * Hostnames are checked after DNS resolution (every address, since a client may use any), and
 * connectors check again at connect time through `guardedLookup`, so a name that resolves to a
 * public address during validation and to 169.254.169.254 later (DNS rebinding) is still refused.
 */
import dns from 'node:dns';
import type net from 'node:net';
import { ValidationError } from '@panorama/core/errors/app-error';
import { embeddedIpv4, inPrefix, parseCidr, parseIp, type IpBytes } from './ip-address';

export interface HostPolicy {
  /** Also refuse loopback, RFC 1918, CGNAT, unique-local and unspecified addresses. */
  blockPrivateHosts?: boolean;
}

/** Resolves a hostname to every address it has; injectable so tests need no DNS records. */
export type HostResolver = (hostname: string) => Promise<string[]>;

interface Range {
  cidr: string;
  reason: string;
}

const ALWAYS_BLOCKED: Range[] = [
  { cidr: '169.254.0.0/16', reason: 'a link-local address (cloud metadata service)' },
  { cidr: '100.100.100.200/32', reason: 'a cloud metadata service address' },
  { cidr: '224.0.0.0/4', reason: 'a multicast address' },
  { cidr: '240.0.0.0/4', reason: 'a reserved address' },
  { cidr: 'fe80::/10', reason: 'a link-local address' },
  { cidr: 'fd00:ec2::254/128', reason: 'a cloud metadata service address' },
  { cidr: 'ff00::/8', reason: 'a multicast address' },
];

const PRIVATE: Range[] = [
  { cidr: '0.0.0.0/8', reason: 'an unspecified address' },
  { cidr: '10.0.0.0/8', reason: 'a private address' },
  { cidr: '100.64.0.0/10', reason: 'a carrier-grade NAT address' },
  { cidr: '127.0.0.0/8', reason: 'a loopback address' },
  { cidr: '172.16.0.0/12', reason: 'a private address' },
  { cidr: '192.168.0.0/16', reason: 'a private address' },
  { cidr: '198.18.0.0/15', reason: 'a private address' },
  { cidr: '::/128', reason: 'an unspecified address' },
  { cidr: '::1/128', reason: 'a loopback address' },
  { cidr: 'fc00::/7', reason: 'a unique-local address' },
  { cidr: 'fec0::/10', reason: 'a site-local address' },
];

/** Names of metadata services that must be refused even before (or without) DNS. */
const BLOCKED_HOSTNAMES = new Set(['metadata.google.internal', 'metadata.goog']);

const parsedAlways = ALWAYS_BLOCKED.map((r) => ({ ...parseCidr(r.cidr), reason: r.reason }));
const parsedPrivate = PRIVATE.map((r) => ({ ...parseCidr(r.cidr), reason: r.reason }));

function matchRange(ip: IpBytes, ranges: typeof parsedAlways): string | null {
  for (const range of ranges) {
    if (range.family === ip.family && inPrefix(ip.bytes, range.bytes, range.prefix)) {
      return range.reason;
    }
  }
  return null;
}

/**
 * Why connecting to this IP literal is refused under the policy, or null when it is allowed.
 * IPv6 forms that embed an IPv4 address are judged by the IPv4 address too.
 */
export function addressBlockReason(address: string, policy: HostPolicy = {}): string | null {
  const ip = parseIp(address);
  if (!ip) return 'not an IP address';
  const candidates: IpBytes[] = [ip];
  if (ip.family === 6) {
    const v4 = embeddedIpv4(ip.bytes);
    if (v4) candidates.push({ family: 4, bytes: v4 });
  }
  for (const candidate of candidates) {
    const always = matchRange(candidate, parsedAlways);
    if (always) return always;
    if (policy.blockPrivateHosts) {
      const priv = matchRange(candidate, parsedPrivate);
      if (priv) return priv;
    }
  }
  return null;
}

/** Lower-cases and drops the trailing root dot, so `Metadata.Google.Internal.` is recognised. */
export function normalizeHostname(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}

export const systemResolver: HostResolver = async (hostname) => {
  const results = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return results.map((r) => r.address);
};

function hostNotAllowed(host: string, reason: string): ValidationError {
  return new ValidationError(`Host "${host}" is not allowed: it is ${reason}`);
}

/**
 * Throws a ValidationError unless the host (a name or an IP literal, IPv6 without brackets) and
 * every address it resolves to are allowed. Returns the resolved addresses.
 */
export async function assertHostAllowed(
  host: string,
  policy: HostPolicy & { resolve?: HostResolver } = {},
): Promise<string[]> {
  const name = normalizeHostname(host);
  if (BLOCKED_HOSTNAMES.has(name)) throw hostNotAllowed(host, 'a cloud metadata service');
  let addresses: string[];
  if (parseIp(name)) {
    addresses = [name];
  } else {
    try {
      addresses = await (policy.resolve ?? systemResolver)(name);
    } catch {
      throw new ValidationError(`The hostname "${host}" cannot be resolved`, {
        errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      });
    }
    if (addresses.length === 0) {
      throw new ValidationError(`The hostname "${host}" cannot be resolved`, {
        errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      });
    }
  }
  for (const address of addresses) {
    const reason = addressBlockReason(address, policy);
    if (reason) throw hostNotAllowed(host, reason);
  }
  return addresses;
}

/**
 * A `lookup` for net.connect that applies the policy to whatever DNS answers at connect time.
 * Node calls it with `all: true` when happy-eyeballs is on, so both shapes are answered.
 */
export function guardedLookup(policy: HostPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    if (BLOCKED_HOSTNAMES.has(normalizeHostname(hostname))) {
      callback(hostNotAllowed(hostname, 'a cloud metadata service'), '', 0);
      return;
    }
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (err, results) => {
      if (err) {
        callback(err, '', 0);
        return;
      }
      for (const result of results) {
        const reason = addressBlockReason(result.address, policy);
        if (reason) {
          callback(hostNotAllowed(hostname, reason), '', 0);
          return;
        }
      }
      const first = results[0];
      if (options.all) callback(null, results);
      else if (first) callback(null, first.address, first.family);
      else
        callback(
          Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
          '',
          0,
        );
    });
  };
}
