/**
 * The chart types a dashboard draws, read from its `/charts` answer, so their code can start
 * downloading as soon as that answer is in: from the page, or at boot straight from the early
 * read (routes/routePrefetch.ts) before the page's own code has run.
 */
import type { DashboardChart } from './dashboardApiTypes';

type ChartTypeFields = Pick<DashboardChart, 'viz_type'> & {
  form_data?: { viz_type?: unknown } | null;
};

export function dashboardChartTypes(charts: readonly ChartTypeFields[]): string[] {
  const types = new Set<string>();
  for (const chart of charts) {
    const fromFormData = chart.form_data?.viz_type;
    const vizType =
      typeof fromFormData === 'string' && fromFormData ? fromFormData : chart.viz_type;
    if (typeof vizType === 'string' && vizType) types.add(vizType);
  }
  return [...types];
}

/** The same from the raw JSON body of `GET /api/v1/dashboard/{id}/charts` (anything else: none). */
export function chartTypesInChartsResponse(body: unknown): string[] {
  const result = (body as { result?: unknown } | null)?.result;
  if (!Array.isArray(result)) return [];
  return dashboardChartTypes(
    result.filter((chart): chart is ChartTypeFields => typeof chart === 'object' && chart !== null),
  );
}
