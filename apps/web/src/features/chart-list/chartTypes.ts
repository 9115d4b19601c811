/** A chart as the chart list, the home page and the properties modal read it. */
import type { Chart } from '@panorama/core/schemas/chart';

/**
 * A row of `GET /api/v1/chart/` (the columns the list asks for) or the chart of
 * `GET /api/v1/chart/{id}`: the chart API's own answer.
 */
export type ChartListItem = Chart;

/** The chart editor of a saved chart. */
export function chartPath(chart: Pick<ChartListItem, 'id'>): string {
  return `/explore/?slice_id=${chart.id}`;
}
