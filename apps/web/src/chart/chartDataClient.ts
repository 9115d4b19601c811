/**
 * Posts a query context to the chart data API (`POST /api/v1/chart/data`, spec 1 section 7) and
 * turns every failure into one message a chart can show: the server's own message, or
 * 'Network error.' when no response arrived at all (spec 2 section 8).
 */
import type { QueryContext } from '@panorama/core/query/query-object';
import type { ChartDataResult } from '../visualizations/chartPluginTypes';
import { t } from '../i18n/t';

export class ChartDataError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly stackTrace: string | null = null,
  ) {
    super(message);
    this.name = 'ChartDataError';
  }
}

export interface ChartDataRequestOptions {
  signal?: AbortSignal;
  sliceId?: number;
  dashboardId?: number;
  force?: boolean;
}

/** The server's error envelope: `{message}` or `{errors: [{message}]}`. */
export function chartDataErrorMessage(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (Array.isArray(errors)) {
      const messages = errors
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
  if (options.sliceId !== undefined)
    params.set('form_data', JSON.stringify({ slice_id: options.sliceId }));
  if (options.dashboardId !== undefined) params.set('dashboard_id', String(options.dashboardId));
  if (options.force) params.set('force', 'true');
  const query = params.toString();
  return `/api/v1/chart/data${query ? `?${query}` : ''}`;
}

export async function fetchChartData(
  queryContext: QueryContext,
  options: ChartDataRequestOptions = {},
): Promise<ChartDataResult[]> {
  let response: Response;
  try {
    response = await fetch(chartDataUrl(options), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(queryContext),
      signal: options.signal,
    });
  } catch (error) {
    // An abort is the caller's decision, not a failure: let it through unchanged.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ChartDataError(t('Network error.'), null);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    body = null;
  }
  if (response.status !== 200) {
    throw new ChartDataError(chartDataErrorMessage(response.status, body), response.status);
  }
  const result = (body as { result?: unknown } | null)?.result;
  if (!Array.isArray(result)) throw new ChartDataError(t('Network error.'), response.status);
  return result as ChartDataResult[];
}
