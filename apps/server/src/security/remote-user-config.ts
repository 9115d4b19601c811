/**
 * AUTH_REMOTE_USER settings: a reverse proxy in front of Panorama signs people in and names the
 * user in a request header. Anyone can send that header, so it is believed only on connections
 * from the proxies listed in AUTH_REMOTE_USER_TRUSTED_PROXIES (addresses or CIDR ranges).
 */
import net from 'node:net';

export interface RemoteUserConfig {
  /** Lower-cased header name (AUTH_REMOTE_USER_HEADER, default REMOTE_USER). */
  header: string;
  /** The proxies' addresses and ranges, as written, for messages. */
  trustedProxies: string[];
  /** True when a connection's peer address is one of the trusted proxies. */
  isTrusted(address: string | undefined): boolean;
}

export class RemoteUserConfigError extends Error {}

function familyOf(address: string): 'ipv4' | 'ipv6' {
  return net.isIPv4(address) ? 'ipv4' : 'ipv6';
}

/** Node reports IPv4 peers on a dual-stack socket as `::ffff:a.b.c.d`. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function parseProxies(text: string): { list: net.BlockList; entries: string[] } {
  const list = new net.BlockList();
  const entries = text
    .split(/[\s,]+/)
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefixText] = entry.split('/');
    if (!net.isIP(address)) {
      throw new RemoteUserConfigError(
        `AUTH_REMOTE_USER_TRUSTED_PROXIES: ${entry} is not an IP address or CIDR range`,
      );
    }
    if (prefixText === undefined) {
      list.addAddress(address, familyOf(address));
      continue;
    }
    const prefix = Number(prefixText);
    const max = familyOf(address) === 'ipv4' ? 32 : 128;
    if (!/^\d+$/.test(prefixText) || prefix > max) {
      throw new RemoteUserConfigError(
        `AUTH_REMOTE_USER_TRUSTED_PROXIES: ${entry} has a prefix length outside 0-${max}`,
      );
    }
    list.addSubnet(address, prefix, familyOf(address));
  }
  return { list, entries };
}

export function loadRemoteUserConfig(
  env: NodeJS.ProcessEnv,
  required: boolean,
): RemoteUserConfig | undefined {
  if (!required) return undefined;
  const { list, entries } = parseProxies(env.AUTH_REMOTE_USER_TRUSTED_PROXIES ?? '');
  if (entries.length === 0) {
    throw new RemoteUserConfigError(
      'AUTH_TYPE=AUTH_REMOTE_USER needs AUTH_REMOTE_USER_TRUSTED_PROXIES, the addresses of the proxies that set the user header (e.g. 10.0.0.5 or 10.0.0.0/24)',
    );
  }
  const header = (env.AUTH_REMOTE_USER_HEADER?.trim() || 'REMOTE_USER').toLowerCase();
  if (!/^[a-z0-9_-]+$/.test(header)) {
    throw new RemoteUserConfigError(
      `AUTH_REMOTE_USER_HEADER must be a header name, not ${env.AUTH_REMOTE_USER_HEADER}`,
    );
  }
  return {
    header,
    trustedProxies: entries,
    isTrusted(address) {
      if (!address) return false;
      const plain = plainAddress(address);
      return net.isIP(plain) ? list.check(plain, familyOf(plain)) : false;
    },
  };
}
