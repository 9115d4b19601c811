import { describe, expect, it } from 'vitest';
import type { ResolvedConnection } from '../../engine/connection-uri';
import type { AnalyticsConnector, ConnectorOptions } from '../../engine/connectors/connector';
import { SecretBox } from '../../security/secret-box';
import type { DatabaseRow } from '../../store/schema';
import { databaseConnectorSource } from './database-connectors';

const row = (allowDml: 0 | 1) =>
  ({
    id: 1,
    sqlalchemy_uri: 'postgresql://analyst@8.8.8.8:5432/sales',
    password_encrypted: null,
    allow_dml: allowDml,
  }) as DatabaseRow;

function recordingSource(connectorOptions?: ConnectorOptions) {
  const opened: ConnectorOptions[] = [];
  const source = databaseConnectorSource({
    policy: { dataDir: '/nonexistent', blockPrivateHosts: true },
    secretBox: new SecretBox('a-secret-key-that-is-long-enough-for-tests-0123'),
    createConnector: (_connection: ResolvedConnection, options: ConnectorOptions) => {
      opened.push(options);
      return {} as AnalyticsConnector;
    },
    ...(connectorOptions ? { connectorOptions } : {}),
  });
  return { source, opened };
}

describe('databaseConnectorSource', () => {
  it('opens a read-only connector for a database without DML, a writable one otherwise', async () => {
    const { source, opened } = recordingSource();
    await source.open(row(0));
    await source.open(row(1));
    expect(opened).toEqual([
      { blockPrivateHosts: true, readOnly: true },
      { blockPrivateHosts: true, readOnly: false },
    ]);
  });

  it('replaces the connector when DML is switched on or off (another process may have done it)', () => {
    const { source } = recordingSource();
    expect(source.fingerprint(row(0))).not.toBe(source.fingerprint(row(1)));
  });

  it('lets a caller that writes on purpose (uploads) ask for a writable connector', async () => {
    const { source, opened } = recordingSource({ readOnly: false, maxConnections: 1 });
    await source.open(row(0));
    expect(opened).toEqual([{ blockPrivateHosts: true, readOnly: false, maxConnections: 1 }]);
  });
});
