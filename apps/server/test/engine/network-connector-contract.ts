/**
 * What a connector to a database server over the network must do besides the general contract:
 * check the host policy again when it connects, name connection failures with Superset's error
 * types, and stop the server's running queries when it closes. Called inside the describe block
 * of each network engine's test file.
 */
import { expect, it } from 'vitest';
import type { ResolvedConnection } from '../../src/engine/connection-uri';
import type { AnalyticsConnector, ConnectorOptions } from '../../src/engine/connectors/connector';

export interface NetworkContractFixture {
  /** A working connection to the test server. */
  connection: ResolvedConnection;
  /** A connector of the engine under test. */
  open(connection: ResolvedConnection, options?: ConnectorOptions): AnalyticsConnector;
  /** A database name the server does not have. */
  missingDatabase: string;
  /** A query that runs for seconds, and whether the server is still running it. */
  slowSql: string;
  isSlowQueryRunning(): Promise<boolean>;
  /** How long the server may take to end a killed query after the connector closed. */
  killSettleMs: number;
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

  it('cancels running queries on close and refuses work afterwards', async () => {
    const { connection, open, slowSql, isSlowQueryRunning, killSettleMs } = fixture();
    const own = open(connection);
    const running = own.run(slowSql, [], { timeoutMs: 30_000 });
    running.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    await own.close();
    await own.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(running).rejects.toThrow(/closed/);
    await new Promise((r) => setTimeout(r, killSettleMs));
    expect(await isSlowQueryRunning()).toBe(false);
    await expect(own.run('SELECT 1', [], { timeoutMs: 1_000 })).rejects.toThrow(/closed/);
  });
}

/**
 * A read-only check for a database that allows no DML: `refuseWrites` sees a read-only session
 * and asserts the engine's own refusals; then a large read on it is still truncated as usual,
 * table `{schema}.kept` still holds its two rows and table `made` was not created. A writable
 * session may then run `{schema}.purge_kept()`, which empties `kept`.
 */
export async function expectReadOnlySession(
  fixture: Pick<NetworkContractFixture, 'connection' | 'open'> & {
    schema: string;
    /** A read of more than five rows. */
    manySql: string;
    /** The rows of a `COUNT(*) AS n` over `{schema}.kept`, read through `on`. */
    kept(on: AnalyticsConnector): Promise<unknown[]>;
  },
  refuseWrites: (readOnly: AnalyticsConnector) => Promise<void>,
): Promise<void> {
  const { connection, open, schema, manySql, kept } = fixture;
  const readOnly = open(connection, { maxConnections: 1, readOnly: true });
  try {
    await refuseWrites(readOnly);
    await expect(
      readOnly.run(manySql, [], { timeoutMs: 5_000, maxRows: 5 }),
    ).resolves.toMatchObject({ truncated: true });
    expect(await kept(readOnly)).toEqual([{ n: 2 }]);
    expect((await readOnly.getTables(schema)).map((t) => t.name)).not.toContain('made');
  } finally {
    await readOnly.close();
  }
  const writable = open(connection, { maxConnections: 1 });
  try {
    await writable.run(`SELECT ${schema}.purge_kept() AS purged`, [], { timeoutMs: 5_000 });
    expect(await kept(writable)).toEqual([{ n: 0 }]);
  } finally {
    await writable.close();
  }
}
