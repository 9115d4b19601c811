/**
 * Sends a query context to the chart data API (`POST /api/v1/chart/data`, or GET with the
 * CLIENT_CACHE feature) and
 * turns every failure into one message a chart can show: the server's own message, or
 * 'Network error.' when no response arrived at all.
 *
 * Status 200 is the result. Status 202 is an async job (with GLOBAL_ASYNC_QUERIES on):
 * the result is fetched from the job's result_url once its event says 'done'. Any other
 * successful status is 'Unexpected status (%s) while fetching chart data'.
 */
import type { QueryContext } from '@panorama/core/query/query-object';
import type { AsyncJobResponse, ChartDataRowsResponse } from '@panorama/core/schemas/chart-data';
import type { ChartDataResult } from '../visualizations/chartPluginTypes';
import { supersetErrorsOfBody, type SupersetError } from '../error-messages';
import { t } from '../i18n/t';
import { pageAsyncEventClient } from './async/pageAsyncEventClient';
import { waitForAsyncData } from './async/waitForAsyncData';
import { isChartQueryAbort } from './chartQueryAbort';

export class ChartDataError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly stackTrace: string | null = null,
    /** The server's structured errors, for the error message registry. */
    readonly errors: SupersetError[] = [],
  ) {
    super(message);
    this.name = 'ChartDataError';
  }
}

export interface ChartDataRequestOptions {
  signal?: AbortSignal;
  savedChartId?: number;
  dashboardId?: number;
  force?: boolean;
  /**
   * Ask with GET, the query context in the address (the CLIENT_CACHE feature): the server then
   * lets the browser keep the answer for the result's cache lifetime, and a repeat of the same
   * query is answered by the browser. A forced refresh still posts, past any kept answer.
   */
  clientCache?: boolean;
}

/**
 * Addresses longer than this are refused by some proxies and servers, so a larger query context
 * is posted (and not kept by the browser) instead.
 */
const MAX_GET_URL_CHARS = 8000;

/** The server's error envelope: `{message}` or `{errors: [{message}]}`. */
export function chartDataErrorMessage(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (Array.isArray(errors)) {
      const messages = (errors as unknown[])
        .map((e) =>
          typeof e === 'object' && e !== null ? (e as { message?: unknown }).message : e,
        )
        .filter((m): m is string => typeof m === 'string' && m.length > 0);
      if (messages.length > 0) return messages.join('\n');
    }
    if (typeof message === 'string' && message) return message;
    if (typeof message === 'object' && message !== null) {
      return Object.entries(message)
        .map(
          ([field, value]) =>
            `${field}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
        )
        .join('\n');
    }
  }
  return t('Error while fetching data: %s', String(status));
}

export function chartDataUrl(options: ChartDataRequestOptions): string {
  const params = new URLSearchParams();
  if (options.savedChartId !== undefined)
    params.set('form_data', JSON.stringify({ slice_id: options.savedChartId }));
  if (options.dashboardId !== undefined) params.set('dashboard_id', String(options.dashboardId));
  if (options.force) params.set('force', 'true');
  const query = params.toString();
  return `/api/v1/chart/data${query ? `?${query}` : ''}`;
}

/** The GET address of a query, or null when it is too long to send that way. */
export function chartDataGetUrl(
  queryContext: QueryContext,
  options: ChartDataRequestOptions,
): string | null {
  const params = new URLSearchParams({ form_data: JSON.stringify(queryContext) });
  if (options.dashboardId !== undefined) params.set('dashboard_id', String(options.dashboardId));
  const url = `/api/v1/chart/data?${params.toString()}`;
  return url.length <= MAX_GET_URL_CHARS ? url : null;
}

/** The response and its JSON body (null when it has none). */
async function request(
  url: string,
  init: RequestInit,
): Promise<{ response: Response; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch (error) {
    // An abort is the caller's decision, not a failure: let it through unchanged.
    if (isChartQueryAbort(error)) throw error;
    throw new ChartDataError(t('Network error.'), null);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch (error) {
    if (isChartQueryAbort(error)) throw error;
    body = null;
  }
  return { response, body };
}

function resultOf(response: Response, body: unknown): ChartDataResult[] {
  if (response.status !== 200) {
    // A failure carries the server's message; another success status is not ours to read.
    const message = response.ok
      ? t('Unexpected status (%s) while fetching chart data', String(response.status))
      : chartDataErrorMessage(response.status, body);
    throw new ChartDataError(message, response.status, null, supersetErrorsOfBody(body));
  }
  // No JSON at all: something between us and the server answered.
  if (body === null) throw new ChartDataError(t('Network error.'), response.status);
  return (body as ChartDataRowsResponse).result;
}

/** `GET {result_url}`: an async job's result, once its event said 'done'. */
export async function fetchAsyncChartResult(
  resultUrl: string,
  signal?: AbortSignal,
): Promise<ChartDataResult[]> {
  const { response, body } = await request(resultUrl, {
    headers: { Accept: 'application/json' },
    signal,
  });
  return resultOf(response, body);
}

export async function fetchChartData(
  queryContext: QueryContext,
  options: ChartDataRequestOptions = {},
): Promise<ChartDataResult[]> {
  const getUrl =
    options.clientCache && !options.force ? chartDataGetUrl(queryContext, options) : null;
  const { response, body } = getUrl
    ? await request(getUrl, { headers: { Accept: 'application/json' }, signal: options.signal })
    : await request(chartDataUrl(options), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(queryContext),
        signal: options.signal,
      });
  if (response.status === 202) {
    return waitForAsyncData(body as AsyncJobResponse, {
      client: pageAsyncEventClient(),
      fetchResult: fetchAsyncChartResult,
      signal: options.signal,
    });
  }
  return resultOf(response, body);
}
