/**
 * One connection test: a throwaway connector on a validated connection, a trivial query, and the
 * connector closed whatever happens. The connector re-checks the host policy at connect time (a
 * name may resolve elsewhere by now) and the whole test has a deadline, because a server that
 * accepts the TCP connection and then says nothing would otherwise hold the request forever.
 */
import { UnprocessableError } from '@panorama/core/errors/app-error';
import type { ResolvedConnection } from '../../engine/connection-uri';
import type { AnalyticsConnector } from '../../engine/connectors/connector';
import type { CreateConnector } from './database-connectors';

/** Superset's TEST_DATABASE_CONNECTION_TIMEOUT. */
export const CONNECTION_TEST_TIMEOUT_MS = 30_000;
/** Connecting (TCP, TLS, login) gets a shorter budget so its own error wins over the deadline. */
export const CONNECTION_TEST_CONNECT_MS = 10_000;

export interface ConnectionProbeOptions {
  createConnector: CreateConnector;
  blockPrivateHosts: boolean;
  timeoutMs?: number;
}

export class ConnectionTestTimeoutError extends UnprocessableError {
  constructor(timeoutMs: number) {
    super(
      `The connection test did not finish within ${Math.round(timeoutMs / 1000)} seconds`,
      'CONNECTION_DATABASE_TIMEOUT',
    );
  }
}

/** Resolves when the database answers; rejects with the connector's error or a timeout. */
export async function probeConnection(
  connection: ResolvedConnection,
  options: ConnectionProbeOptions,
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? CONNECTION_TEST_TIMEOUT_MS;
  let connector: AnalyticsConnector | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    connector = options.createConnector(connection, {
      blockPrivateHosts: options.blockPrivateHosts,
      connectTimeoutMs: Math.min(CONNECTION_TEST_CONNECT_MS, timeoutMs),
      maxConnections: 1,
    });
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new ConnectionTestTimeoutError(timeoutMs)), timeoutMs);
    });
    await Promise.race([connector.testConnection(), deadline]);
  } finally {
    clearTimeout(timer);
    // Closing also cancels a test still running after the deadline.
    await connector?.close().catch(() => undefined);
  }
}
