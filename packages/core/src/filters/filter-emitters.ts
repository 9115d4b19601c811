/**
 * What each native filter type contributes to the charts in its scope. The filter
 * bar emits these on Apply; the server rebuilds them from stored values for reports, so both sides
 * must produce the same extraFormData from the same filter state.
 */
import { NO_TIME_RANGE } from '../time/no-time-range';
import { EMPTY_FILTER_SQL } from './filter-constants';
import type { ExtraFormData, ExtraFormDataFilter, FilterState, NativeFilter } from './filter-types';

export interface SelectEmitOptions {
  inverseSelection?: boolean;
  enableEmptyFilter?: boolean;
}

function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? (value as unknown[])[0] : value;
}

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * Selected values → `IN` (or `NOT IN` with inverse selection). Nothing selected with
 * enableEmptyFilter (and no inversion) → a WHERE that matches no row; otherwise no filter.
 */
export function selectExtraFormData(
  col: string,
  value: readonly unknown[] | null | undefined,
  { inverseSelection = false, enableEmptyFilter = false }: SelectEmitOptions = {},
): ExtraFormData {
  const values: readonly unknown[] = Array.isArray(value) ? value : [];
  const hasValues = values.length > 0;
  if (!hasValues && enableEmptyFilter && !inverseSelection) {
    return {
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: EMPTY_FILTER_SQL }],
    };
  }
  if (!hasValues) return {};
  return { filters: [{ col, op: inverseSelection ? 'NOT IN' : 'IN', val: [...values] }] };
}

/** `[lower, upper]` → `>=` and `<=`, each only when that bound is set. */
export function rangeExtraFormData(
  col: string,
  [lower, upper]: readonly [unknown, unknown] | readonly unknown[] = [],
): ExtraFormData {
  const filters: ExtraFormDataFilter[] = [];
  if (isSet(lower)) filters.push({ col, op: '>=', val: lower });
  if (isSet(upper)) filters.push({ col, op: '<=', val: upper });
  return filters.length > 0 ? { filters } : {};
}

/** A time range string → `time_range`, except empty and 'No filter'. */
export function timeExtraFormData(timeRange: unknown): ExtraFormData {
  if (typeof timeRange !== 'string' || timeRange === '' || timeRange === NO_TIME_RANGE) return {};
  return { time_range: timeRange };
}

/** `[columnName]` → `granularity_sqla`. */
export function timeColumnExtraFormData(value: unknown): ExtraFormData {
  const column = firstOf(value);
  return typeof column === 'string' && column !== '' ? { granularity_sqla: column } : {};
}

/** `[grain]` → `time_grain_sqla`. */
export function timeGrainExtraFormData(value: unknown): ExtraFormData {
  const grain = firstOf(value);
  return typeof grain === 'string' && grain !== '' ? { time_grain_sqla: grain } : {};
}

/** Chosen column names → `interactive_groupby`; nothing chosen → nothing. */
export function groupByExtraFormData(value: unknown): ExtraFormData {
  const list: unknown[] = Array.isArray(value) ? value : isSet(value) ? [value] : [];
  const columns = list.filter((item): item is string => typeof item === 'string' && item !== '');
  return columns.length > 0 ? { interactive_groupby: columns } : {};
}

function targetColumn(filter: NativeFilter): string | undefined {
  const name = filter.targets[0]?.column?.name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

function asValueList(value: unknown): unknown[] | null {
  if (value === undefined || value === null) return null;
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list;
}

/** The extraFormData a filter with this state emits, by filter type; unknown types emit nothing. */
export function extraFormDataFor(filter: NativeFilter, filterState: FilterState): ExtraFormData {
  const value = filterState.value;
  const column = targetColumn(filter);
  switch (filter.filterType) {
    case 'filter_select':
      if (!column) return {};
      return selectExtraFormData(column, asValueList(value), {
        inverseSelection: filter.controlValues.inverseSelection === true,
        enableEmptyFilter: filter.controlValues.enableEmptyFilter === true,
      });
    case 'filter_range':
      if (!column || !Array.isArray(value)) return {};
      return rangeExtraFormData(column, value);
    case 'filter_time':
      return timeExtraFormData(value);
    case 'filter_timecolumn':
      return timeColumnExtraFormData(value);
    case 'filter_timegrain':
      return timeGrainExtraFormData(value);
    case 'filter_groupby':
      return groupByExtraFormData(value);
    default:
      return {};
  }
}
