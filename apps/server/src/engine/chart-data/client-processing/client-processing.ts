/**
 * The `post_processed` result type (Superset's charts/client_processing.py): for the charts whose
 * browser code reshapes the data, the server does it too, so reports and downloads show what the
 * chart shows. `pivot_table_v2` is pivoted as the chart lays it out; `table` is returned as it is
 * displayed. Columns and metrics are first renamed to their verbose names; JSON answers carry
 * formatted numbers, CSV and XLSX raw ones. Other charts get the `full` payload unchanged.
 */
import type { ResultFormat } from '@panorama/core/query/query-object';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/query-object';
import type { Column, Metric } from '@panorama/core/query/query-object';
import type { Frame, GenericType } from '../../post-processing/frame';
import type { PostProcessedPayload, QueryPayload } from '../query-payload';
import { pivotTableV2 } from './client-pivot';
import { formatPivotCells, formatTableCells, type ColumnFormats } from './client-formats';
import { gridToJson, gridToTable } from './grid-output';
import { DEFAULT_PIVOT_AGGREGATE, isPivotAggregate } from '@panorama/core/pivot/pivot-aggregators';
import type { Grid } from './pivot-grid';

export const POST_PROCESSED_VIZ_TYPES = ['pivot_table_v2', 'table'] as const;

/** What the dataset says about names and formats (Superset's verbose_map and column_formats). */
export interface DatasetLabels {
  columns: { column_name: string; verbose_name: string | null }[];
  metrics: { metric_name: string; verbose_name: string | null; d3format: string | null }[];
}

function verboseMap(labels: DatasetLabels): Map<string, string> {
  const map = new Map<string, string>();
  for (const c of labels.columns) if (c.verbose_name) map.set(c.column_name, c.verbose_name);
  for (const m of labels.metrics) if (m.verbose_name) map.set(m.metric_name, m.verbose_name);
  return map;
}

/** The result as a frame, its columns renamed to their verbose names. */
function renamedFrame(payload: QueryPayload, verbose: Map<string, string>): Frame {
  const rename = (name: string) => verbose.get(name) ?? name;
  return {
    columns: payload.colnames.map((name, i) => ({
      name: rename(name),
      type: (payload.coltypes[i] ?? null) as GenericType,
    })),
    rows: payload.data.map((row) =>
      Object.fromEntries(payload.colnames.map((name) => [rename(name), row[name]])),
    ),
  };
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value as unknown[];
  return value === undefined || value === null ? [] : [value];
}

function isLabelled(value: unknown): value is Column | Metric {
  return typeof value === 'string' || (typeof value === 'object' && value !== null);
}

function metricLabels(value: unknown, verbose: Map<string, string> | null): string[] {
  return list(value)
    .filter(isLabelled)
    .map((m) => getMetricLabel(m as Metric))
    .map((label) => verbose?.get(label) ?? label);
}

function columnLabels(value: unknown, verbose: Map<string, string>): string[] {
  return list(value)
    .filter(isLabelled)
    .map((c) => getColumnLabel(c as Column))
    .map((label) => verbose.get(label) ?? label);
}

/** Saved metric formats, overridden by the chart's own, keyed by the label shown. */
function columnFormats(
  formData: Record<string, unknown>,
  labels: DatasetLabels,
  verbose: Map<string, string>,
): ColumnFormats {
  const formats: ColumnFormats = new Map();
  for (const m of labels.metrics)
    if (m.d3format) formats.set(verbose.get(m.metric_name) ?? m.metric_name, m.d3format);
  const own = formData.columnFormats;
  if (typeof own === 'object' && own !== null) {
    for (const [metric, format] of Object.entries(own as Record<string, unknown>))
      if (typeof format === 'string' && format !== '')
        formats.set(verbose.get(metric) ?? metric, format);
  }
  return formats;
}

function pivotGrid(
  frame: Frame,
  formData: Record<string, unknown>,
  verbose: Map<string, string>,
): Grid {
  return pivotTableV2(frame, {
    rows: columnLabels(formData.groupbyRows, verbose),
    columns: columnLabels(formData.groupbyColumns, verbose),
    metrics: metricLabels(formData.metrics, verbose),
    aggregate: isPivotAggregate(formData.aggregateFunction)
      ? formData.aggregateFunction
      : DEFAULT_PIVOT_AGGREGATE,
    transpose: formData.transposePivot === true,
    combineMetrics: formData.combineMetric === true,
    rowTotals: formData.rowTotals === true,
    colTotals: formData.colTotals === true,
    metricsOnRows: formData.metricsLayout === 'ROWS',
  });
}

function tableGrid(frame: Frame): Grid {
  return {
    rows: { keys: frame.rows.map((_, i) => [i]), names: [null], types: [null] },
    columns: {
      keys: frame.columns.map((c) => [c.name]),
      names: [null],
      types: frame.columns.map(() => null),
    },
    cells: frame.rows.map((row) => frame.columns.map((c) => row[c.name] ?? null)),
    positionalRows: true,
  };
}

export function applyClientProcessing(
  payload: QueryPayload,
  formData: Record<string, unknown>,
  resultFormat: ResultFormat,
  labels: DatasetLabels,
): QueryPayload | PostProcessedPayload {
  const vizType = formData.viz_type;
  if (vizType !== 'pivot_table_v2' && vizType !== 'table') return payload;
  const verbose = verboseMap(labels);
  const frame = renamedFrame(payload, verbose);
  const formats = columnFormats(formData, labels, verbose);
  const isJson = resultFormat === 'json';
  let grid: Grid;
  // Table columns keep their query types in files, so dates still print as dates.
  let fileTypes: GenericType[] | null = null;
  if (vizType === 'pivot_table_v2') {
    grid = pivotGrid(frame, formData, verbose);
    if (isJson) grid = formatPivotCells(grid, formData, formats);
  } else {
    grid = tableGrid(frame);
    fileTypes = frame.columns.map((c) => c.type);
    if (isJson) {
      const metrics = metricLabels(formData.metrics, verbose);
      // Percent columns are named `%<metric label>` and are not renamed.
      const percentMetrics = metricLabels(formData.percent_metrics, null).map((m) => `%${m}`);
      grid = formatTableCells(grid, frame, formData, { formats, metrics, percentMetrics });
    }
  }
  if (isJson) {
    const json = gridToJson(grid);
    return { ...payload, ...json };
  }
  const table = gridToTable(grid, fileTypes);
  return {
    ...payload,
    data: table.data,
    colnames: table.colnames,
    coltypes: table.coltypes,
    rowcount: table.rowcount,
  };
}
