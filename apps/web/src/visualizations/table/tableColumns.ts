/**
 * What each table column is and how its cells read: header label (verbose names), kind
 * (dimension, metric, percent metric), alignment, width, cell bars and the text formatter
 * (column config format, then the dataset's metric format, then SMART_NUMBER for metrics;
 * dates by the column's time format, the grain, or the table timestamp format).
 */
import { SMART_NUMBER } from '@panorama/core/format/number-format';
import { readCurrency, type Currency } from '@panorama/core/format/currency-format';
import {
  DATABASE_DATETIME,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  SMART_DATE,
} from '@panorama/core/format/time-format';
import type { DatasourceJson } from '../../models/datasourceTypes';
import { numberCellFormatter, readFractionDigits } from './numberCellFormat';
import type { TableColumnConfig } from './tableFormData';

/** Superset's GenericDataType codes (`coltypes` of a chart data result). */
export const DataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

export type ColumnKind = 'dimension' | 'metric' | 'percentMetric';
export type Alignment = 'left' | 'center' | 'right';

export interface TableColumn {
  key: string;
  label: string;
  kind: ColumnKind;
  dataType: number;
  isNumeric: boolean;
  align: Alignment;
  /** Minimum width in pixels from the column config, else sized automatically. */
  width?: number;
  showCellBars: boolean;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
  /** [min, max] of the values the bars scale to; null without bars. */
  valueRange: [number, number] | null;
  format: (value: unknown) => string;
}

/** Shown for SQL NULL. */
export const NULL_TEXT = 'N/A';

/** Percent metrics default to three decimals, like Superset. */
const PERCENT_FORMAT = '.3%';

export interface ColumnSettings {
  columnConfig: Record<string, TableColumnConfig>;
  datasource: DatasourceJson | null;
  metricLabels: Set<string>;
  percentMetricLabels: Set<string>;
  timeGrain: string | undefined;
  tableTimestampFormat: string;
  showCellBars: boolean;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
  /** Raw records mode (no group by, no metrics). */
  isRawRecords: boolean;
}

function inferDataType(rows: readonly Record<string, unknown>[], key: string): number {
  for (const row of rows.slice(0, 50)) {
    const value = row[key];
    if (value === null || value === undefined) continue;
    if (typeof value === 'number' || typeof value === 'bigint') return DataType.NUMERIC;
    if (typeof value === 'boolean') return DataType.BOOLEAN;
    return DataType.STRING;
  }
  return DataType.STRING;
}

function plainText(value: unknown): string {
  if (value === null || value === undefined) return NULL_TEXT;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean | bigint);
}

function metricFormat(datasource: DatasourceJson | null, label: string): string | undefined {
  const metric = datasource?.metrics?.find((m) => m.metric_name === label);
  return metric?.d3format ?? datasource?.column_formats?.[label] ?? undefined;
}

/** The column's own currency when it names one, else the saved metric's (metrics only). */
function columnCurrency(
  config: TableColumnConfig,
  datasource: DatasourceJson | null,
  metricLabel: string | null,
): Currency | null {
  const own = readCurrency(config.currencyFormat);
  if (own?.symbol || metricLabel === null) return own?.symbol ? own : null;
  const metric = datasource?.metrics?.find((m) => m.metric_name === metricLabel);
  return readCurrency(datasource?.currency_formats?.[metricLabel] ?? metric?.currency);
}

function numberFormatter(
  format: string | undefined,
  config: TableColumnConfig,
  currency: Currency | null = null,
): (value: unknown) => string {
  const formatter = numberCellFormatter({
    format,
    smallFormat: config.d3SmallNumberFormat || undefined,
    fractionDigits: readFractionDigits(config.fractionDigits),
    currency,
  });
  return (value) =>
    typeof value === 'number'
      ? formatter(value)
      : value === null || value === undefined
        ? NULL_TEXT
        : plainText(value);
}

/** A number column of the data (not a metric) is shown as it came unless a setting says otherwise. */
function hasNumberSettings(config: TableColumnConfig): boolean {
  return Boolean(
    config.d3NumberFormat ||
    config.d3SmallNumberFormat ||
    readCurrency(config.currencyFormat)?.symbol ||
    readFractionDigits(config.fractionDigits) !== undefined,
  );
}

