/**
 * Waiting for one async job: the job is registered with the events client;
 * on its 'done' event the result is fetched from result_url and the wait resolves with it; on
 * 'error' the wait rejects with the event's messages. Aborting (a newer query for the chart, or
 * the user's Stop) stops listening and rejects with the AbortError a cancelled fetch would give.
 */
import { supersetErrorsOfBody, type SupersetError } from '../../error-messages';
import { t } from '../../i18n/t';
import { chartQueryAbortError } from '../chartQueryAbort';
import type { AsyncEventClient } from './asyncEventClient';
import type { AsyncEvent, AsyncJobMetadata } from './asyncEventTypes';

export class AsyncQueryError extends Error {
  /** The event's structured errors, for the error message registry. */
  readonly errors: SupersetError[];

  constructor(message: string, errors: SupersetError[] = []) {
    super(message);
    this.errors = errors;
    this.name = 'AsyncQueryError';
  }
}

export interface WaitForAsyncDataOptions<T> {
  client: Pick<AsyncEventClient, 'listen'>;
  fetchResult(resultUrl: string, signal: AbortSignal | undefined): Promise<T>;
  signal?: AbortSignal | undefined;
}

function eventErrorMessage(event: AsyncEvent): string {
  const messages = (event.errors ?? [])
    .map((e) => e.message)
    .filter((m): m is string => typeof m === 'string' && m.length > 0);
  return messages.length > 0 ? messages.join('\n') : t('The chart query failed.');
}

export function waitForAsyncData<T>(
  job: AsyncJobMetadata,
  options: WaitForAsyncDataOptions<T>,
): Promise<T> {
  const { client, fetchResult, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(chartQueryAbortError());
      return;
    }
    const onAbort = () => {
      stop();
      reject(chartQueryAbortError());
    };
    const stop = client.listen(job.job_id, (event) => {
      signal?.removeEventListener('abort', onAbort);
      if (event.status === 'error') {
        reject(
          new AsyncQueryError(
            eventErrorMessage(event),
            supersetErrorsOfBody({ errors: event.errors ?? [] }),
          ),
        );
        return;
      }
      fetchResult(event.result_url ?? job.result_url, signal).then(resolve, reject);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
