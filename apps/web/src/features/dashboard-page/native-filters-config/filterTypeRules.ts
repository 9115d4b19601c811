/**
 * What each filter type needs and offers in the configuration form:
 * which types read a dataset and a column, which take pre-filters, sorting, select switches and
 * parent filters, and which dataset columns a type may target.
 */
import {
  GENERIC_TYPE,
  genericTypeOf,
  isTemporalColumn,
  type ColumnMeta,
} from '@panorama/core/adhoc/column-meta';
import type { FilterType } from '@panorama/core/filters/filter-types';

export const FILTER_TYPES: readonly FilterType[] = [
  'filter_select',
  'filter_range',
  'filter_time',
  'filter_timecolumn',
  'filter_timegrain',
];

/**
 * The types offered in the configuration modal: the stable five, plus the group-by filter when
 * DASHBOARD_FILTERS_EXPERIMENTAL is on (Superset registered that plugin only then).
 */
export function offeredFilterTypes(experimentalFilters: boolean): readonly FilterType[] {
  return experimentalFilters ? [...FILTER_TYPES, 'filter_groupby'] : FILTER_TYPES;
}

/** English labels (shown through t()), Superset's names for the filter types. */
export const FILTER_TYPE_LABELS: Record<FilterType, string> = {
  filter_select: 'Value',
  filter_range: 'Numerical range',
  filter_time: 'Time range',
  filter_timecolumn: 'Time column',
  filter_timegrain: 'Time grain',
  filter_groupby: 'Group By',
};

type AnyFilterType = FilterType | (string & {});

/** Every type but the time range reads its options from a dataset. */
export function hasDatasetTarget(type: AnyFilterType): boolean {
  return type !== 'filter_time';
}

/** Value and range filters apply to one column of that dataset. */
export function hasColumnTarget(type: AnyFilterType): boolean {
  return type === 'filter_select' || type === 'filter_range';
}

/** Types whose option query runs on the dataset and can therefore be narrowed. */
export function hasPreFilters(type: AnyFilterType): boolean {
  return type === 'filter_select' || type === 'filter_range';
}

/** Only a value filter's options have an order worth choosing. */
export function hasSorting(type: AnyFilterType): boolean {
  return type === 'filter_select';
}

export function hasSelectOptions(type: AnyFilterType): boolean {
  return type === 'filter_select';
}

/** The group-by filter's one switch, 'Multiple select' (off unless chosen, as in Superset). */
export function hasMultiSelectOnly(type: AnyFilterType): boolean {
  return type === 'filter_groupby';
}

/** Types whose option query takes its parents' values (cascadeParentIds). */
export function canHaveParents(type: AnyFilterType): boolean {
  return type === 'filter_select' || type === 'filter_range';
}

/** Types whose value can narrow a child's options: the ones that emit filters or a time range. */
export function canBeParent(type: AnyFilterType): boolean {
  return type === 'filter_select' || type === 'filter_range' || type === 'filter_time';
}

/** The dataset columns a filter of this type may target. */
export function columnsForType<C extends ColumnMeta>(
  type: AnyFilterType,
  columns: readonly C[],
): C[] {
  const filterable = columns.filter((column) => column.filterable !== false);
  if (type === 'filter_range') {
    return filterable.filter((column) => genericTypeOf(column) === GENERIC_TYPE.NUMERIC);
  }
  return filterable;
}

/** Columns a pre-filter time range (and a time-column filter) may use. */
export function temporalColumns<C extends ColumnMeta>(columns: readonly C[]): C[] {
  return columns.filter((column) => isTemporalColumn(column));
}
