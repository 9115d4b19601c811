/**
 * Values of the drop-zone controls: a zone edits a list, while single-value controls (`metric`,
 * `x_axis`) store one entry or null. These helpers convert between the two and describe the
 * chart's dataset for the compatibility checks.
 */
import { isRecord } from '@panorama/core/json/is-record';
import type { AdhocFilter } from '@panorama/core/adhoc/adhoc-types';
import type { DatasourceFields } from '@panorama/core/adhoc/datasource-compat';
import type { Column, Metric } from '@panorama/core/query/query-object';
import type { ControlConfig } from '../../../visualizations/controlPanelTypes';
import type {
  DatasourceColumn,
  DatasourceJson,
  DatasourceMetric,
} from '../../../models/datasourceTypes';

/**
 * Multi when the control says so; when it does not, an array value means multi (Superset's
 * shared `groupby`/`metrics` controls are multi, `metric`/`x_axis` single).
 */
export function isMultiControl(config: Pick<ControlConfig, 'multi'>, value: unknown): boolean {
  if (typeof config.multi === 'boolean') return config.multi;
  return Array.isArray(value);
}

/** The zone's entries: an array as is, a single value as a one-entry list, nothing as []. */
export function valueToList<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return [...(value as readonly T[])];
  return [value as T];
}

/** What the control stores for a list of entries. */
export function listToValue<T>(list: readonly T[], multi: boolean): T[] | T | null {
  if (multi) return [...list];
  return list[0] ?? null;
}

/** Adds an entry: appended for multi controls, replacing the value for single ones. */
export function addEntry<T>(list: readonly T[], entry: T, multi: boolean): T[] {
  return multi ? [...list, entry] : [entry];
}

export function replaceEntry<T>(list: readonly T[], index: number, entry: T): T[] {
  return list.map((current, i) => (i === index ? entry : current));
}

export function removeEntry<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

const NO_FIELDS: DatasourceFields = { columns: [], metrics: [] };

export function datasourceFields(datasource: DatasourceJson | null): DatasourceFields {
  if (!datasource) return NO_FIELDS;
  return { columns: datasource.columns, metrics: datasource.metrics };
}

/** `extra` of a control config read without widening its type: a function, when it is one. */
export function configFunction<F extends (...args: never[]) => unknown>(
  config: ControlConfig,
  key: string,
): F | undefined {
  const candidate = config[key];
  return typeof candidate === 'function' ? (candidate as F) : undefined;
}

/** A column name or an adhoc column (anything else in the value is ignored). */
export function isColumnValue(value: unknown): value is Column {
  if (typeof value === 'string') return value !== '';
  return isRecord(value) && typeof value.sqlExpression === 'string';
}

/** A saved metric name or an adhoc metric. */
export function isMetricValue(value: unknown): value is Metric {
  if (typeof value === 'string') return value !== '';
  return isRecord(value) && (value.expressionType === 'SIMPLE' || value.expressionType === 'SQL');
}

export function isFilterValue(value: unknown): value is AdhocFilter {
  return (
    isRecord(value) &&
    (value.expressionType === 'SIMPLE' || value.expressionType === 'SQL') &&
    (value.clause === 'WHERE' || value.clause === 'HAVING')
  );
}

/** The control value's entries of the kind the zone edits, whatever the stored shape. */
export function columnsOf(value: unknown): Column[] {
  return valueToList<unknown>(value).filter(isColumnValue);
}

export function metricsOf(value: unknown): Metric[] {
  return valueToList<unknown>(value).filter(isMetricValue);
}

export function filtersOf(value: unknown): AdhocFilter[] {
  return valueToList<unknown>(value).filter(isFilterValue);
}

/**
 * A column list a control's `mapStateToProps` put in its config (`options` of column zones,
 * `columns` of metric and filter zones); undefined when the config has none.
 */
export function configColumns(config: ControlConfig, key: string): DatasourceColumn[] | undefined {
  const candidate = config[key];
  if (!Array.isArray(candidate)) return undefined;
  return candidate.filter(
    (c): c is DatasourceColumn => isRecord(c) && typeof c.column_name === 'string',
  );
}

/** The saved metrics a control's config lists (`savedMetrics`); undefined when it has none. */
export function configSavedMetrics(config: ControlConfig): DatasourceMetric[] | undefined {
  const candidate = config.savedMetrics;
  if (!Array.isArray(candidate)) return undefined;
  return candidate.filter(
    (m): m is DatasourceMetric => isRecord(m) && typeof m.metric_name === 'string',
  );
}

/** Metric values a control's config lists (the filter zone's `selectedMetrics`). */
export function configMetricValues(config: ControlConfig, key: string): Metric[] | undefined {
  const candidate = config[key];
  if (!Array.isArray(candidate)) return undefined;
  return candidate.filter(isMetricValue);
}
