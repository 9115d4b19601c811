/**
 * SQLAlchemy-style connection URIs, as Superset users type them (`backend+driver://user:pass@
 * host:port/database?param=value`): parsing, validation against the server's policies, and the
 * password masking Superset's API does (the UI shows and sends back `XXXXXXXXXX`).
 *
 * Parsing follows SQLAlchemy's `make_url`: the same pattern, username and password are
 * percent-decoded, the database part is kept as typed. `sqlite:///rel.db` is relative (here: to
 * DATA_DIR) and `sqlite:////abs.db` absolute.
 */
import net from 'node:net';
import { ValidationError } from '@panorama/core/errors/app-error';
import { isFileBackend, resolveScheme, type Backend } from './backends';
import { assertParamsAllowed } from './connection-params';
import { resolveDatabaseFile } from './database-file-policy';
import { assertHostAllowed, type HostResolver } from './host-policy';

export type { Backend } from './backends';

/** Superset's PASSWORD_MASK: what the API returns instead of a stored password. */
export const PASSWORD_MASK = 'XXXXXXXXXX';

export interface ParsedConnection {
  backend: Backend;
  /** SQLAlchemy driver name (`psycopg2`, `pymysql`...), the dialect's default when not given. */
  driver: string;
  username?: string;
  password?: string;
  /** Hostname or IP literal (IPv6 without brackets). */
  host?: string;
  port?: number;
  database?: string;
  /** File engines: the path as typed by `parseConnectionUri`, the real absolute path once validated. */
  filePath?: string;
  params: Record<string, string>;
}

export interface ResolvedConnection extends ParsedConnection {
  /** Network engines: the addresses the host resolved to when validated (connectors re-check). */
  addresses?: string[];
}

export interface ValidateConnectionOptions {
  dataDir: string;
  /** Files that can never be registered: the metadata store (its -wal/-shm are implied). */
  forbiddenFiles?: string[];
  /** Also refuse loopback and private-network hosts (shared/multi-tenant deployments). */
  blockPrivateHosts?: boolean;
  /** DNS override, for tests and custom resolvers; defaults to the system resolver. */
  resolveHost?: HostResolver;
}

/** SQLAlchemy's URL pattern; `d` gives group offsets so masking edits exactly the password. */
const URI_PATTERN =
  /^(?<scheme>[\w+]+):\/\/(?:(?<username>[^:/]*)(?::(?<password>[^@]*))?@)?(?:(?:\[(?<ipv6host>[^/?]+)\]|(?<host>[^/:?]+))?(?::(?<port>[^/?]*))?)?(?:\/(?<database>[^?]*))?(?:\?(?<query>.*))?$/ds;

const HOSTNAME_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?$/;

const INVALID_URI_MESSAGE =
  'Invalid connection string, a valid string usually follows: backend+driver://user:password@database-host/database-name';

function matchUri(uri: string): RegExpExecArray | null {
  return URI_PATTERN.exec(uri.trim());
}

function decodeComponent(value: string, what: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ValidationError(`Invalid percent-encoding in the connection URI ${what}`);
  }
}

function parseQuery(query: string | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  if (!query) return params;
  for (const piece of query.split('&')) {
    if (piece === '') continue;
    const eq = piece.indexOf('=');
    const rawKey = eq === -1 ? piece : piece.slice(0, eq);
    const rawValue = eq === -1 ? '' : piece.slice(eq + 1);
    // Query strings use `+` for spaces (Python's parse_qsl does the same).
    const key = decodeComponent(rawKey.replace(/\+/g, ' '), 'parameters');
    const value = decodeComponent(rawValue.replace(/\+/g, ' '), 'parameters');
    if (Object.hasOwn(params, key)) {
      throw new ValidationError(`Connection parameter "${key}" is given more than once`);
    }
    params[key] = value;
  }
  return params;
}

/**
 * Parses a URI and checks what needs no I/O: the driver is allowed, the parts fit the backend,
 * the query parameters are allowed. Throws ValidationError.
 */
export function parseConnectionUri(uri: string): ParsedConnection {
  const match = matchUri(uri);
  const groups = match?.groups;
  if (!groups?.scheme) throw new ValidationError(INVALID_URI_MESSAGE);
  const { backend, driver } = resolveScheme(groups.scheme);
  const params = parseQuery(groups.query);
  assertParamsAllowed(backend, params);

  const rawHost = groups.ipv6host ?? groups.host;
  if (isFileBackend(backend)) {
    if (groups.username !== undefined || rawHost !== undefined || groups.port !== undefined) {
      throw new ValidationError(
        `${backend} URIs take no host or credentials: use ${backend}:///path/inside/the/data/directory`,
      );
    }
    return { backend, driver, filePath: groups.database ?? '', params };
  }

  if (rawHost === undefined || rawHost === '') {
    throw new ValidationError('The connection URI must name a host');
  }
  const host =
    groups.ipv6host !== undefined ? validIpv6Host(groups.ipv6host) : validHostname(rawHost);
  const parsed: ParsedConnection = { backend, driver, host, params };
  if (groups.port !== undefined && groups.port !== '') parsed.port = validPort(groups.port);
  if (groups.username !== undefined && groups.username !== '') {
    parsed.username = decodeComponent(groups.username, 'username');
  }
  if (groups.password !== undefined) parsed.password = decodeComponent(groups.password, 'password');
  if (groups.database !== undefined && groups.database !== '') parsed.database = groups.database;
  return parsed;
}

