/** The 503 of an async chart query that cannot be queued (the queue's Redis is unreachable). */
import { AppError } from '@panorama/core/errors/app-error';

export const ASYNC_UNAVAILABLE = (reason: string) => `Async queries are unavailable: ${reason}`;

export class AsyncQueriesUnavailableError extends AppError {
  constructor(reason: string) {
    super('INTERNAL', 503, ASYNC_UNAVAILABLE(reason));
  }
}
