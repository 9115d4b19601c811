/**
 * Building and checking data masks: a native filter's mask is always rebuilt
 * from its filter state with the core emitters, so a value that arrives from outside (a link,
 * a permalink, a filter set, the browser's storage) can only ever become the filter its type
 * emits. Cross-filter masks from outside keep only simple `{col, op, val}` clauses.
 */
import { isRecord } from '@panorama/core/json/is-record';
import { effectiveDataMask } from '@panorama/core/filters/effective-data-mask';
import { extraFormDataFor } from '@panorama/core/filters/filter-emitters';
import type {
  DataMask,
  DataMaskMap,
  ExtraFormDataFilter,
  FilterConfigItem,
  FilterState,
  NativeFilter,
} from '@panorama/core/filters/filter-types';
import { isCrossFilterKey } from './nativeFilterConfig';

/** Operators a cross filter may carry (what the charts emit). */
const CROSS_FILTER_OPERATORS = new Set(['IN', 'NOT IN', 'IS NULL', 'IS NOT NULL', '==']);

function isPrimitive(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** A filter value as JSON can carry it: a primitive or a (nested) list of primitives. */
function isPlainValue(value: unknown, depth = 0): boolean {
  if (isPrimitive(value)) return true;
  return depth < 2 && Array.isArray(value) && value.every((v) => isPlainValue(v, depth + 1));
}

/** A native filter's mask for this filter state (value and label). */
export function nativeFilterMask(filter: NativeFilter, filterState: FilterState): DataMask {
  return { id: filter.id, filterState, extraFormData: extraFormDataFor(filter, filterState) };
}

/** The mask of a filter with no value (Clear all). */
export function clearedFilterMask(filter: NativeFilter): DataMask {
  return nativeFilterMask(filter, { value: null });
}

/** Whether a mask holds a value: a non-empty list, a set string or number. */
export function hasFilterValue(mask: DataMask | undefined): boolean {
  const value = mask?.filterState?.value;
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.some((entry) => entry !== null && entry !== undefined);
  return true;
}

function cleanFilterState(raw: unknown): FilterState | null {
  if (!isRecord(raw) || !isPlainValue(raw.value ?? null)) return null;
  const state: FilterState = { value: raw.value ?? null };
  if (typeof raw.label === 'string') state.label = raw.label;
  return state;
}

function cleanCrossFilterClause(raw: unknown): ExtraFormDataFilter | null {
  if (!isRecord(raw) || typeof raw.col !== 'string' || typeof raw.op !== 'string') return null;
  const op = raw.op.toUpperCase();
  if (!CROSS_FILTER_OPERATORS.has(op)) return null;
  const clause: ExtraFormDataFilter = { col: raw.col, op };
  if (raw.val !== undefined) {
    if (!isPlainValue(raw.val)) return null;
    clause.val = raw.val;
  }
  if (typeof raw.grain === 'string') clause.grain = raw.grain;
  return clause;
}

function cleanCrossFilter(key: string, raw: unknown): DataMask | null {
  if (!isRecord(raw) || !isRecord(raw.extraFormData)) return null;
  const clauses = Array.isArray(raw.extraFormData.filters) ? raw.extraFormData.filters : [];
  const filters = clauses.map(cleanCrossFilterClause);
  if (filters.length === 0 || filters.some((clause) => clause === null)) return null;
  const state = isRecord(raw.filterState) ? raw.filterState : {};
  const filterState: FilterState = {
    value: isPlainValue(state.value ?? null) ? (state.value ?? null) : null,
    label: typeof state.label === 'string' ? state.label : null,
  };
  if (isRecord(state.filters)) filterState.filters = state.filters as Record<string, unknown[]>;
  if (Array.isArray(state.selectedValues)) filterState.selectedValues = state.selectedValues;
  return {
    id: key,
    extraFormData: { filters: filters as ExtraFormDataFilter[] },
    filterState,
  };
}

/**
 * The usable part of a data mask from outside: native filters of this dashboard (filter state
 * only, the emitted extraFormData is rebuilt later) and, when allowed, cross filters.
 */
export function sanitizeDataMask(
  items: readonly FilterConfigItem[],
  raw: unknown,
  { crossFilters }: { crossFilters: boolean },
): DataMaskMap {
  if (!isRecord(raw)) return {};
  const nativeIds = new Set(items.filter((i) => i.type === 'NATIVE_FILTER').map((i) => i.id));
  const result: DataMaskMap = {};
  for (const [key, value] of Object.entries(raw)) {
    if (nativeIds.has(key)) {
      const filterState = cleanFilterState(isRecord(value) ? value.filterState : undefined);
      if (filterState) result[key] = { id: key, filterState };
    } else if (crossFilters && isCrossFilterKey(key)) {
      const mask = cleanCrossFilter(key, value);
      if (mask) result[key] = mask;
    }
  }
  return result;
}

/**
 * The masks a dashboard starts from: values from `raw` (sanitised) win, every other native
 * filter takes its default (defaultDataMask); every native filter gets its extraFormData.
 */
export function startingDataMask(
  items: readonly FilterConfigItem[],
  raw: unknown,
  options: { crossFilters: boolean },
): DataMaskMap {
  return effectiveDataMask(items, sanitizeDataMask(items, raw, options));
}

/** The native filters' entries of a mask map (no cross filters). */
export function nativeFilterEntries(
  items: readonly FilterConfigItem[],
  dataMask: DataMaskMap,
): DataMaskMap {
  const result: DataMaskMap = {};
  for (const item of items) {
    const mask = Object.hasOwn(dataMask, item.id) ? dataMask[item.id] : undefined;
    if (item.type === 'NATIVE_FILTER' && mask) result[item.id] = mask;
  }
  return result;
}
