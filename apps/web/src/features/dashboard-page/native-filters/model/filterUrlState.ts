/**
 * The applied filter state in a dashboard URL: `native_filters` holds a rison-encoded map of
 * data masks (Superset's format: `(NATIVE_FILTER-x:(filterState:(value:!(a)))...)`) and
 * `native_filters_key` names the same state stored on the server. Only what differs from the
 * dashboard's defaults is written, so an untouched dashboard keeps a clean address; cross
 * filters are written whole (their clauses cannot be rebuilt from a value).
 */
import rison from 'rison';
import type { DataMask, DataMaskMap, FilterConfigItem } from '@panorama/core/filters/filter-types';
import { isCrossFilterKey } from './nativeFilterConfig';

export const NATIVE_FILTERS_PARAM = 'native_filters';
export const NATIVE_FILTERS_KEY_PARAM = 'native_filters_key';

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The part of the applied state a link must carry: native filter values that differ from the
 * filter's default (a cleared default is written as null) and every cross filter.
 */
export function filterStateForUrl(
  items: readonly FilterConfigItem[],
  dataMask: DataMaskMap,
): DataMaskMap {
  const result: DataMaskMap = {};
  for (const item of items) {
    if (item.type !== 'NATIVE_FILTER' || !Object.hasOwn(dataMask, item.id)) continue;
    const value = dataMask[item.id]?.filterState?.value ?? null;
    const defaultValue = item.defaultDataMask?.filterState?.value ?? null;
    if (sameJson(value, defaultValue)) continue;
    const label = dataMask[item.id]?.filterState?.label;
    result[item.id] = {
      id: item.id,
      filterState: typeof label === 'string' ? { value, label } : { value },
    };
  }
  for (const [key, mask] of Object.entries(dataMask)) {
    if (!isCrossFilterKey(key) || !mask.extraFormData?.filters?.length) continue;
    const crossFilter: DataMask = {
      id: key,
      extraFormData: { filters: mask.extraFormData.filters },
    };
    if (mask.filterState) crossFilter.filterState = mask.filterState;
    result[key] = crossFilter;
  }
  return result;
}

/** Rison text of the state; null when there is nothing to carry. */
export function encodeNativeFilters(state: DataMaskMap): string | null {
  if (Object.keys(state).length === 0) return null;
  // JSON round trip: rison cannot encode `undefined` members.
  return rison.encode(JSON.parse(JSON.stringify(state)) as Record<string, unknown>);
}

/** The decoded `native_filters` value; null when it is not valid rison. */
export function decodeNativeFilters(text: string | null): unknown {
  if (text === null || text.trim() === '') return null;
  try {
    return rison.decode(text);
  } catch {
    return null;
  }
}

/** Characters rison uses that read fine unescaped in a query string value. */
const URI_SAFE: Record<string, string> = {
  '%2C': ',',
  '%3A': ':',
  '%40': '@',
  '%24': '$',
  '%2F': '/',
};

function encodeParam(value: string): string {
  return encodeURIComponent(value).replace(/%2C|%3A|%40|%24|%2F/g, (e) => URI_SAFE[e] ?? e);
}

/**
 * The page's query string with the filter parameters replaced: other parameters keep their
 * order, the two filter parameters go last (or away when null). Returns '' or '?...'.
 */
export function searchWithFilterState(
  search: string,
  { risonText, key }: { risonText: string | null; key: string | null },
): string {
  const params = new URLSearchParams(search);
  params.delete(NATIVE_FILTERS_PARAM);
  params.delete(NATIVE_FILTERS_KEY_PARAM);
  const parts = params.toString() === '' ? [] : [params.toString()];
  if (key !== null) parts.push(`${NATIVE_FILTERS_KEY_PARAM}=${encodeParam(key)}`);
  if (risonText !== null) parts.push(`${NATIVE_FILTERS_PARAM}=${encodeParam(risonText)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
