/**
 * The chart data requests behind a filter's own controls, built from the core's filter value
 * form data the way Superset's filter plugins build them: a select filter asks
 * for the distinct values of its column (sorted by the sort metric or the column, optionally
 * narrowed by the text searched), a range filter for the column's MIN and MAX.
 */
import { SELECT_FILTER_DEFAULT_CONTROL_VALUES } from '@panorama/core/filters/filter-constants';
import type { ExtraFormData, NativeFilter } from '@panorama/core/filters/filter-types';
import { filterValueFormData } from '@panorama/core/filters/filter-value-query';
import { selectSearchFilters, type SearchColumnKind } from '@panorama/core/filters/select-search';
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryContext, QueryFilter } from '@panorama/core/query/query-object';
import { filterColumn } from './nativeFilterConfig';

export interface FilterQueryOptions {
  dashboardId: number;
  parentsExtraFormData: ExtraFormData;
  rowLimit?: number;
}

/** Labels of the range query's two metrics. */
export const RANGE_MIN_LABEL = 'min';
export const RANGE_MAX_LABEL = 'max';

function sortAscending(filter: NativeFilter): boolean {
  const value = filter.controlValues.sortAscending;
  return typeof value === 'boolean' ? value : SELECT_FILTER_DEFAULT_CONTROL_VALUES.sortAscending;
}

function sortMetricOf(filter: NativeFilter): string | null {
  const metric = filter.sortMetric ?? filter.controlValues.sortMetric;
  return typeof metric === 'string' && metric !== '' ? metric : null;
}

/**
 * Distinct values of a select filter's column. `search` (search all options) narrows them on
 * the server by the typed text, as `selectSearchFilters` rules for the column's kind.
 */
export function selectOptionsQuery(
  filter: NativeFilter,
  options: FilterQueryOptions & { search?: string; searchKind?: SearchColumnKind },
): QueryContext | null {
  const column = filterColumn(filter);
  if (column === null || filter.targets[0]?.datasetId === undefined) return null;
  const formData = filterValueFormData(filter, options);
  const ascending = sortAscending(filter);
  const sortMetric = sortMetricOf(filter);
  const searchFilters = selectSearchFilters(
    column,
    options.search ?? '',
    options.searchKind ?? 'text',
  );
  return buildQueryContext(formData, (base) => {
    const filters: QueryFilter[] = [...(base.filters ?? []), ...searchFilters];
    return [
      {
        ...base,
        columns: [column],
        metrics: sortMetric ? [sortMetric] : [],
        filters,
        orderby: [[sortMetric ?? column, ascending]],
      },
    ];
  });
}

/** MIN and MAX of a range filter's column. */
export function rangeBoundsQuery(
  filter: NativeFilter,
  options: FilterQueryOptions,
): QueryContext | null {
  const column = filterColumn(filter);
  if (column === null || filter.targets[0]?.datasetId === undefined) return null;
  const formData = filterValueFormData(filter, options);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [],
      orderby: [],
      metrics: [
        {
          expressionType: 'SIMPLE',
          column: { column_name: column },
          aggregate: 'MIN',
          label: RANGE_MIN_LABEL,
        },
        {
          expressionType: 'SIMPLE',
          column: { column_name: column },
          aggregate: 'MAX',
          label: RANGE_MAX_LABEL,
        },
      ],
    },
  ]);
}
