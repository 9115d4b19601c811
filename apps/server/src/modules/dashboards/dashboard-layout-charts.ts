/**
 * Reads and rewrites chart references inside a dashboard's position_json (CHART components carry
 * `meta.chartId`), used to keep dashboard-chart links in step with the layout and to remap ids
 * when a dashboard is copied with its charts.
 */
type LayoutItem = {
  type?: unknown;
  meta?: { chartId?: unknown } & Record<string, unknown>;
} & Record<string, unknown>;

export function chartIdsInPosition(positionJson: string | null | undefined): number[] {
  if (!positionJson) return [];
  let layout: unknown;
  try {
    layout = JSON.parse(positionJson);
  } catch {
    return [];
  }
  if (typeof layout !== 'object' || layout === null) return [];
  const ids: number[] = [];
  for (const item of Object.values(layout as Record<string, unknown>)) {
    const chartId = (item as LayoutItem | null)?.meta?.chartId;
    if ((item as LayoutItem | null)?.type === 'CHART' && typeof chartId === 'number')
      ids.push(chartId);
  }
  return [...new Set(ids)];
}

export function remapChartIdsInPosition(
  positionJson: string,
  mapping: Map<number, number>,
): string {
  const layout = JSON.parse(positionJson) as Record<string, LayoutItem>;
  for (const item of Object.values(layout)) {
    const chartId = item?.meta?.chartId;
    if (
      item?.type === 'CHART' &&
      typeof chartId === 'number' &&
      mapping.has(chartId) &&
      item.meta
    ) {
      item.meta.chartId = mapping.get(chartId);
    }
  }
  return JSON.stringify(layout);
}
