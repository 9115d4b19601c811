/** Dashboard layouts (`position_json`) for tests that save dashboards through the API. */

export interface OneRowOptions {
  /** Each chart's grid width. */
  width?: number;
  /** The layout key of a chart, from its id and place in the row (`CHART-1`, … by default). */
  key?: (chartId: number, index: number) => string;
}

/** Superset's position_json of a dashboard showing the charts side by side in one row. */
export function oneRowLayout(
  chartIds: number[],
  { width = 6, key = (_chartId, index) => `CHART-${index + 1}` }: OneRowOptions = {},
): Record<string, unknown> {
  const charts = chartIds.map((chartId, i) => [
    key(chartId, i),
    {
      id: key(chartId, i),
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
      meta: { chartId, width, height: 50 },
    },
  ]);
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': {
      id: 'ROW-1',
      type: 'ROW',
      children: charts.map(([id]) => id),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    ...Object.fromEntries(charts),
  };
}
