/**
 * The data mask a dashboard starts from: each native filter's saved value, else its default
 * (defaultDataMask), with the extraFormData its type emits filled in when only the filter state
 * is known (defaults and permalinks often carry just `filterState.value`). Cross-filter and
 * own-state entries are kept as they are.
 */
import { extraFormDataFor } from './filter-emitters';
import type { DataMask, DataMaskMap, FilterConfigItem } from './filter-types';

function withExtraFormData(mask: DataMask, item: FilterConfigItem): DataMask {
  if (item.type !== 'NATIVE_FILTER' || mask.extraFormData !== undefined) return mask;
  const filterState = mask.filterState ?? {};
  return { ...mask, extraFormData: extraFormDataFor(item, filterState) };
}

export function effectiveDataMask(
  items: readonly FilterConfigItem[],
  dataMask: DataMaskMap = {},
): DataMaskMap {
  const result: DataMaskMap = {};
  for (const item of items) {
    if (item.type !== 'NATIVE_FILTER') continue;
    const saved = Object.hasOwn(dataMask, item.id) ? dataMask[item.id] : undefined;
    const mask = saved ?? item.defaultDataMask ?? {};
    result[item.id] = { ...withExtraFormData(mask, item), id: item.id };
  }
  for (const [key, mask] of Object.entries(dataMask)) {
    if (!Object.hasOwn(result, key)) result[key] = mask;
  }
  return result;
}