/** A configured width, from a number or the text of one; anything else sizes automatically. */
function configuredWidth(value: unknown): number | undefined {
  const width = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof width === 'number' && Number.isFinite(width) && width > 0 ? width : undefined;
}

function timeFormatter(
  config: TableColumnConfig,
  settings: ColumnSettings,
  isTimeAxis: boolean,
  dataType: number,
): (value: unknown) => string {
  const chosen = config.d3TimeFormat || settings.tableTimestampFormat;
  let format: (value: number | string | Date) => string;
  if (chosen !== SMART_DATE) format = getTimeFormatter(chosen);
  else if (isTimeAxis && settings.timeGrain)
    format = getTimeFormatterForGranularity(settings.timeGrain);
  else if (dataType === DataType.TEMPORAL) format = getTimeFormatter(DATABASE_DATETIME);
  else return plainText;
  return (value) =>
    value === null || value === undefined
      ? NULL_TEXT
      : typeof value === 'number' || typeof value === 'string'
        ? format(value)
        : plainText(value);
}

function verboseLabel(datasource: DatasourceJson | null, key: string): string {
  return datasource?.verbose_map?.[key] || key;
}

export interface ColumnInput {
  key: string;
  coltype: number | undefined;
  /** The column the query truncated to the time grain (BASE_AXIS or `__timestamp`). */
  isTimeAxis: boolean;
}

export function describeColumn(
  input: ColumnInput,
  rows: readonly Record<string, unknown>[],
  settings: ColumnSettings,
): TableColumn {
  const { key } = input;
  const config = settings.columnConfig[key] ?? {};
  const isPercent = settings.percentMetricLabels.has(key);
  const isMetric = !isPercent && settings.metricLabels.has(key);
  const kind: ColumnKind = isPercent ? 'percentMetric' : isMetric ? 'metric' : 'dimension';
  const dataType = input.coltype ?? inferDataType(rows, key);
  const isNumeric = dataType === DataType.NUMERIC;
  const isTemporal = dataType === DataType.TEMPORAL || input.isTimeAxis;

  let format: (value: unknown) => string;
  if (isTemporal) format = timeFormatter(config, settings, input.isTimeAxis, dataType);
  else if (isPercent) format = numberFormatter(config.d3NumberFormat || PERCENT_FORMAT, config);
  else if (isMetric)
    format = numberFormatter(
      config.d3NumberFormat || metricFormat(settings.datasource, key) || SMART_NUMBER,
      config,
      columnCurrency(config, settings.datasource, key),
    );
  else if (isNumeric && hasNumberSettings(config))
    format = numberFormatter(
      config.d3NumberFormat || undefined,
      config,
      columnCurrency(config, settings.datasource, null),
    );
  else format = plainText;

  const label = isPercent
    ? `%${verboseLabel(settings.datasource, key.slice(1))}`
    : verboseLabel(settings.datasource, key);
  // Raw records have no metrics: their number columns take the bars instead.
  const barsWanted =
    (config.showCellBars ?? settings.showCellBars) &&
    (kind !== 'dimension' || settings.isRawRecords) &&
    isNumeric &&
    !isTemporal;
  const alignPositiveNegative = config.alignPositiveNegative ?? settings.alignPositiveNegative;
  const width = configuredWidth(config.columnWidth);
  return {
    key,
    label,
    kind,
    dataType,
    isNumeric,
    align: config.horizontalAlign ?? (isNumeric && !isTemporal ? 'right' : 'left'),
    ...(width === undefined ? {} : { width }),
    showCellBars: barsWanted,
    alignPositiveNegative,
    colorPositiveNegative: config.colorPositiveNegative ?? settings.colorPositiveNegative,
    valueRange: barsWanted ? valueRange(rows, key, alignPositiveNegative) : null,
    format,
  };
}

/** The scale of a column's cell bars: [0, max |v|] when aligned, else [min, max]. */
export function valueRange(
  rows: readonly Record<string, unknown>[],
  key: string,
  alignPositiveNegative: boolean,
): [number, number] | null {
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    const value = row[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const v = alignPositiveNegative ? Math.abs(value) : value;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (min === Infinity) return null;
  return alignPositiveNegative ? [0, max] : [min, max];
}
