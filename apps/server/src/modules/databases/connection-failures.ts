/**
 * Why a connection test failed, as the connect form shows it: Superset's message for each kind of
 * failure, built from what the user typed (host, port, username, database) and never from the
 * driver's text, with the fields to mark. Only admins see the driver's text of a failure that
 * has no kind of its own: it can leak internals (CVE-2026-23980).
 */
import { isAppError } from '@panorama/core/errors/app-error';
import { supersetError, type ErrorField, type SupersetError } from './superset-errors';

export interface ConnectionContext {
  host?: string | null;
  port?: number | null;
  username?: string | null;
  database?: string | null;
}

/** What non-admins see when a connection fails for a reason without a kind of its own. */
export const CONNECTION_FAILED = 'Connection failed, please check your connection settings';

interface FailureKind {
  message: (c: ConnectionContext) => string;
  invalid: ErrorField[];
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const KINDS: Record<string, FailureKind> = {
  CONNECTION_INVALID_USERNAME_ERROR: {
    message: (c) => `The username "${text(c.username)}" does not exist.`,
    invalid: ['username'],
  },
  CONNECTION_INVALID_PASSWORD_ERROR: {
    message: (c) => `The password provided for username "${text(c.username)}" is incorrect.`,
    invalid: ['username', 'password'],
  },
  CONNECTION_ACCESS_DENIED_ERROR: {
    message: (c) => `Either the username "${text(c.username)}" or the password is incorrect.`,
    invalid: ['username', 'password'],
  },
  CONNECTION_INVALID_HOSTNAME_ERROR: {
    message: (c) => `The hostname "${text(c.host)}" cannot be resolved.`,
    invalid: ['host'],
  },
  CONNECTION_PORT_CLOSED_ERROR: {
    message: (c) => `Port ${text(c.port)} on hostname "${text(c.host)}" refused the connection.`,
    invalid: ['host', 'port'],
  },
  CONNECTION_HOST_DOWN_ERROR: {
    message: (c) =>
      `The host "${text(c.host)}" might be down, and can't be reached on port ${text(c.port)}.`,
    invalid: ['host', 'port'],
  },
  CONNECTION_UNKNOWN_DATABASE_ERROR: {
    message: (c) => `Unable to connect to database "${text(c.database)}".`,
    invalid: ['database'],
  },
  CONNECTION_DATABASE_TIMEOUT: {
    message: (c) => `The connection to "${text(c.host ?? c.database)}" timed out.`,
    invalid: ['host', 'port'],
  },
};

/** PostgreSQL answers 28000 both for an unknown role and for a refused login; tell them apart. */
const UNKNOWN_ROLE = /role ".*" does not exist/;

function errorTypeOf(err: unknown): string {
  if (!isAppError(err)) return 'GENERIC_DB_ENGINE_ERROR';
  const type = err.errorType ?? 'GENERIC_DB_ENGINE_ERROR';
  if (
    type === 'CONNECTION_ACCESS_DENIED_ERROR' &&
    typeof err.details === 'string' &&
    UNKNOWN_ROLE.test(err.details)
  ) {
    return 'CONNECTION_INVALID_USERNAME_ERROR';
  }
  return type;
}

/** The error to show for a failed connection test; file engines mark the path (`database`). */
export function connectionFailure(
  err: unknown,
  context: ConnectionContext,
  options: { isAdmin: boolean; fileEngine?: boolean },
): SupersetError {
  const errorType = errorTypeOf(err);
  const kind = KINDS[errorType];
  if (kind && !options.fileEngine) {
    return supersetError(kind.message(context), errorType, { invalid: kind.invalid });
  }
  const detail =
    options.isAdmin && isAppError(err) && typeof err.details === 'string' ? err.details : null;
  return supersetError(
    detail ?? CONNECTION_FAILED,
    errorType,
    options.fileEngine ? { invalid: ['database'] } : undefined,
  );
}
