/**
 * Which charts a browser request queries: a chart-data request names its chart in the query
 * string (`form_data={"slice_id":N}`), and a dashboard's batched request
 * (`/api/v1/chart/data/batch`) names each of its charts in its body. Tests that count queries
 * per chart read both through this.
 */
import type { Request } from 'playwright-core';
import { CHART_DATA_BATCH_PATH } from '@panorama/core/query/chart-data-batch';

const CHART_DATA_PATH = '/api/v1/chart/data';

interface QueriedChart {
  chartId: number;
  /** What the request sends for the chart: its query context. */
  queryContext: unknown;
}

function queriedCharts(request: Request): QueriedChart[] {
  const url = new URL(request.url());
  if (url.pathname === CHART_DATA_BATCH_PATH) {
    const body = JSON.parse(request.postData() ?? '{}') as {
      requests?: Array<{ slice_id?: number; query_context?: unknown }>;
    };
    return (body.requests ?? []).flatMap((entry) =>
      entry.slice_id === undefined
        ? []
        : [{ chartId: entry.slice_id, queryContext: entry.query_context }],
    );
  }
  if (url.pathname !== CHART_DATA_PATH) return [];
  const formData = JSON.parse(url.searchParams.get('form_data') ?? '{}') as { slice_id?: number };
  if (formData.slice_id === undefined) return [];
  return [{ chartId: formData.slice_id, queryContext: JSON.parse(request.postData() ?? 'null') }];
}

/** The chart ids `request` queries; empty for any other request. */
export function chartsQueriedBy(request: Request): number[] {
  return queriedCharts(request).map((chart) => chart.chartId);
}

/** The columns the query of `chartId` in `request` filters on; null when it is not queried. */
export function filterColumnsQueried(request: Request, chartId: number): string[] | null {
  const chart = queriedCharts(request).find((entry) => entry.chartId === chartId);
  if (!chart) return null;
  const context = chart.queryContext as { queries?: Array<{ filters?: Array<{ col?: unknown }> }> };
  return (context.queries ?? []).flatMap((query) =>
    (query.filters ?? []).map((filter) => String(filter.col)),
  );
}

/** The columns the first query of `chartId` in `request` selects; null when it is not queried. */
export function groupedColumnsQueried(request: Request, chartId: number): unknown[] | null {
  const chart = queriedCharts(request).find((entry) => entry.chartId === chartId);
  if (!chart) return null;
  const context = chart.queryContext as { queries?: Array<{ columns?: unknown[] }> };
  return context.queries?.[0]?.columns ?? [];
}
