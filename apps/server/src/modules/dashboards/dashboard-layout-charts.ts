/**
 * Reads and rewrites chart references inside a dashboard's position_json (CHART components carry
 * `meta.chartId`), used to keep dashboard-chart links in step with the layout and to remap ids
 * when a dashboard is copied with its charts.
 */
type LayoutItem = {
  type?: unknown;
  meta?: { chartId?: unknown } & Record<string, unknown>;
} & Record<string, unknown>;

/** Whether `positionJson` is a layout at all (a JSON object), whatever it holds. */
export function isLayoutObject(positionJson: string): boolean {
  try {
    const layout: unknown = JSON.parse(positionJson);
    return typeof layout === 'object' && layout !== null && !Array.isArray(layout);
  } catch {
    return false;
  }
}

/**
 * Superset's web client sends the layout on screen inside the copy's json_metadata as
 * `positions`; it becomes the copy's position_json and leaves the stored metadata.
 */
export function splitPositionsFromMetadata(jsonMetadata: string | null): {
  metadata: string | null;
  positionJson: string | null;
} {
  if (!jsonMetadata) return { metadata: jsonMetadata, positionJson: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonMetadata);
  } catch {
    return { metadata: jsonMetadata, positionJson: null };
  }
  if (typeof parsed !== 'object' || parsed === null || !('positions' in parsed))
    return { metadata: jsonMetadata, positionJson: null };
  const { positions, ...rest } = parsed as Record<string, unknown>;
  const positionJson =
    typeof positions === 'object' && positions !== null && !Array.isArray(positions)
      ? JSON.stringify(positions)
      : null;
  return { metadata: JSON.stringify(rest), positionJson };
}

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

/**
 * The layout without the CHART components of the charts in `drop`, each also taken out of its
 * parent's children. Text that is not a layout object comes back as it is.
 */
export function withoutChartComponents(positionJson: string, drop: Set<number>): string {
  if (drop.size === 0 || !isLayoutObject(positionJson)) return positionJson;
  const layout = JSON.parse(positionJson) as Record<string, LayoutItem | null>;
  const removed = new Set<unknown>();
  for (const [key, item] of Object.entries(layout)) {
    const chartId = item?.meta?.chartId;
    if (item?.type === 'CHART' && typeof chartId === 'number' && drop.has(chartId)) {
      removed.add(key).add(item.id);
      delete layout[key];
    }
  }
  if (removed.size === 0) return positionJson;
  for (const item of Object.values(layout)) {
    if (item && Array.isArray(item.children))
      item.children = item.children.filter((child: unknown) => !removed.has(child));
  }
  return JSON.stringify(layout);
}
