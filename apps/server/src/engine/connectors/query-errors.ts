/**
 * The errors connectors reject with. Driver errors are wrapped so the API answers with the
 * engine's message and a Superset error_type instead of a generic 500; an abort is not a user
 * error at all (the client went away), so it is a plain Error named 'AbortError' like the one
 * fetch() and node's own APIs use.
 */
import {
  AppError,
  QueryError,
  UnprocessableError,
  isAppError,
} from '@panorama/core/errors/app-error';
import { DML_NOT_ALLOWED_ERROR } from '@panorama/sql/guard/check-sql-script';

export class AbortError extends Error {
  override name = 'AbortError';

  constructor(message = 'The query was cancelled', options: { cause?: unknown } = {}) {
    super(message, options);
  }
}

export class QueryTimeoutError extends AppError {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    const limit = timeoutMs >= 1000 ? `${timeoutMs / 1000} seconds` : `${timeoutMs} ms`;
    super('QUERY', 408, `The query exceeded the ${limit} timeout.`, {
      errorType: 'BACKEND_TIMEOUT_ERROR',
      extra: { timeout: timeoutMs / 1000 },
    });
    this.timeoutMs = timeoutMs;
  }
}

export function isAbortError(err: unknown): boolean {
  return err instanceof Error && err.name === 'AbortError';
}

function messageOf(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return String(err);
}

interface DriverError {
  code?: unknown;
  errno?: unknown;
}

/**
 * The engine refused a write inside a read-only transaction (see ConnectorOptions.readOnly):
 * PostgreSQL's SQLSTATE read_only_sql_transaction, MySQL/MariaDB's
 * ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION.
 */
function isReadOnlyRefusal(err: unknown): boolean {
  const { code, errno } = (err ?? {}) as DriverError;
  return code === '25006' || errno === 1792;
}

export const READ_ONLY_REFUSAL =
  'This database does not allow data changes (DML is off), and the query tried to change data';

/** A failure while running SQL: AppErrors pass through, anything else becomes a QueryError. */
export function toQueryError(err: unknown): Error {
  if (isAppError(err) || isAbortError(err)) return err as Error;
  if (isReadOnlyRefusal(err)) {
    return new QueryError(`${READ_ONLY_REFUSAL}: ${messageOf(err)}`, {
      errorType: DML_NOT_ALLOWED_ERROR,
      cause: err,
    });
  }
  return new QueryError(messageOf(err), { errorType: 'GENERIC_DB_ENGINE_ERROR', cause: err });
}

/**
 * Superset's CONNECTION_* error types for the failures a user can fix in the URI; the codes are
 * node's socket errors, PostgreSQL SQLSTATEs and MySQL error names.
 */
const CONNECTION_ERROR_TYPES: Record<string, string> = {
  ENOTFOUND: 'CONNECTION_INVALID_HOSTNAME_ERROR',
  EAI_AGAIN: 'CONNECTION_INVALID_HOSTNAME_ERROR',
  ECONNREFUSED: 'CONNECTION_PORT_CLOSED_ERROR',
  ETIMEDOUT: 'CONNECTION_HOST_DOWN_ERROR',
  EHOSTUNREACH: 'CONNECTION_HOST_DOWN_ERROR',
  ENETUNREACH: 'CONNECTION_HOST_DOWN_ERROR',
  '28P01': 'CONNECTION_INVALID_PASSWORD_ERROR',
  '28000': 'CONNECTION_ACCESS_DENIED_ERROR',
  '3D000': 'CONNECTION_UNKNOWN_DATABASE_ERROR',
  ER_ACCESS_DENIED_ERROR: 'CONNECTION_ACCESS_DENIED_ERROR',
  ER_DBACCESS_DENIED_ERROR: 'CONNECTION_ACCESS_DENIED_ERROR',
  ER_BAD_DB_ERROR: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
};

/** A failure to reach or log in to the database, as Superset's test_connection reports it (422). */
export function toConnectionError(err: unknown): Error {
  if (isAppError(err) || isAbortError(err)) return err as Error;
  const code = (err as DriverError | null)?.code;
  const errorType =
    (typeof code === 'string' && CONNECTION_ERROR_TYPES[code]) || 'GENERIC_DB_ENGINE_ERROR';
  return new UnprocessableError(`Could not connect to the database: ${messageOf(err)}`, errorType);
}

export function connectorClosedError(): Error {
  return new QueryError('The database connection has been closed');
}
