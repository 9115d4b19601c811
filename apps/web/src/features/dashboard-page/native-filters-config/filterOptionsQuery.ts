/**
 * The queries behind the default-value picker (chart context FILTER_CONFIG_MODAL): a value
 * filter's options and a range filter's bounds, asked of the chart data API with the form data
 * of `filterValueFormData`, so the modal offers exactly what the filter bar will.
 * Options are the distinct values of the column (no metric unless sorting by one), narrowed by
 * the pre-filters and by the parents' default values.
 */
import { filterValueFormData } from '@panorama/core/filters/filter-value-query';
import type { ExtraFormData, NativeFilter } from '@panorama/core/filters/filter-types';
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryContext, RawQueryObject } from '@panorama/core/query/query-object';

export interface OptionsQueryInput {
  filter: NativeFilter;
  dashboardId: number;
  parentsExtraFormData: ExtraFormData;
  rowLimit?: number;
}

function targetOf(filter: NativeFilter): { datasetId: number; column: string } | null {
  const target = filter.targets[0];
  const column = target?.column?.name;
  if (typeof target?.datasetId !== 'number' || !column) return null;
  return { datasetId: target.datasetId, column };
}

/** The distinct values of a value filter's column, sorted as configured; null when incomplete. */
export function selectOptionsQueryContext(input: OptionsQueryInput): QueryContext | null {
  const target = targetOf(input.filter);
  if (!target) return null;
  const formData = filterValueFormData(input.filter, {
    dashboardId: input.dashboardId,
    parentsExtraFormData: input.parentsExtraFormData,
    rowLimit: input.rowLimit,
  });
  const controls = input.filter.controlValues;
  const sortMetric = typeof controls.sortMetric === 'string' ? controls.sortMetric : null;
  const sortAscending = controls.sortAscending;
  return buildQueryContext(formData, (base): RawQueryObject[] => [
    {
      ...base,
      columns: [target.column],
      metrics: sortMetric ? [sortMetric] : [],
      orderby:
        typeof sortAscending === 'boolean' ? [[sortMetric ?? target.column, sortAscending]] : [],
    },
  ]);
}

/** MIN and MAX of a range filter's column, for the default-value inputs' hints. */
export function rangeBoundsQueryContext(input: OptionsQueryInput): QueryContext | null {
  const target = targetOf(input.filter);
  if (!target) return null;
  const formData = filterValueFormData(input.filter, {
    dashboardId: input.dashboardId,
    parentsExtraFormData: input.parentsExtraFormData,
    rowLimit: 1,
  });
  const bound = (aggregate: 'MIN' | 'MAX', label: string) => ({
    expressionType: 'SIMPLE' as const,
    aggregate,
    column: { column_name: target.column },
    label,
  });
  return buildQueryContext(formData, (base): RawQueryObject[] => [
    { ...base, columns: [], metrics: [bound('MIN', 'min'), bound('MAX', 'max')], orderby: [] },
  ]);
}

/** The option values in the order the rows came, each once. */
export function optionValuesOf(
  rows: ReadonlyArray<Record<string, unknown>>,
  column: string,
): unknown[] {
  const seen = new Set<string>();
  const values: unknown[] = [];
  for (const row of rows) {
    const value = row[column];
    const key = JSON.stringify(value ?? null);
    if (seen.has(key)) continue;
    seen.add(key);
    values.push(value ?? null);
  }
  return values;
}

/** `{min, max}` from the bounds query's single row; null for a missing or non-numeric bound. */
export function rangeBoundsOf(rows: ReadonlyArray<Record<string, unknown>>): {
  min: number | null;
  max: number | null;
} {
  const row = rows[0] ?? {};
  const numberOf = (value: unknown) => {
    const parsed = typeof value === 'number' ? value : Number(value);
    return value === null || value === undefined || !Number.isFinite(parsed) ? null : parsed;
  };
  return { min: numberOf(row.min), max: numberOf(row.max) };
}
