/**
 * The pool settings every network connector uses (MySQL/MariaDB and PostgreSQL), and the idle
 * lifetime SQLite's query processes share: the connector options where given, else the defaults
 * `ConnectorOptions` documents. A `connect_timeout` in the connection URI (seconds, as both
 * drivers' URIs spell it) wins over the option.
 */
import type { ConnectorOptions } from './connector';

export const DEFAULT_POOL_SIZE = 5;
export const DEFAULT_IDLE_MS = 30_000;
export const DEFAULT_CONNECT_MS = 10_000;

export interface PoolSettings {
  size: number;
  idleMs: number;
  connectMs: number;
}

export function poolSettings(
  options: ConnectorOptions,
  uriConnectTimeoutSeconds: string | undefined,
): PoolSettings {
  return {
    size: options.maxConnections ?? DEFAULT_POOL_SIZE,
    idleMs: options.idleTimeoutMs ?? DEFAULT_IDLE_MS,
    connectMs: uriConnectTimeoutSeconds
      ? Number(uriConnectTimeoutSeconds) * 1000
      : (options.connectTimeoutMs ?? DEFAULT_CONNECT_MS),
  };
}
