/**
 * Query result + form data → the time-series table's rows and cells (pure). Rows are the
 * metrics, or the groups of the one metric; columns are `column_collection`. Every cell is
 * computed here (value, text, colour, or the sparkline's geometry and hover labels) so the
 * component only draws.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter } from '@panorama/core/format/time-format';
import { type Metric } from '@panorama/core/query/query-object';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import { t } from '../../i18n/t';
import type { ChartProps } from '../chartPluginTypes';
import { estimateTextWidth } from '../shared/text/textMeasure';
import { readColumns, verboseName } from '../shared/form-data/formDataReaders';
import { readMetricList } from '../shared/formDataMetrics';
import { colorFromBounds } from './boundsColor';
import { sparklineShape, type SparklineShape } from './sparklineShape';
import { pivotByTime, type TimeEntry } from './timeTableData';
import { readColumnCollection, type TimeTableColumn } from './timeTableColumns';
import { renderUrlTemplate } from './urlTemplate';
import { contribution, periodAverage, sparklineValues, timeComparison } from './timeTableValues';

export interface ValueCell {
  kind: 'value';
  value: number | null;
  text: string;
  color: string | null;
  error?: string;
}

export interface SparkCell {
  kind: 'spark';
  shape: SparklineShape;
  /** Hover text per slot: the formatted value and date. */
  labels: Array<{ value: string; time: string }>;
  /** The axis labels at the top and bottom when the y axis shows. */
  axisLabels: { max: string; min: string } | null;
  /** The latest value, for sorting. */
  value: number | null;
}

export type TimeTableCell = ValueCell | SparkCell;

export interface TimeTableRow {
  id: string;
  label: string;
  url: string | null;
  cells: Record<string, TimeTableCell>;
}

export interface TimeTableChartProps {
  width: number;
  height: number;
  columns: Array<TimeTableColumn & { title: string }>;
  rows: TimeTableRow[];
  /** Grouped tables start sorted by their first column, largest first (Superset's default). */
  defaultSort: { key: string; desc: boolean } | null;
}

const AXIS_FONT_SIZE = 10;

function columnTitle(column: TimeTableColumn): string {
  if (column.label) return column.label;
  switch (column.colType) {
    case 'time':
      return t('Time comparison');
    case 'contrib':
      return t('Contribution');
    case 'spark':
      return t('Sparkline');
    case 'avg':
      return t('Period average');
  }
}

function valueCell(column: TimeTableColumn, entries: TimeEntry[], series: string): ValueCell {
  const computed =
    column.colType === 'contrib'
      ? contribution(entries, series)
      : column.colType === 'avg'
        ? periodAverage(entries, series, column.timeLag)
        : timeComparison(entries, series, column.timeLag, column.comparisonType);
  const format = getNumberFormatter(column.d3format || undefined);
  return {
    kind: 'value',
    value: computed.value,
    text: computed.error ?? (computed.value === null ? '' : format(computed.value)),
    color: computed.error ? null : colorFromBounds(computed.value, column.bounds),
    ...(computed.error ? { error: computed.error } : {}),
  };
}

function sparkCell(column: TimeTableColumn, entries: TimeEntry[], series: string): SparkCell {
  const points = sparklineValues(entries, series, column.timeRatio);
  const values = points.map((point) => point.value);
  const format = getNumberFormatter(column.d3format || undefined);
  const formatTime = getTimeFormatter(column.dateFormat || undefined);
  const measure = (bounds: [number | null, number | null], labelWidth: number) =>
    sparklineShape(values, {
      width: column.width,
      height: column.height,
      type: column.sparkType,
      yBounds: bounds,
      labelWidth,
    });
  let shape = measure(column.yAxisBounds, 0);
  let axisLabels: SparkCell['axisLabels'] = null;
  if (column.showYAxis) {
    axisLabels = { max: format(shape.max), min: format(shape.min) };
    const labelWidth =
      Math.max(
        ...[axisLabels.max, axisLabels.min].map((text) =>
          estimateTextWidth(text, AXIS_FONT_SIZE, false),
        ),
      ) + 4;
    shape = measure(column.yAxisBounds, labelWidth);
  }
  const last = [...values].reverse().find((value) => value !== null) ?? null;
  return {
    kind: 'spark',
    shape,
    labels: points.map((point) => ({
      value: point.value === null ? '' : format(point.value),
      time: formatTime(point.time),
    })),
    axisLabels,
    value: last,
  };
}

export function transformProps(chartProps: ChartProps): TimeTableChartProps {
  const { formData, queriesData, datasource, width, height } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const groupbyLabels = readColumns(formData.groupby).map(getColumnLabel);
  const grouped = groupbyLabels.length > 0;
  const metrics: Metric[] = readMetricList(formData.metrics);
  const usedMetrics = grouped ? metrics.slice(0, 1) : metrics;
  const metricLabels = usedMetrics.map(getMetricLabel);
  const { entries, series } = pivotByTime(data, groupbyLabels, metricLabels);
  const columns = readColumnCollection(formData.column_collection).map((column) => ({
    ...column,
    title: columnTitle(column),
  }));
  const urlTemplate = typeof formData.url === 'string' ? formData.url : '';

  const rows: TimeTableRow[] = series.map((name) => {
    const label = grouped ? name : verboseName(datasource, name);
    // Mustache context of Superset's TimeTable: the row as `metric`.
    const metric = grouped
      ? { label: name }
      : { label: name, metric_name: name, verbose_name: label };
    const cells: Record<string, TimeTableCell> = {};
    for (const column of columns) {
      cells[column.key] =
        column.colType === 'spark'
          ? sparkCell(column, entries, name)
          : valueCell(column, entries, name);
    }
    return { id: name, label, url: renderUrlTemplate(urlTemplate, { metric }), cells };
  });

  const [firstColumn] = columns;
  return {
    width,
    height,
    columns,
    rows,
    defaultSort: grouped && firstColumn ? { key: firstColumn.key, desc: true } : null,
  };
}
