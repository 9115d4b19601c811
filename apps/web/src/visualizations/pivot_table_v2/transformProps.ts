/**
 * Query result + form data → the pivot table's props (pure). Each result row is split into one
 * record per metric (the metric name becomes a dimension placed first or last on the rows or
 * columns), then pivoted with the chosen aggregation into cells, subtotals and totals.
 * Headers read verbose names and formatted dates; cells read the value format (a saved
 * metric's own format first) and the conditional-formatting colours of their metric.
 */
import { getNumberFormatter, type NumberFormatter } from '@panorama/core/format/number-format';
import { getCurrencyFormatter, readCurrency } from '@panorama/core/format/currency-format';
import {
  DATABASE_DATETIME,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  SMART_DATE,
} from '@panorama/core/format/time-format';
import { type Column } from '@panorama/core/query/query-object';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import { t } from '../../i18n/t';
import type { ChartDataResult, ChartHooks, ChartProps } from '../chartPluginTypes';
import { buildColorFormatters, readConditionalFormatting } from '../shared/conditionalFormatting';
import { verboseName } from '../shared/form-data/formDataReaders';
import { readMetricList } from '../shared/formDataMetrics';
import { readSelectedFilters, type FilterableAttribute } from './pivotCrossFilter';
import { buildPivot, type Pivot, type PivotKey, type PivotValue } from './pivotData';
import { readPivotSettings, type PivotSettings } from './pivotFormData';

/** Record fields the pivot adds; chosen so they cannot clash with a result column. */
export const METRIC_FIELD = '\u0000metric';
export const VALUE_FIELD = '\u0000value';

/** GenericDataType TEMPORAL in `coltypes`. */
const TEMPORAL = 2;

export interface PivotAttribute {
  /** The record field: a result column's label, or METRIC_FIELD. */
  id: string;
  /** Header of the attribute (verbose name, or "Metric"). */
  label: string;
  /** The query dimension behind it, for cross filters and drilling; null for the metric level. */
  filter: FilterableAttribute | null;
  formatValue: (value: PivotValue) => string;
}

export interface PivotTableChartProps {
  width: number;
  height: number;
  pivot: Pivot;
  rowAttributes: PivotAttribute[];
  colAttributes: PivotAttribute[];
  /** The totals column and row (forced when an axis has no dimension at all). */
  showRowTotals: boolean;
  showColTotals: boolean;
  rowSubtotals: boolean;
  colSubtotals: boolean;
  totalLabel: string;
  subtotalLabel: string;
  formatCell: (rowKey: PivotKey, colKey: PivotKey) => string;
  cellColor: (rowKey: PivotKey, colKey: PivotKey) => string | undefined;
  allowRenderHtml: boolean;
  selectedFilters: Record<string, PivotValue[]>;
  setDataMask?: ChartHooks['setDataMask'];
  onContextMenu?: ChartHooks['onContextMenu'];
}

function isNumericColumn(rows: ReadonlyArray<Record<string, unknown>>, key: string): boolean {
  return rows.every(
    (row) => row[key] === null || row[key] === undefined || typeof row[key] === 'number',
  );
}

/** How a temporal dimension's values read (Superset's rules for `date_format`). */
function dateFormatter(
  settings: PivotSettings,
  grain: string | undefined,
  numeric: boolean,
): (value: unknown) => string {
  if (settings.dateFormat !== SMART_DATE) {
    const format = getTimeFormatter(settings.dateFormat);
    return (value) => format(value as number);
  }
  if (grain) {
    const format = getTimeFormatterForGranularity(grain);
    return (value) => format(value as number);
  }
  if (numeric) {
    const format = getTimeFormatter(DATABASE_DATETIME);
    return (value) => format(value as number);
  }
  return (value) => String(value);
}

function plainText(value: PivotValue): string {
  return value === null ? 'null' : String(value);
}

/**
 * Each metric's own formatter: its saved d3 format before `valueFormat` (which always has a
 * value), and the chart's `currency_format` when it names a currency, else the saved currency.
 */
function metricFormats(
  chartProps: ChartProps,
  metricLabels: string[],
  valueFormat: string,
): Map<string, NumberFormatter> {
  const { datasource, formData } = chartProps;
  const chartCurrency = readCurrency(formData.currency_format);
  const formats = new Map<string, NumberFormatter>();
  for (const label of metricLabels) {
    const metric = datasource?.metrics?.find((m) => m.metric_name === label);
    const savedFormat = metric?.d3format || datasource?.column_formats?.[label];
    const currency = chartCurrency?.symbol
      ? chartCurrency
      : readCurrency(datasource?.currency_formats?.[label] ?? metric?.currency);
    if (currency?.symbol) {
      formats.set(label, getCurrencyFormatter({ d3Format: savedFormat || valueFormat, currency }));
    } else if (savedFormat) formats.set(label, getNumberFormatter(savedFormat));
  }
  return formats;
}

/** The metric a cell belongs to, when the metric level is part of its keys. */
function metricOf(
  rowKey: PivotKey,
  colKey: PivotKey,
  rowMetricIndex: number,
  colMetricIndex: number,
): string | undefined {
  const fromRow = rowMetricIndex >= 0 ? rowKey[rowMetricIndex] : undefined;
  const fromCol = colMetricIndex >= 0 ? colKey[colMetricIndex] : undefined;
  const metric = fromRow ?? fromCol;
  return typeof metric === 'string' ? metric : undefined;
}

