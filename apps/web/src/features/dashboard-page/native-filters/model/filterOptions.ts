/**
 * What a filter shows from its option query's answer: the select filter's options (distinct
 * non-null values in the order the server sorted them) and the range filter's bounds, plus the
 * rules tied to options: a dependent filter drops selections its new options no longer offer,
 * and "default to first item" picks the first option.
 */
import { dropStaleValues } from '@panorama/core/filters/cascade';
import type { FilterState } from '@panorama/core/filters/filter-types';
import type { ChartDataResult } from '../../../../visualizations/chartPluginTypes';
import { RANGE_MAX_LABEL, RANGE_MIN_LABEL } from './filterOptionsQuery';

export type FilterValue = string | number | boolean;

export interface SelectOption {
  /** Unique key for the select component (values of any type become distinct strings). */
  key: string;
  value: FilterValue;
  label: string;
}

export function optionKey(value: unknown): string {
  return JSON.stringify(value);
}

function isFilterValue(value: unknown): value is FilterValue {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

export function valueLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** Options from the first result's rows, each distinct value once. */
export function selectOptionsFromResult(
  result: ChartDataResult | undefined,
  column: string,
): SelectOption[] {
  const options: SelectOption[] = [];
  const seen = new Set<string>();
  for (const row of result?.data ?? []) {
    const value = row[column];
    if (!isFilterValue(value)) continue;
    const key = optionKey(value);
    if (seen.has(key)) continue;
    seen.add(key);
    options.push({ key, value, label: valueLabel(value) });
  }
  return options;
}

export interface RangeBounds {
  min: number;
  max: number;
}

/** The column's MIN and MAX; null when the column has no numeric values. */
export function rangeBoundsFromResult(result: ChartDataResult | undefined): RangeBounds | null {
  const row = result?.data?.[0];
  const min = Number(row?.[RANGE_MIN_LABEL]);
  const max = Number(row?.[RANGE_MAX_LABEL]);
  if (!row || row[RANGE_MIN_LABEL] === null || row[RANGE_MAX_LABEL] === null) return null;
  if (!Number.isFinite(min) || !Number.isFinite(max)) return null;
  return { min, max };
}

/** The selected values of a select filter's state, as a list. */
export function selectedValues(filterState: FilterState | undefined): unknown[] {
  const value = filterState?.value;
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * A dependent filter's state after its options were queried again for new parent values:
 * values no longer offered are dropped. Null when nothing changes.
 */
export function stateWithoutStaleValues(
  filterState: FilterState | undefined,
  options: readonly SelectOption[],
): FilterState | null {
  const current = selectedValues(filterState);
  if (current.length === 0) return null;
  const kept = dropStaleValues(
    current,
    options.map((option) => option.value),
  );
  if ((kept?.length ?? 0) === current.length) return null;
  return { value: kept, label: kept ? kept.map(valueLabel).join(', ') : null };
}

/** "Default to first item": the first option, when the filter has no value yet. */
export function firstItemState(
  filterState: FilterState | undefined,
  options: readonly SelectOption[],
): FilterState | null {
  const first = options[0];
  if (!first || selectedValues(filterState).length > 0) return null;
  return { value: [first.value], label: first.label };
}

/**
 * Typed or pasted text as a value of the column: numeric columns get numbers when the text is
 * one, so a created value compares equal to the column's values.
 */
export function createdValue(text: string, numericColumn: boolean): FilterValue {
  if (numericColumn && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

/**
 * What the select offers: the queried options (the first page, or the matches of a server-side
 * search) followed by every selected value they lack, so a value picked from an earlier search
 * or restored from a link stays selected and shown while other options are listed.
 */
export function optionsWithSelected(
  options: readonly SelectOption[],
  selected: readonly unknown[],
): SelectOption[] {
  const list = [...options];
  const keys = new Set(options.map((option) => option.key));
  for (const value of selected) {
    if (!isFilterValue(value)) continue;
    const key = optionKey(value);
    if (keys.has(key)) continue;
    keys.add(key);
    list.push({ key, value, label: valueLabel(value) });
  }
  return list;
}
