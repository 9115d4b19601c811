/**
 * Which charts a browser request queries: a chart-data request names its chart in the query
 * string (`form_data={"slice_id":N}`), and a dashboard's batched request
 * (`/api/v1/chart/data/batch`) names each of its charts in its body. Tests that count queries
 * per chart read both through this.
 */
import type { Request } from 'playwright-core';
import { CHART_DATA_BATCH_PATH } from '@panorama/core/query/chart-data-batch';

const CHART_DATA_PATH = '/api/v1/chart/data';

/** The chart ids `request` queries; empty for any other request. */
export function chartsQueriedBy(request: Request): number[] {
  const url = new URL(request.url());
  if (url.pathname === CHART_DATA_BATCH_PATH) {
    const body = JSON.parse(request.postData() ?? '{}') as {
      requests?: Array<{ slice_id?: number }>;
    };
    return (body.requests ?? []).flatMap((entry) =>
      entry.slice_id === undefined ? [] : [entry.slice_id],
    );
  }
  if (url.pathname !== CHART_DATA_PATH) return [];
  const formData = JSON.parse(url.searchParams.get('form_data') ?? '{}') as { slice_id?: number };
  return formData.slice_id === undefined ? [] : [formData.slice_id];
}
