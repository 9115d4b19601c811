/**
 * A chart query stopped on purpose (a newer query for the chart, the user's Stop): the error it
 * ends with, the same AbortError a cancelled fetch gives, so every waiting path (plain fetch,
 * async job, batched request) looks alike to the chart lifecycle, which ignores it.
 */

export function chartQueryAbortError(): DOMException {
  return new DOMException('The chart query was aborted.', 'AbortError');
}

export function isChartQueryAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
