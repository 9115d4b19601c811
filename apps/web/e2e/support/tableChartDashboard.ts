/** A dashboard holding one table chart, for tests that only need a dashboard with content. */
import type { ApiSession } from './apiSession';

/**
 * Creates the dashboard from `dashboard` (its API fields), then a table chart named `chartName`
 * over dataset `datasetId` placed on it; returns the dashboard's id.
 */
export async function createTableChartDashboard(
  api: ApiSession,
  dashboard: { dashboard_title: string; published?: boolean },
  chartName: string,
  datasetId: number,
): Promise<number> {
  const board = await api.post<{ id: number }>('/api/v1/dashboard/', dashboard);
  await api.post('/api/v1/chart/', {
    slice_name: chartName,
    viz_type: 'table',
    datasource_id: datasetId,
    datasource_type: 'table',
    dashboards: [board.id],
  });
  return board.id;
}
