/**
 * Filter sets: the body saved under `/api/v1/dashboard/{id}/filtersets` and the
 * list read back. A set's json_metadata holds the filter configuration at save time
 * (`nativeFilters`, by id) and the values (`dataMask`); a user's own set is owned by the user.
 */
import type { DataMaskMap, FilterConfigItem, FilterSet } from '@panorama/core/filters/filter-types';
import type { FilterSetListResponse } from '@panorama/core/schemas/dashboard-filters';
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

/**
 * `GET .../filtersets` → the sets, by name. A set's params are its json_metadata as the server
 * checked it on save: the filter items (by id) and their data masks.
 */
export function filterSetsFromResponse(response: FilterSetListResponse): FilterSet[] {
  return response.result
    .map((set) => ({
      id: set.id,
      name: set.name,
      nativeFilters: (set.params.nativeFilters ?? {}) as unknown as FilterSet['nativeFilters'],
      dataMask: (set.params.dataMask ?? {}) as DataMaskMap,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
