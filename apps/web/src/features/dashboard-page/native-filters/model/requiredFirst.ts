/**
 * 'Required first' filters (`requiredFirst` in the filter's config): the charts in such a filter's
 * scope do not load until the filter has an applied value (typically its first option, picked by
 * "default to first item"), so they never show unfiltered numbers first.
 */
import type {
  DataMaskMap,
  FilterConfigItem,
  NativeFilter,
} from '@panorama/core/filters/filter-types';
import { hasFilterValue } from './filterMasks';

/** Chart id → names of the required-first filters it waits for, for charts that must wait. */
export function chartsWaitingOnFilters(
  items: readonly FilterConfigItem[],
  applied: DataMaskMap,
  scopeOf: (filter: NativeFilter) => readonly number[],
): Map<number, string[]> {
  const waiting = new Map<number, string[]>();
  for (const item of items) {
    if (item.type !== 'NATIVE_FILTER' || item.requiredFirst !== true) continue;
    const mask = Object.hasOwn(applied, item.id) ? applied[item.id] : undefined;
    if (hasFilterValue(mask)) continue;
    for (const chartId of scopeOf(item)) {
      waiting.set(chartId, [...(waiting.get(chartId) ?? []), item.name]);
    }
  }
  return waiting;
}
