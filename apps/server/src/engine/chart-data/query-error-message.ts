/**
 * What a caller is told when the database rejects a chart query. Engine messages can carry data
 * (error-based SQL injection reads values out of conversion errors, CVE-2026-23980) and internal
 * names, so only admins see them; everyone else gets a generic text with the error_type.
 * Timeouts and cancellations say nothing about the data and pass through unchanged.
 */
import { QueryError, isAppError } from '@panorama/core/errors/app-error';
import { isAbortError } from '../connectors/query-errors';
import type { Principal } from '../../security/principal';

export const GENERIC_QUERY_ERROR = 'Error while executing the query';

export function databaseErrorFor(err: unknown, principal: Principal): Error {
  if (isAbortError(err)) return err as Error;
  if (isAppError(err) && err.status === 408) return err;
  const errorType = (isAppError(err) && err.errorType) || 'GENERIC_DB_ENGINE_ERROR';
  if (principal.isAdmin) {
    const message = err instanceof Error && err.message ? err.message : GENERIC_QUERY_ERROR;
    return new QueryError(
      isAppError(err) && typeof err.details === 'string' ? err.details : message,
      {
        errorType,
        cause: err,
      },
    );
  }
  return new QueryError(GENERIC_QUERY_ERROR, { errorType, cause: err });
}

/**
 * A database failure not yet put into words for a caller. One shared execution can serve several
 * callers (shared-executions.ts), and each must be told according to their own role, so the
 * execution keeps the raw failure and every caller maps it with {@link errorForCaller}.
 */
export class DatabaseQueryFailure extends Error {
  override name = 'DatabaseQueryFailure';

  constructor(readonly failure: unknown) {
    super('The database rejected the query', { cause: failure });
  }
}

/** What `principal` is told about an execution's failure (other errors pass unchanged). */
export function errorForCaller(err: unknown, principal: Principal): unknown {
  return err instanceof DatabaseQueryFailure ? databaseErrorFor(err.failure, principal) : err;
}
