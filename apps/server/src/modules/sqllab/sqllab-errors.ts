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

/** 410: the run is known but its results have left the cache. */
export class ResultsExpiredError extends AppError {
  constructor() {
    super('NOT_FOUND', 410, RESULTS_EXPIRED, { errorType: 'RESULTS_BACKEND_ERROR' });
  }
}
