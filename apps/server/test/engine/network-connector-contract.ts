/**
 * What a connector to a database server over the network must do besides the general contract:
 * check the host policy again when it connects, and name connection failures with Superset's
 * error types. Called inside the describe block of each network engine's test file.
 */
import { expect, it } from 'vitest';
import type { ResolvedConnection } from '../../src/engine/connection-uri';
import type { AnalyticsConnector } from '../../src/engine/connectors/connector';

export interface NetworkContractFixture {
  /** A working connection to the test server. */
  connection: ResolvedConnection;
  /** A connector of the engine under test. */
  open(
    connection: ResolvedConnection,
    options?: { blockPrivateHosts: boolean },
  ): AnalyticsConnector;
  /** A database name the server does not have. */
  missingDatabase: string;
}

export function networkConnectorContract(fixture: () => NetworkContractFixture): void {
  it('re-checks the host policy when connecting (DNS rebinding)', async () => {
    const { connection, open } = fixture();
    for (const host of ['127.0.0.1', 'localhost']) {
      const own = open({ ...connection, host }, { blockPrivateHosts: true });
      try {
        await expect(own.testConnection()).rejects.toThrow(
          /is not allowed: it is a loopback address/,
        );
      } finally {
        await own.close();
      }
    }
  });

  it('reports connection failures with Superset error types', async () => {
    const { connection, open, missingDatabase } = fixture();
    const unknownDb = open({ ...connection, database: missingDatabase });
    const closedPort = open({ ...connection, port: 1 });
    try {
      await expect(unknownDb.testConnection()).rejects.toMatchObject({
        status: 422,
        errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      });
      await expect(closedPort.testConnection()).rejects.toMatchObject({
        status: 422,
        errorType: 'CONNECTION_PORT_CLOSED_ERROR',
      });
    } finally {
      await unknownDb.close();
      await closedPort.close();
    }
  });
}
