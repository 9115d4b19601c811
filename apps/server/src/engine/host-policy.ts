/**
 * Which hosts a registered database may point at. Users type connection URIs, so without a policy
 * the server becomes a proxy into its own network: the cloud metadata service (credentials!),
 * link-local devices and, on shared deployments, private services. Cloud metadata and link-local
 * addresses are always refused; loopback, private ranges and the server's own interface addresses
 * only when `blockPrivateHosts` is set, because a self-hosted install commonly analyses a database
 * on the same machine or LAN. Addresses are judged in every spelling that reaches them (IPv6 forms
 * carrying an IPv4 address, see ip-address.ts).
 *
 * Hostnames are checked after DNS resolution (every address, since a client may use any), and
 * connectors check again at connect time through `guardedLookup`, so a name that resolves to a
 * public address during validation and to 169.254.169.254 later (DNS rebinding) is still refused.
 */
import dns from 'node:dns';
import type net from 'node:net';
import os from 'node:os';
import { ValidationError } from '@panorama/core/errors/app-error';
import {
  addressForms,
  inCidr,
  parseCidr,
  parseIp,
  sameAddress,
  type Cidr,
  type IpAddress,
} from './ip-address';

export interface HostPolicy {
  /**
   * Also refuse loopback, RFC 1918, CGNAT, unique-local and unspecified addresses, and every
   * address of this machine's own interfaces.
   */
  blockPrivateHosts?: boolean;
}

/** Resolves a hostname to every address it has; injectable so tests need no DNS records. */
export type HostResolver = (hostname: string) => Promise<string[]>;

interface Range {
  cidr: Cidr;
  reason: string;
}

const range = (cidr: string, reason: string): Range => ({ cidr: parseCidr(cidr), reason });

const ALWAYS_BLOCKED: Range[] = [
  range('169.254.0.0/16', 'a link-local address (cloud metadata service)'),
  range('100.100.100.200/32', 'a cloud metadata service address'),
  range('224.0.0.0/4', 'a multicast address'),
  range('240.0.0.0/4', 'a reserved address'),
  range('fe80::/10', 'a link-local address'),
  range('fd00:ec2::254/128', 'a cloud metadata service address'),
  range('ff00::/8', 'a multicast address'),
];

const PRIVATE: Range[] = [
  range('0.0.0.0/8', 'an unspecified address'),
  range('10.0.0.0/8', 'a private address'),
  range('100.64.0.0/10', 'a carrier-grade NAT address'),
  range('127.0.0.0/8', 'a loopback address'),
  range('172.16.0.0/12', 'a private address'),
  range('192.168.0.0/16', 'a private address'),
  range('198.18.0.0/15', 'a private address'),
  range('::/128', 'an unspecified address'),
  range('::1/128', 'a loopback address'),
  range('fc00::/7', 'a unique-local address'),
  range('fec0::/10', 'a site-local address'),
];

const OWN_ADDRESS = 'an address of this server';

/** Names of metadata services that must be refused even before (or without) DNS. */
const BLOCKED_HOSTNAMES = new Set(['metadata.google.internal', 'metadata.goog']);

function matchRange(ip: IpAddress, ranges: Range[]): string | null {
  return ranges.find((r) => inCidr(ip, r.cidr))?.reason ?? null;
}

/**
 * This machine's interface addresses (its LAN or public address included): a database "on
 * another host" at one of them is this server. Read at every check, because interfaces come and
 * go (DHCP, VPNs, containers).
 */
function ownAddresses(): IpAddress[] {
  return Object.values(os.networkInterfaces()).flatMap((infos) =>
    (infos ?? []).flatMap((info) => {
      const ip = parseIp(info.address);
      return ip ? [ip] : [];
    }),
  );
}

/**
 * Why connecting to this IP literal is refused under the policy, or null when it is allowed.
 * IPv6 forms that embed an IPv4 address are judged by the IPv4 address too.
 */
export function addressBlockReason(address: string, policy: HostPolicy = {}): string | null {
  const ip = parseIp(address);
  if (!ip) return 'not an IP address';
  const forms = addressForms(ip);
  for (const form of forms) {
    const always = matchRange(form, ALWAYS_BLOCKED);
    if (always) return always;
  }
  if (!policy.blockPrivateHosts) return null;
  for (const form of forms) {
    const reason = matchRange(form, PRIVATE);
    if (reason) return reason;
  }
  const own = ownAddresses();
  return forms.some((form) => own.some((mine) => sameAddress(form, mine))) ? OWN_ADDRESS : null;
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