function validIpv6Host(text: string): string {
  if (!net.isIPv6(text) || text.includes('%'))
    throw new ValidationError('Invalid IPv6 host in the connection URI');
  return text;
}

function validHostname(text: string): string {
  // Never echo the text: with an unencoded `@` in the password, it holds part of the password.
  if (!HOSTNAME_PATTERN.test(text)) {
    throw new ValidationError(
      'Invalid host in the connection URI (percent-encode special characters in the password, e.g. @ as %40)',
    );
  }
  return text;
}

function validPort(text: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 1 && port <= 65535))
    throw new ValidationError('Invalid port in the connection URI');
  return port;
}

/**
 * Parses and applies the server's policies: file engines must name an existing database file
 * strictly inside DATA_DIR that is not the metadata store; network engines must name a host that
 * resolves only to allowed addresses. Returns the connection with the real file path or the
 * resolved addresses filled in.
 */
export async function validateConnection(
  uri: string,
  options: ValidateConnectionOptions,
): Promise<ResolvedConnection> {
  const parsed = parseConnectionUri(uri);
  if (isFileBackend(parsed.backend)) {
    const filePath = resolveDatabaseFile(parsed.filePath ?? '', parsed.backend, {
      dataDir: options.dataDir,
      forbiddenFiles: options.forbiddenFiles ?? [],
    });
    return { ...parsed, filePath };
  }
  const addresses = await assertHostAllowed(parsed.host ?? '', {
    blockPrivateHosts: options.blockPrivateHosts ?? false,
    ...(options.resolveHost ? { resolve: options.resolveHost } : {}),
  });
  return { ...parsed, addresses };
}

/** Where the password sits in the URI text, or null when it has none. */
function passwordSpan(uri: string): { start: number; end: number; raw: string } | null {
  const match = matchUri(uri);
  const span = match?.indices?.groups?.password;
  if (!match || !span || match.groups?.password === undefined) return null;
  // Offsets are into the trimmed text; shift them back to the original string.
  const shift = uri.length - uri.trimStart().length;
  return { start: span[0] + shift, end: span[1] + shift, raw: match.groups.password };
}

/** The URI with its password replaced by the mask (as Superset's API returns URIs). */
export function maskPassword(uri: string): string {
  const span = passwordSpan(uri);
  if (span)
    return span.raw === '' ? uri : uri.slice(0, span.start) + PASSWORD_MASK + uri.slice(span.end);
  if (matchUri(uri)) return uri;
  // Not a URI we can parse: still never return something that may hold a password.
  return uri.replace(/(:\/\/[^:/@]*:)[^@]*@/, `$1${PASSWORD_MASK}@`);
}

/** True when the URI's password is the mask, i.e. the client sent back what the API showed it. */
export function hasMaskedPassword(uri: string): boolean {
  const span = passwordSpan(uri);
  return span !== null && span.raw === PASSWORD_MASK;
}

/** Splits the password out so the URI can be stored and shown without it. */
export function stripPassword(uri: string): {
  uriWithoutPassword: string;
  password: string | undefined;
} {
  const span = passwordSpan(uri);
  if (!span) return { uriWithoutPassword: uri, password: undefined };
  return {
    // Drop the `:` before the password too: `user:pw@host` → `user@host`.
    uriWithoutPassword: uri.slice(0, span.start - 1) + uri.slice(span.end),
    password: decodeComponent(span.raw, 'password'),
  };
}

/** Puts a (plain-text) password into a URI, replacing any password or mask already there. */
export function withPassword(
  uriWithoutPassword: string,
  password: string | null | undefined,
): string {
  if (password === undefined || password === null) return uriWithoutPassword;
  const encoded = encodeURIComponent(password);
  const span = passwordSpan(uriWithoutPassword);
  if (span)
    return uriWithoutPassword.slice(0, span.start) + encoded + uriWithoutPassword.slice(span.end);
  const match = matchUri(uriWithoutPassword);
  if (!match) throw new ValidationError(INVALID_URI_MESSAGE);
  const shift = uriWithoutPassword.length - uriWithoutPassword.trimStart().length;
  const usernameSpan = match.indices?.groups?.username;
  if (usernameSpan) {
    const at = usernameSpan[1] + shift;
    return `${uriWithoutPassword.slice(0, at)}:${encoded}${uriWithoutPassword.slice(at)}`;
  }
  const afterScheme = uriWithoutPassword.indexOf('://') + 3;
  return `${uriWithoutPassword.slice(0, afterScheme)}:${encoded}@${uriWithoutPassword.slice(afterScheme)}`;
}
