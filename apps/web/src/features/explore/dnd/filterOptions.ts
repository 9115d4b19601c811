/**
 * Pure helpers of the filter popover: the Simple tab's subjects (dataset columns for WHERE, the
 * chart's metrics for HAVING), operator names, the value select's options and values, the
 * table's partition column, and the values an advanced data type check sends.
 */
import type { AdhocFilter, FilterComparator, OperatorId } from '@panorama/core/adhoc/adhoc-types';
import { type Metric } from '@panorama/core/query/query-object';
import { getMetricLabel } from '@panorama/core/query/labels';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { t } from '../../../i18n/t';
import type { DatasourceColumn, DatasourceJson } from '../../../models/datasourceTypes';
import type { ColumnValue, TableExtra } from './dndApi';

/** The operator's name in the operator select (Superset's display names). */
export function operatorLabel(id: OperatorId): string {
  switch (id) {
    case 'EQUALS':
      return t('Equal to (=)');
    case 'NOT_EQUALS':
      return t('Not equal to (≠)');
    case 'LESS_THAN':
      return t('Less than (<)');
    case 'LESS_THAN_OR_EQUAL':
      return t('Less or equal (<=)');
    case 'GREATER_THAN':
      return t('Greater than (>)');
    case 'GREATER_THAN_OR_EQUAL':
      return t('Greater or equal (>=)');
    case 'IN':
      return t('In');
    case 'NOT_IN':
      return t('Not in');
    case 'LIKE':
      return t('Like');
    case 'ILIKE':
      return t('Like (case insensitive)');
    case 'REGEX':
      return t('Regex');
    case 'IS_NOT_NULL':
      return t('Is not null');
    case 'IS_NULL':
      return t('Is null');
    case 'LATEST_PARTITION':
      return t('use latest_partition template');
    case 'IS_TRUE':
      return t('Is true');
    case 'IS_FALSE':
      return t('Is false');
    case 'TEMPORAL_RANGE':
      return t('TEMPORAL_RANGE');
  }
}

/** The chart's metrics (`metrics` and `metric`): what a HAVING filter may compare. */
export function chartMetrics(formData: QueryFormData | null | undefined): Metric[] {
  if (!formData) return [];
  const metrics: Metric[] = [];
  if (Array.isArray(formData.metrics)) metrics.push(...formData.metrics);
  if (formData.metric) metrics.push(formData.metric);
  return metrics;
}

/** Each metric's label once: the HAVING subjects of the Simple tab. */
export function metricLabels(metrics: readonly Metric[]): string[] {
  const labels = metrics.map((metric) => getMetricLabel(metric)).filter((label) => label !== '');
  return [...new Set(labels)];
}

/** Columns a filter may use: all but those marked not filterable. */
export function filterableColumns(columns: readonly DatasourceColumn[]): DatasourceColumn[] {
  return columns.filter((column) => column.filterable !== false);
}

/** Subject select values: columns by name, metrics prefixed so a metric may share a column's name. */
export const METRIC_SUBJECT_PREFIX = 'metric:';

export function subjectSelectValue(filter: AdhocFilter): string | undefined {
  if (!filter.subject) return undefined;
  return filter.clause === 'HAVING' ? `${METRIC_SUBJECT_PREFIX}${filter.subject}` : filter.subject;
}

/** A distinct value as a select option; nulls are left out (IS NULL filters for them). */
export function valueOptions(
  values: readonly ColumnValue[],
): Array<{ value: string | number; label: string }> {
  const options: Array<{ value: string | number; label: string }> = [];
  const seen = new Set<string>();
  for (const value of values) {
    if (value === null) continue;
    const optionValue = typeof value === 'boolean' ? String(value) : value;
    const key = String(optionValue);
    if (seen.has(key)) continue;
    seen.add(key);
    options.push({ value: optionValue, label: key });
  }
  return options;
}

/** The comparator as the value select holds it: a list for multi operators, else one value. */
export function comparatorForSelect(
  comparator: FilterComparator | undefined,
  multi: boolean,
): Array<string | number> | string | number | undefined {
  const plain = (value: unknown): string | number | null =>
    typeof value === 'string' || typeof value === 'number'
      ? value
      : typeof value === 'boolean'
        ? String(value)
        : null;
  if (multi) {
    const list = Array.isArray(comparator) ? comparator : comparator == null ? [] : [comparator];
    return list.map(plain).filter((value): value is string | number => value !== null);
  }
  const single = Array.isArray(comparator) ? comparator[0] : comparator;
  return plain(single) ?? undefined;
}

/** The single partition column of a table, when `table_extra` reports exactly one. */
export function partitionColumnOf(extra: TableExtra | undefined): string | null {
  const cols = extra?.partitions?.cols;
  if (!Array.isArray(cols) || cols.length !== 1) return null;
  const [only] = cols;
  return typeof only === 'string' ? only : null;
}

/** The values sent to the advanced data type check: the typed values, or [''] for none. */
export function advancedTypeValues(
  comparator: FilterComparator | undefined,
): Array<string | number> {
  const list = Array.isArray(comparator) ? comparator : comparator == null ? [] : [comparator];
  const values = list.map((value) => (typeof value === 'number' ? value : String(value)));
  return values.length > 0 ? values : [''];
}

/**
 * Whether the value select loads the column's distinct values: WHERE filters on a dataset
 * column, unless the dataset turned value suggestions off.
 */
export function loadsValueSuggestions(
  filter: AdhocFilter,
  datasource: DatasourceJson | null,
  column: DatasourceColumn | null,
): boolean {
  if (!datasource || !column || filter.clause !== 'WHERE') return false;
  if (datasource.filter_select === false || datasource.filter_select_enabled === false)
    return false;
  return column.filterable !== false;
}
