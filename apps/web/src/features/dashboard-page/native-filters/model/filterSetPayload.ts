/**
 * Filter sets: the body saved under `/api/v1/dashboard/{id}/filtersets` and the
 * list read back. A set's json_metadata holds the filter configuration at save time
 * (`nativeFilters`, by id) and the values (`dataMask`); a user's own set is owned by the user.
 */
import { isRecord } from '@panorama/core/json/is-record';
import type { DataMaskMap, FilterConfigItem, FilterSet } from '@panorama/core/filters/filter-types';
import { nativeFilterEntries } from './filterMasks';

export const USER_OWNER_TYPE = 'User';

export interface FilterSetCreateBody {
  name: string;
  json_metadata: string;
  owner_type: typeof USER_OWNER_TYPE;
  owner_id: number;
}

export function filterSetMetadata(
  items: readonly FilterConfigItem[],
  applied: DataMaskMap,
): string {
  const nativeFilters: Record<string, FilterConfigItem> = {};
  for (const item of items) nativeFilters[item.id] = item;
  const dataMask: DataMaskMap = {};
  for (const [id, mask] of Object.entries(nativeFilterEntries(items, applied))) {
    dataMask[id] = { id, filterState: mask.filterState ?? {}, extraFormData: mask.extraFormData };
  }
  return JSON.stringify({ nativeFilters, dataMask });
}

export function filterSetCreateBody(
  name: string,
  items: readonly FilterConfigItem[],
  applied: DataMaskMap,
  ownerId: number,
): FilterSetCreateBody {
  return {
    name: name.trim(),
    json_metadata: filterSetMetadata(items, applied),
    owner_type: USER_OWNER_TYPE,
    owner_id: ownerId,
  };
}

function paramsOf(entry: Record<string, unknown>): Record<string, unknown> {
  if (isRecord(entry.params)) return entry.params;
  if (typeof entry.json_metadata === 'string') {
    try {
      const parsed: unknown = JSON.parse(entry.json_metadata);
      if (isRecord(parsed)) return parsed;
    } catch {
      // An unreadable set still lists by name; it simply carries no values.
    }
  }
  return {};
}

/** `GET .../filtersets` → the sets, by name; entries without an id or name are skipped. */
export function filterSetsFromResponse(response: unknown): FilterSet[] {
  const result = isRecord(response) ? response.result : undefined;
  if (!Array.isArray(result)) return [];
  const sets: FilterSet[] = [];
  for (const entry of result) {
    if (!isRecord(entry) || typeof entry.id !== 'number' || typeof entry.name !== 'string')
      continue;
    const params = paramsOf(entry);
    sets.push({
      id: entry.id,
      name: entry.name,
      nativeFilters: isRecord(params.nativeFilters)
        ? (params.nativeFilters as FilterSet['nativeFilters'])
        : {},
      dataMask: isRecord(params.dataMask) ? (params.dataMask as DataMaskMap) : {},
    });
  }
  return sets.sort((a, b) => a.name.localeCompare(b.name));
}
