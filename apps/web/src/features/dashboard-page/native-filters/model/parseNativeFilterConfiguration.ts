/**
 * The native filter configuration of json_metadata (`native_filter_configuration`, reference
 * 4.1) checked against the shared schema: items that do not match are left out rather than
 * breaking the page, and so are repeated ids. It needs zod, so the page loads it on demand
 * (loadNativeFilterConfiguration.ts) and a dashboard without filters never downloads it.
 */
import { filterConfigItemSchema } from '@panorama/core/filters/filter-config-schema';
import type { FilterConfigItem } from '@panorama/core/filters/filter-types';

/** The configured items in their saved order; malformed entries are skipped. */
export function parseNativeFilterConfiguration(raw: unknown): FilterConfigItem[] {
  if (!Array.isArray(raw)) return [];
  const items: FilterConfigItem[] = [];
  const seen = new Set<string>();
  for (const entry of raw) {
    const parsed = filterConfigItemSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    items.push(parsed.data as FilterConfigItem);
  }
  return items;
}
