/**
 * Opening a registered database: its stored URI and decrypted password are validated against the
 * connection policy again (DNS may answer differently than when it was saved, a file may have been
 * swapped for a symlink) and handed to the engine's connector.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { isFileBackend } from '../../engine/backends';
import {
  parseConnectionUri,
  type ResolvedConnection,
  type ValidateConnectionOptions,
} from '../../engine/connection-uri';
import type { AnalyticsConnector, ConnectorOptions } from '../../engine/connectors/connector';
import type { SecretBox } from '../../security/secret-box';
import type { MetadataStore } from '../../store/metadata-store';
import type { DatabaseRow } from '../../store/schema';
import type { ConnectorSource } from './connector-registry';
import { plainUri, validateUri } from './database-uris';

export type CreateConnector = (
  connection: ResolvedConnection,
  options: ConnectorOptions,
) => AnalyticsConnector;

/** The policy every URI is validated with, on every path (create, update, test, open). */
export function connectionPolicy(
  config: Pick<AppConfig, 'dataDir' | 'blockPrivateDatabaseHosts'>,
  store: Pick<MetadataStore, 'dialect' | 'location'>,
): ValidateConnectionOptions {
  return {
    dataDir: config.dataDir,
    // The metadata store is never a datasource (CVE-2023-40610): it holds hashes and secrets.
    forbiddenFiles: store.dialect === 'sqlite' ? [path.resolve(store.location)] : [],
    blockPrivateHosts: config.blockPrivateDatabaseHosts,
  };
}

/** Size and modification time of a file engine's file, so a rewritten file gets a fresh handle. */
function fileStamp(uri: string, dataDir: string): string {
  try {
    const parsed = parseConnectionUri(uri);
    if (!isFileBackend(parsed.backend) || !parsed.filePath) return '';
    const stat = fs.statSync(path.resolve(dataDir, parsed.filePath));
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'unavailable';
  }
}

export function databaseConnectorSource(deps: {
  policy: ValidateConnectionOptions;
  secretBox: SecretBox;
  createConnector: CreateConnector;
  connectorOptions?: ConnectorOptions;
}): ConnectorSource {
  return {
    fingerprint: (row: DatabaseRow) =>
      [
        row.sqlalchemy_uri,
        row.password_encrypted ?? '',
        fileStamp(row.sqlalchemy_uri, deps.policy.dataDir),
        row.allow_dml === 1 ? 'dml' : 'read-only',
      ].join('\n'),
    async open(row: DatabaseRow) {
      const resolved = await validateUri(plainUri(row, deps.secretBox), deps.policy);
      // Connect-time host checks follow the same policy as validation (DNS may answer
      // differently by now), and a database without DML is read-only for every query, unless
      // the caller sets its own options.
      return deps.createConnector(resolved, {
        blockPrivateHosts: deps.policy.blockPrivateHosts ?? false,
        readOnly: row.allow_dml !== 1,
        ...deps.connectorOptions,
      });
    },
  };
}
