/**
 * Cross filters emitted by clicking a series (time series) or a slice (pie), in Superset's shape:
 * one `IN` clause per group-by column with the clicked values (`IS NULL` for a missing value),
 * a `filterState` that lets the chart show its selection, and a second click on the same value
 * clearing it.
 */
import type { QueryFilter } from '@panorama/core/query/query-object';

export interface CrossFilterDataMask {
  extraFormData: { filters: Array<Pick<QueryFilter, 'col' | 'op' | 'val'>> };
  filterState: {
    label: string | null;
    value: Array<Array<string | number | boolean | null>> | null;
    filters: Record<string, Array<string | number | boolean | null>> | null;
    selectedValues: string[] | null;
  };
}

type Primitive = string | number | boolean | null;

/**
 * The data mask after clicking `clicked` (a series or slice name), given the names already
 * selected and each name's group-by values (`valuesByName`).
 */
export function crossFilterDataMask(
  groupby: string[],
  valuesByName: Record<string, Primitive[]>,
  selected: readonly string[],
  clicked: string,
): CrossFilterDataMask {
  const names = selected.includes(clicked)
    ? selected.filter((name) => name !== clicked)
    : [clicked];
  if (names.length === 0) {
    return {
      extraFormData: { filters: [] },
      filterState: { label: null, value: null, filters: null, selectedValues: null },
    };
  }
  const rows = names.map((name) => valuesByName[name] ?? [name]);
  const filters = groupby.map((col, index) => {
    const values = rows.map((row) => row[index] ?? null);
    if (values.every((value) => value === null)) return { col, op: 'IS NULL' as const };
    return { col, op: 'IN' as const, val: values.filter((value) => value !== null) };
  });
  return {
    extraFormData: { filters },
    filterState: {
      label: names.join(', '),
      value: rows,
      filters: Object.fromEntries(
        groupby.map((col, index) => [col, rows.map((row) => row[index] ?? null)]),
      ),
      selectedValues: names,
    },
  };
}

/** The names a chart's current filter state selects (its own earlier emission). */
export function selectedNamesOf(filterState: Record<string, unknown> | undefined): string[] {
  const selected = filterState?.selectedValues;
  return Array.isArray(selected)
    ? selected.filter((name): name is string => typeof name === 'string')
    : [];
}
