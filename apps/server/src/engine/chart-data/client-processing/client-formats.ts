/**
 * The number formats the pivot table and table charts apply to their cells, applied on the
 * server for JSON `post_processed` answers (files keep raw numbers):
 * - pivot: each metric's format (the chart's `columnFormats`, else the dataset's d3format), else
 *   the chart's `valueFormat`, else SMART_NUMBER; total columns use `valueFormat`;
 * - table: percent metrics `,.3%`, metrics SMART_NUMBER, and any numeric column whose format is
 *   set (`column_config[col].d3NumberFormat` or the dataset's); other columns are left alone.
 * Currency formats are not applied.
 */
import { formatNumber, SMART_NUMBER } from '@panorama/core/format/number-format';
import { NUMERIC, type Frame } from '../../post-processing/frame';
import { isMissing } from '../../post-processing/values';
import type { Grid } from './pivot-grid';

/** d3 format by the column label shown (verbose name). */
export type ColumnFormats = Map<string, string>;

/** Superset's PERCENT_3_POINT, the table chart's default for percent metrics. */
export const PERCENT_3_POINT = ',.3%';

function formatCell(format: string, value: unknown): unknown {
  if (isMissing(value)) return null;
  if (typeof value !== 'number') return value;
  return Number.isFinite(value) ? formatNumber(format, value) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function formatPivotCells(
  grid: Grid,
  formData: Record<string, unknown>,
  formats: ColumnFormats,
): Grid {
  const valueFormat = text(formData.valueFormat);
  const metricsOnRows = formData.metricsLayout === 'ROWS';
  const formatOf = (key: readonly unknown[]): string => {
    const metric = formData.combineMetric === true ? key[key.length - 1] : key[0];
    return (
      (typeof metric === 'string' ? formats.get(metric) : undefined) ?? valueFormat ?? SMART_NUMBER
    );
  };
  const rowFormats = grid.rows.keys.map(formatOf);
  const columnFormats = grid.columns.keys.map(formatOf);
  return {
    ...grid,
    cells: grid.cells.map((row, i) =>
      row.map((value, j) =>
        formatCell((metricsOnRows ? rowFormats[i] : columnFormats[j]) ?? SMART_NUMBER, value),
      ),
    ),
  };
}

function configuredFormat(formData: Record<string, unknown>, column: string): string | null {
  const config = formData.column_config;
  if (typeof config !== 'object' || config === null) return null;
  const own = (config as Record<string, unknown>)[column];
  if (typeof own !== 'object' || own === null) return null;
  return text((own as Record<string, unknown>).d3NumberFormat);
}

export function formatTableCells(
  grid: Grid,
  frame: Frame,
  formData: Record<string, unknown>,
  options: { formats: ColumnFormats; metrics: string[]; percentMetrics: string[] },
): Grid {
  const formatsByColumn = frame.columns.map((column): string | null => {
    const numeric =
      column.type === NUMERIC ||
      (column.type === null &&
        frame.rows.some((r) => !isMissing(r[column.name])) &&
        frame.rows.every((r) => isMissing(r[column.name]) || typeof r[column.name] === 'number'));
    const format =
      configuredFormat(formData, column.name) ?? options.formats.get(column.name) ?? null;
    if (options.percentMetrics.includes(column.name)) return format ?? PERCENT_3_POINT;
    if (numeric && (options.metrics.includes(column.name) || format !== null))
      return format ?? SMART_NUMBER;
    return null;
  });
  return {
    ...grid,
    cells: grid.cells.map((row) =>
      row.map((value, j) => {
        const format = formatsByColumn[j];
        return format ? formatCell(format, value) : value;
      }),
    ),
  };
}
