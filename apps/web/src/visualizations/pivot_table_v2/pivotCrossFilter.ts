/**
 * What clicking a pivot header emits (pure): a cross filter on that header's dimension and
 * value, or clearing it when the same value is clicked again (single selection, like
 * Superset's pivot table); and the drill filters of a right-clicked cell.
 */
import type { Column } from '@panorama/core/query/query-object';
import type { PivotKey, PivotValue } from './pivotData';

export interface PivotDataMask {
  extraFormData: {
    filters: Array<{ col: Column; op: 'IN' | 'IS NULL'; val?: PivotValue[]; grain?: string }>;
  };
  filterState: {
    label: string | null;
    value: PivotValue[][] | null;
    selectedFilters: Record<string, PivotValue[]> | null;
  };
}

/** A dimension the table lays out: the attribute id is the result column's label. */
export interface FilterableAttribute {
  id: string;
  column: Column;
  /** The grain a temporal dimension was truncated to, sent along with its filter. */
  grain?: string;
}

export function readSelectedFilters(
  filterState: Record<string, unknown> | undefined,
): Record<string, PivotValue[]> {
  const selected = filterState?.selectedFilters;
  if (typeof selected !== 'object' || selected === null) return {};
  const result: Record<string, PivotValue[]> = {};
  for (const [key, values] of Object.entries(selected as Record<string, unknown>)) {
    if (Array.isArray(values)) result[key] = values as PivotValue[];
  }
  return result;
}

export function headerClickDataMask(
  attribute: FilterableAttribute,
  value: PivotValue,
  label: string,
  selected: Readonly<Record<string, PivotValue[]>>,
): PivotDataMask {
  if (selected[attribute.id]?.some((current) => Object.is(current, value))) {
    return {
      extraFormData: { filters: [] },
      filterState: { label: null, value: null, selectedFilters: null },
    };
  }
  const grain = attribute.grain ? { grain: attribute.grain } : {};
  const filter =
    value === null
      ? { col: attribute.column, op: 'IS NULL' as const }
      : { col: attribute.column, op: 'IN' as const, val: [value], ...grain };
  return {
    extraFormData: { filters: [filter] },
    filterState: { label, value: [[value]], selectedFilters: { [attribute.id]: [value] } },
  };
}

/** Drill-to-detail filters of a cell: one equality per dimension of its row and column keys. */
export function cellDrillFilters(
  rowAttributes: ReadonlyArray<FilterableAttribute | null>,
  colAttributes: ReadonlyArray<FilterableAttribute | null>,
  rowKey: PivotKey,
  colKey: PivotKey,
): Array<{ col: string; op: string; val: unknown }> {
  const filters: Array<{ col: string; op: string; val: unknown }> = [];
  const add = (attributes: ReadonlyArray<FilterableAttribute | null>, key: PivotKey) => {
    key.forEach((value, index) => {
      const attribute = attributes[index];
      // null marks the metric level, which is no dimension of the data.
      if (!attribute) return;
      filters.push(
        value === null
          ? { col: attribute.id, op: 'IS NULL', val: null }
          : { col: attribute.id, op: '==', val: value },
      );
    });
  };
  add(rowAttributes, rowKey);
  add(colAttributes, colKey);
  return filters;
}
