/**
 * The checked native filter configuration, with the checker (and zod under it) downloaded only
 * when there is a configuration to check: most dashboards have none.
 */
import type { FilterConfigItem } from '@panorama/core/filters/filter-types';

export async function loadNativeFilterConfiguration(raw: unknown): Promise<FilterConfigItem[]> {
  if (!Array.isArray(raw) || raw.length === 0) return [];
  const { parseNativeFilterConfiguration } = await import('./parseNativeFilterConfiguration');
  return parseNativeFilterConfiguration(raw);
}
