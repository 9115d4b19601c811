/**
 * Chart-data requests made in the same turn of the event loop travel together: a dashboard's
 * first screen (or the charts a scroll brings into view) becomes one
 * `POST /api/v1/chart/data/batch` instead of one request per chart. The browser would send at most
 * six requests at a time, so 24 charts went in four rounds, each with a fetch and a parse of its
 * own on the page's busy main thread.
 *
 * Each chart still gets its own promise, settled as its line of the streamed answer arrives
 * (charts are drawn as they finish, not when the slowest is done) and exactly as
 * `fetchChartData` would have settled it: its result, or a ChartDataError with the server's
 * message for that chart. A chart whose signal aborts is rejected with an AbortError at once;
 * the request itself is aborted only when every chart in it was. A lone request goes to the
 * single endpoint unchanged.
 */
import {
  CHART_DATA_BATCH_PATH,
  MAX_BATCH_CHARTS,
  type ChartDataBatchLine,
  type ChartDataBatchRequest,
} from '@panorama/core/query/chart-data-batch';
import type { QueryContext } from '@panorama/core/query/query-object';
import type { ChartDataResult } from '../visualizations/chartPluginTypes';
import { supersetErrorsOfBody } from '../error-messages';
import { t } from '../i18n/t';
import {
  ChartDataError,
  chartDataErrorMessage,
  fetchChartData,
  type ChartDataRequestOptions,
} from './chartDataClient';
import { chartQueryAbortError } from './chartQueryAbort';

interface Waiting {
  queryContext: QueryContext;
  options: ChartDataRequestOptions;
  resolve(result: ChartDataResult[]): void;
  reject(error: unknown): void;
  settled: boolean;
}

let queued: Waiting[] = [];

function settle(waiting: Waiting, outcome: { result: ChartDataResult[] } | { error: unknown }) {
  if (waiting.settled) return;
  waiting.settled = true;
  if ('result' in outcome) waiting.resolve(outcome.result);
  else waiting.reject(outcome.error);
}

function settleLine(waiting: Waiting | undefined, line: ChartDataBatchLine): void {
  if (!waiting) return;
  if (line.status === 200 && Array.isArray(line.result)) {
    settle(waiting, { result: line.result as ChartDataResult[] });
  } else {
    const message = chartDataErrorMessage(line.status, line);
    const errors = supersetErrorsOfBody(line);
    settle(waiting, { error: new ChartDataError(message, line.status, null, errors) });
  }
}

/** Reads newline-delimited JSON from `body`, handing each complete line to `onLine`. */
async function readLines(
  body: ReadableStream<Uint8Array>,
  onLine: (line: ChartDataBatchLine) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = done ? '' : (lines.pop() ?? '');
    for (const text of lines) {
      if (text.trim() !== '') onLine(JSON.parse(text) as ChartDataBatchLine);
    }
    if (done) return;
  }
}

async function sendBatch(batch: Waiting[]): Promise<void> {
  const controller = new AbortController();
  for (const waiting of batch) {
    const { signal } = waiting.options;
    const onAbort = () => {
      if (waiting.settled) return;
      settle(waiting, { error: chartQueryAbortError() });
      // Nobody is waiting for the rest of the answer any more.
      if (batch.every((other) => other.settled)) controller.abort();
    };
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  }
  if (controller.signal.aborted) return;
  const requests = batch.map(({ queryContext, options }): ChartDataBatchRequest => ({
    query_context: queryContext,
    ...(options.savedChartId !== undefined ? { slice_id: options.savedChartId } : {}),
    ...(options.force ? { force: true } : {}),
  }));
  try {
    const response = await fetch(CHART_DATA_BATCH_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
      body: JSON.stringify({ requests }),
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) {
      const body: unknown = await response.json().catch(() => null);
      const error = new ChartDataError(
        chartDataErrorMessage(response.status, body),
        response.status,
        null,
        supersetErrorsOfBody(body),
      );
      for (const waiting of batch) settle(waiting, { error });
      return;
    }
    await readLines(response.body, (line) => settleLine(batch[line.index], line));
  } catch {
    // Every chart aborted: each was rejected with its AbortError already.
    if (controller.signal.aborted) return;
  }
  // The connection broke, or the answer ended early: the charts still waiting failed alike.
  const lost = new ChartDataError(t('Network error.'), null);
  for (const waiting of batch) settle(waiting, { error: lost });
}

/**
 * Sends what is queued now instead of at the end of this turn: a caller that has just queued a
 * screenful of charts gets its request out before whatever else the turn still holds (React
 * renders store updates in a microtask queued before this module's).
 */
export function sendQueuedChartData(): void {
  const waiting = queued;
  queued = [];
  if (waiting.length === 0) return;
  if (waiting.length === 1) {
    const [only] = waiting as [Waiting];
    fetchChartData(only.queryContext, only.options).then(
      (result) => settle(only, { result }),
      (error: unknown) => settle(only, { error }),
    );
    return;
  }
  for (let start = 0; start < waiting.length; start += MAX_BATCH_CHARTS)
    void sendBatch(waiting.slice(start, start + MAX_BATCH_CHARTS));
}

/**
 * `fetchChartData`, sent together with the other charts asking in this turn of the event loop.
 * The caller's options carry the chart id (`savedChartId`), `force` and the abort signal.
 */
export function fetchChartDataBatched(
  queryContext: QueryContext,
  options: ChartDataRequestOptions = {},
): Promise<ChartDataResult[]> {
  return new Promise((resolve, reject) => {
    queued.push({ queryContext, options, resolve, reject, settled: false });
    if (queued.length === 1) queueMicrotask(sendQueuedChartData);
  });
}
