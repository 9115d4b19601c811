/**
 * Pure helpers of the edit dataset modal: validation of the draft, folding certification into a
 * metric's `extra` JSON text, and the body of `POST /datasource/save/`.
 */
import { parseJsonObject } from '@panorama/core/json/json-object';
import { t } from '../../i18n/t';
import { isCalculated } from '../../models/datasourceTypes';
import type {
  DatasourceColumn,
  DatasourceJson,
  DatasourceMetric,
} from '../../models/datasourceTypes';

/** Whether `text` is empty or a JSON object (what the server accepts for `extra`). */
export function isJsonObjectText(text: string | null | undefined): boolean {
  if (text === null || text === undefined || text.trim() === '') return true;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

const blankToNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value;

/**
 * The metric's `extra` with its certification and warning as the editor shows them:
 * `{"certification": {"certified_by", "details"}, "warning_markdown"}`, other keys kept.
 * Null when nothing is left.
 */
export function metricExtraText(metric: DatasourceMetric): string | null {
  const extra = parseJsonObject(metric.extra);
  delete extra.certification;
  delete extra.warning_markdown;
  const certifiedBy = blankToNull(metric.certified_by);
  const details = blankToNull(metric.certification_details);
  if (certifiedBy !== null || details !== null)
    extra.certification = { certified_by: certifiedBy, details };
  const warning = blankToNull(metric.warning_markdown);
  if (warning !== null) extra.warning_markdown = warning;
  return Object.keys(extra).length > 0 ? JSON.stringify(extra) : null;
}

/**
 * Every problem that keeps the draft from being saved, in display order. Items for which
 * `untouched` answers true (just added, not yet edited) are left out, so a new row does not
 * open with an error the user has had no chance to avoid.
 */
export function draftErrors(
  draft: DatasourceJson,
  untouched: (item: object) => boolean = () => false,
): string[] {
  const errors: string[] = [];
  const metricNames = new Set<string>();
  for (const metric of draft.metrics) {
    if (untouched(metric)) {
      metricNames.add(metric.metric_name.trim());
      continue;
    }
    const name = metric.metric_name.trim();
    if (name === '') errors.push(t('Metric name is required'));
    else if (metricNames.has(name)) errors.push(t('Duplicate metric name: %s', name));
    metricNames.add(name);
    if (metric.expression.trim() === '')
      errors.push(t('Metric "%s" needs a SQL expression', name || '?'));
  }
  const columnNames = new Set<string>();
  for (const column of draft.columns) {
    if (untouched(column)) {
      columnNames.add(column.column_name.trim());
      continue;
    }
    const name = column.column_name.trim();
    if (name === '') errors.push(t('Column name is required'));
    else if (columnNames.has(name)) errors.push(t('Duplicate column name: %s', name));
    columnNames.add(name);
    if (isCalculated(column) && (column.expression ?? '').trim() === '')
      errors.push(t('Calculated column "%s" needs a SQL expression', name || '?'));
  }
  if (!isJsonObjectText(draft.extra)) errors.push(t('Extra must be a valid JSON object'));
  const timeout = draft.cache_timeout;
  if (timeout !== null && (!Number.isInteger(timeout) || timeout < 0))
    errors.push(t('Cache timeout must be a whole number of seconds, 0 or more'));
  return dedupe(errors);
}

function dedupe(items: string[]): string[] {
  return [...new Set(items)];
}

/** A new calculated column: the editor asks for a name and an expression. */
export function newCalculatedColumn(existing: readonly DatasourceColumn[]): DatasourceColumn {
  return {
    column_name: uniqueName(
      'calculated_column',
      existing.map((c) => c.column_name),
    ),
    verbose_name: null,
    description: null,
    expression: '',
    type: null,
    is_dttm: false,
    groupby: true,
    filterable: true,
  };
}

export function newMetric(existing: readonly DatasourceMetric[]): DatasourceMetric {
  return {
    metric_name: uniqueName(
      'new_metric',
      existing.map((m) => m.metric_name),
    ),
    verbose_name: null,
    expression: '',
    d3format: null,
    description: null,
    certified_by: null,
    certification_details: null,
    warning_markdown: null,
  };
}

/** `base`, or `base_2`, `base_3`... whichever is free. */
export function uniqueName(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}

/**
 * The `data` object of `POST /datasource/save/`: the whole dataset JSON, metrics carrying their
 * certification inside `extra`, names trimmed.
 */
export function savePayload(draft: DatasourceJson): DatasourceJson {
  return {
    ...draft,
    extra: blankToNull(draft.extra),
    metrics: draft.metrics.map((metric) => ({
      ...metric,
      metric_name: metric.metric_name.trim(),
      extra: metricExtraText(metric),
    })),
    columns: draft.columns.map((column) => ({
      ...column,
      column_name: column.column_name.trim(),
    })),
  };
}

/** The editable draft of a fetched dataset: blank stored expressions mean physical columns. */
export function draftFromDatasource(data: DatasourceJson): DatasourceJson {
  return {
    ...data,
    columns: data.columns.map((column) => ({
      ...column,
      expression: (column.expression ?? '').trim() === '' ? null : column.expression,
    })),
  };
}
