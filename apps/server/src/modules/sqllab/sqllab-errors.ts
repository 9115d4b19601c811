/** SQL Lab's error answers, with Superset's messages and error types. */
import { AppError } from '@panorama/core/errors/app-error';

export const DATABASE_NOT_FOUND =
  'The database referenced in this query was not found. Please contact an administrator for further assistance or try again.';
export const DATABASE_NOT_EXPOSED = 'This database is not available in SQL Lab';
export const RESULTS_QUERY_NOT_FOUND =
  'The query associated with these results could not be found. You need to re-run the original query.';
export const RESULTS_EXPIRED =
  'Data could not be retrieved from the results backend. You need to re-run the original query.';
export const QUERY_FAILED = 'The query failed on the database';
export const CLIENT_ID_IN_USE = 'A query with this client_id is already running';

/** Superset's "You need access to the following tables" (403, TABLE_SECURITY_ACCESS_ERROR). */
export function tableAccessMessage(tables: string[]): string {
  const quoted = tables.map((t) => `\`${t}\``).join(', ');
  return `You need access to the following tables: ${quoted}, \`all_database_access\` or \`all_datasource_access\` permission`;
}

export class TableAccessError extends AppError {
  constructor(tables: string[]) {
    super('FORBIDDEN', 403, tableAccessMessage(tables), {
      errorType: 'TABLE_SECURITY_ACCESS_ERROR',
    });
  }
}

/** 410: the run is known but its results have left the cache. */
export class ResultsExpiredError extends AppError {
  constructor() {
    super('NOT_FOUND', 410, RESULTS_EXPIRED, { errorType: 'RESULTS_BACKEND_ERROR' });
  }
}
