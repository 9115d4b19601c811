/**
 * How a database's connection URI is kept, shown and reused. The store holds the URI without its
 * password and the password encrypted apart (secret-box); the API only ever shows the URI with
 * Superset's mask in place of the password. A client that sends the mask back means "keep the
 * stored password", which is honoured only while the URI still points at the same server and
 * user: otherwise changing the host of a masked URI would send the stored password to a host of
 * the caller's choosing.
 */
import {
  PASSWORD_MASK,
  hasMaskedPassword,
  parseConnectionUri,
  stripPassword,
  validateConnection,
  withPassword,
  type ResolvedConnection,
  type ValidateConnectionOptions,
} from '../../engine/connection-uri';
import { ValidationError, isAppError } from '@panorama/core/errors/app-error';
import type { SecretBox } from '../../security/secret-box';
import type { DatabaseRow } from '../../store/schema';

export const PASSWORD_REQUIRED_MESSAGE = 'Must provide a password for the database';

/** Where a stored URI's password ends up once the mask has been resolved. */
export interface StoredUri {
  uriWithoutPassword: string;
  passwordEncrypted: string | null;
}

/** The stored URI as the API shows it: the password, if any, replaced by the mask. */
export function maskedUri(row: Pick<DatabaseRow, 'sqlalchemy_uri' | 'password_encrypted'>): string {
  return row.password_encrypted
    ? withPassword(row.sqlalchemy_uri, PASSWORD_MASK)
    : row.sqlalchemy_uri;
}

/** The full URI with the decrypted password, for connecting only; never leaves the server. */
export function plainUri(
  row: Pick<DatabaseRow, 'sqlalchemy_uri' | 'password_encrypted'>,
  box: SecretBox,
): string {
  return row.password_encrypted
    ? withPassword(row.sqlalchemy_uri, box.decrypt(row.password_encrypted))
    : row.sqlalchemy_uri;
}

/** Backend, host, port and user: what a stored password was given for. */
function endpointOf(uri: string): string | null {
  try {
    const p = parseConnectionUri(uri);
    return JSON.stringify([p.backend, p.host ?? null, p.port ?? null, p.username ?? null]);
  } catch {
    return null;
  }
}

/**
 * Resolves the password of a URI a client sent: a plain password is encrypted, the mask reuses
 * `existing`'s password when it is for the same endpoint, and no password means none.
 */
export function resolvePassword(
  uri: string,
  existing: Pick<DatabaseRow, 'sqlalchemy_uri' | 'password_encrypted'> | undefined,
  box: SecretBox,
): StoredUri {
  const { uriWithoutPassword, password } = stripPassword(uri);
  if (password === undefined || password === '') {
    return { uriWithoutPassword, passwordEncrypted: null };
  }
  if (!hasMaskedPassword(uri))
    return { uriWithoutPassword, passwordEncrypted: box.encrypt(password) };
  const sameEndpoint =
    existing !== undefined &&
    endpointOf(uri) !== null &&
    endpointOf(uri) === endpointOf(existing.sqlalchemy_uri);
  if (!existing?.password_encrypted || !sameEndpoint) {
    throw new ValidationError({ sqlalchemy_uri: [PASSWORD_REQUIRED_MESSAGE] });
  }
  return { uriWithoutPassword, passwordEncrypted: existing.password_encrypted };
}

/**
 * Validates a URI against the server's connection policy (driver allow-list, files only inside
 * DATA_DIR and never the metadata store, no metadata-service hosts). Policy failures are reported
 * on the `sqlalchemy_uri` field, as Superset's schema validation does.
 */
export async function validateUri(
  uri: string,
  policy: ValidateConnectionOptions,
): Promise<ResolvedConnection> {
  try {
    return await validateConnection(uri, policy);
  } catch (err) {
    if (isAppError(err) && err.code === 'VALIDATION' && typeof err.details === 'string') {
      throw new ValidationError(
        { sqlalchemy_uri: [err.details] },
        err.errorType ? { errorType: err.errorType } : {},
      );
    }
    throw err;
  }
}
