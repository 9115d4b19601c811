/**
 * The datasets a dashboard's native filters read their values from: a guest of the dashboard
 * needs them for the filter bar, as the charts need theirs.
 */
import { parseJsonObject } from '@panorama/core/json/json-object';

export function nativeFilterDatasetIds(dashboards: { json_metadata: string | null }[]): number[] {
  const ids = new Set<number>();
  for (const dashboard of dashboards) {
    const metadata = parseJsonObject(dashboard.json_metadata);
    const filters = metadata.native_filter_configuration;
    if (!Array.isArray(filters)) continue;
    for (const filter of filters) {
      const targets = (filter as { targets?: unknown } | null)?.targets;
      if (!Array.isArray(targets)) continue;
      for (const target of targets) {
        const id = (target as { datasetId?: unknown } | null)?.datasetId;
        if (typeof id === 'number' && Number.isInteger(id)) ids.add(id);
      }
    }
  }
  return [...ids];
}