export function transformProps(chartProps: ChartProps): PivotTableChartProps {
  const { formData, queriesData, datasource, width, height, hooks, filterState } = chartProps;
  const settings = readPivotSettings(formData);
  const result: ChartDataResult | undefined = queriesData[0];
  const data = result?.data ?? [];
  const colnames = result?.colnames ?? [];
  const coltypes = result?.coltypes ?? [];
  const metricLabels = [...new Set(readMetricList(formData.metrics).map(getMetricLabel))];
  const grainValue = formData.extra_form_data?.time_grain_sqla ?? formData.time_grain_sqla;
  const grain = typeof grainValue === 'string' && grainValue ? grainValue : undefined;
  const temporal = new Set(colnames.filter((_, index) => coltypes[index] === TEMPORAL));

  const dimension = (column: Column): PivotAttribute => {
    const id = getColumnLabel(column);
    const isTemporal = temporal.has(id);
    const formatDate = isTemporal
      ? dateFormatter(settings, grain, isNumericColumn(data, id))
      : null;
    return {
      id,
      label: verboseName(datasource, id),
      filter: { id, column, ...(isTemporal && grain ? { grain } : {}) },
      formatValue: (value) => (formatDate && value !== null ? formatDate(value) : plainText(value)),
    };
  };
  const metricAttribute: PivotAttribute = {
    id: METRIC_FIELD,
    label: t('Metric'),
    filter: null,
    formatValue: (value) => (value === null ? '' : verboseName(datasource, String(value))),
  };

  let rowAttributes = settings.groupbyRows.map(dimension);
  let colAttributes = settings.groupbyColumns.map(dimension);
  if (settings.transposePivot) [rowAttributes, colAttributes] = [colAttributes, rowAttributes];
  if (settings.metricsLayout === 'ROWS') {
    rowAttributes = settings.combineMetric
      ? [...rowAttributes, metricAttribute]
      : [metricAttribute, ...rowAttributes];
  } else {
    colAttributes = settings.combineMetric
      ? [...colAttributes, metricAttribute]
      : [metricAttribute, ...colAttributes];
  }

  // One record per metric value; cells without a value stay empty rather than zero.
  const records = data.flatMap((row) =>
    metricLabels
      .map((name) => ({ ...row, [METRIC_FIELD]: name, [VALUE_FIELD]: row[name] }))
      .filter((record) => record[VALUE_FIELD] !== null && record[VALUE_FIELD] !== undefined),
  );

  const pivot = buildPivot(records, {
    rows: rowAttributes.map((attribute) => attribute.id),
    cols: colAttributes.map((attribute) => attribute.id),
    valueField: VALUE_FIELD,
    aggregateFunction: settings.aggregateFunction,
    rowOrder: settings.rowOrder,
    colOrder: settings.colOrder,
    fixedOrders: { [METRIC_FIELD]: metricLabels },
    rowSubtotals: settings.rowSubTotals,
    colSubtotals: settings.colSubTotals,
    rowSubtotalsOnTop: settings.rowSubtotalOnTop,
    colSubtotalsOnTop: settings.colSubtotalOnTop,
  });

  const defaultFormat = getCurrencyFormatter({
    d3Format: settings.valueFormat,
    currency: readCurrency(formData.currency_format),
  });
  const formats = metricFormats(chartProps, metricLabels, settings.valueFormat);
  const rowMetricIndex = rowAttributes.findIndex((attribute) => attribute.id === METRIC_FIELD);
  const colMetricIndex = colAttributes.findIndex((attribute) => attribute.id === METRIC_FIELD);
  const colorFormatters = buildColorFormatters(
    readConditionalFormatting(formData.conditional_formatting),
    data,
  );

  const formatCell = (rowKey: PivotKey, colKey: PivotKey): string => {
    const value = pivot.value(rowKey, colKey);
    if (value === null) return '';
    if (typeof value === 'string') return value;
    const metric = metricOf(rowKey, colKey, rowMetricIndex, colMetricIndex);
    const format = (metric && formats.get(metric)) || defaultFormat;
    return format(value);
  };

  const cellColor = (rowKey: PivotKey, colKey: PivotKey): string | undefined => {
    // Totals and subtotals are never coloured (subtotals are set in bold instead).
    if (rowKey.length < rowAttributes.length || colKey.length < colAttributes.length)
      return undefined;
    const metric = metricOf(rowKey, colKey, rowMetricIndex, colMetricIndex);
    if (!metric) return undefined;
    return colorFormatters.get(metric)?.(pivot.value(rowKey, colKey));
  };

  const aggregateLabel = t(settings.aggregateFunction);
  return {
    width,
    height,
    pivot,
    rowAttributes,
    colAttributes,
    showRowTotals: settings.rowTotals || colAttributes.length === 0,
    showColTotals: settings.colTotals || rowAttributes.length === 0,
    rowSubtotals: settings.rowSubTotals,
    colSubtotals: settings.colSubTotals,
    totalLabel: t('Total (%s)', aggregateLabel),
    subtotalLabel: t('Subvalue (%s)', aggregateLabel),
    formatCell,
    cellColor,
    allowRenderHtml: settings.allowRenderHtml,
    selectedFilters: readSelectedFilters(filterState),
    setDataMask: hooks.setDataMask,
    onContextMenu: hooks.onContextMenu,
  };
}
