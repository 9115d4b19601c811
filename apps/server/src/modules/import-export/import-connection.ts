/**
 * The connection an imported database is stored with, resolved and checked exactly as a database
 * create does it: the password comes from the request (`passwords`) or the file; a masked URI
 * overwriting an existing database reuses its stored password only while the URI still points at
 * the same endpoint (otherwise a bundle could send the stored password to a host of its choosing);
 * the full URI is validated against the connection policy (driver allow-list, files only inside
 * DATA_DIR and never the metadata store, no metadata-service hosts); the password is encrypted.
 */
import {
  hasMaskedPassword,
  parseConnectionUri,
  stripPassword,
  withPassword,
  type ValidateConnectionOptions,
} from '../../engine/connection-uri';
import type { SecretBox } from '../../security/secret-box';
import type { DatabaseRow } from '../../store/schema';
import { plainUri, resolvePassword, validateUri, type StoredUri } from '../databases/database-uris';
import { PASSWORD_REQUIRED, fileMessagesOf, type FileMessages } from './command-errors';
import type { DatabaseConfig } from './import-schemas';
import type { StoredConnection } from './import-rows';

function hasUsername(uri: string): boolean {
  try {
    return parseConnectionUri(uri).username !== undefined;
  } catch {
    return false;
  }
}

/**
 * The connection to store for a database that is written: the password from the request or the
 * file, or (for a masked URI overwriting a database) the stored one when the endpoint is the
 * same; the full URI validated against the connection policy like any database create.
 */
export async function resolveConnection(
  config: DatabaseConfig,
  existing: DatabaseRow | undefined,
  deps: { secretBox: SecretBox; policy: ValidateConnectionOptions },
): Promise<StoredConnection | FileMessages> {
  const uri = config.sqlalchemy_uri;
  const password = config.password ?? undefined;
  let stored: StoredUri;
  let plain: string;
  try {
    if (hasMaskedPassword(uri) && password === undefined) {
      stored = resolvePassword(uri, existing, deps.secretBox);
      plain = plainUri(
        { sqlalchemy_uri: stored.uriWithoutPassword, password_encrypted: stored.passwordEncrypted },
        deps.secretBox,
      );
    } else {
      plain =
        password !== undefined && (hasMaskedPassword(uri) || hasUsername(uri))
          ? withPassword(stripPassword(uri).uriWithoutPassword, password)
          : uri;
      const split = stripPassword(plain);
      stored = {
        uriWithoutPassword: split.uriWithoutPassword,
        passwordEncrypted: split.password ? deps.secretBox.encrypt(split.password) : null,
      };
    }
  } catch (err) {
    const messages = fileMessagesOf(err, 'sqlalchemy_uri');
    if (!messages) throw err;
    const uriErrors = messages.sqlalchemy_uri;
    if (Array.isArray(uriErrors) && uriErrors.includes(PASSWORD_REQUIRED))
      return { _schema: [PASSWORD_REQUIRED] };
    return messages;
  }
  try {
    const parsed = await validateUri(plain, deps.policy);
    return { ...stored, backend: parsed.backend };
  } catch (err) {
    const messages = fileMessagesOf(err, 'sqlalchemy_uri');
    if (!messages) throw err;
    return messages;
  }
}

export function isConnection(value: StoredConnection | FileMessages): value is StoredConnection {
  return typeof value.uriWithoutPassword === 'string' && typeof value.backend === 'string';
}
