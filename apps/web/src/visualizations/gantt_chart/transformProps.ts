/**
 * Query result + form data → the Gantt chart's ECharts option (pure). Every result row is a bar
 * from its start to its end time in the row of its y-axis category (`ganttRows.ts`), coloured
 * by its series value; category names are written left of the plot, dashed lines separate the
 * categories. The tooltip lists the tooltip metrics and columns of the bar, times and numbers
 * in their own formats.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter } from '@panorama/core/format/time-format';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../chartPluginTypes';
import { toPrimitive, temporalColumnsOf } from '../shared/categories/groupValues';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import {
  readBoolean,
  readNumber,
  readOptionalString,
  readString,
} from '../shared/echarts/formDataValues';
import { itemTooltip } from '../shared/echarts/itemTooltip';
import { buildLegend, legendPadding, readLegendSettings } from '../shared/echarts/legend';
import { tooltipHtml } from '../shared/extended-echarts/tooltipHtml';
import { readColumnLabel, readColumnList } from '../shared/form-data/formDataColumns';
import { verboseName } from '../shared/form-data/formDataReaders';
import { readMetricList } from '../shared/formDataMetrics';
import { estimateTextWidth } from '../shared/text/textMeasure';
import { ganttBarRenderer } from './ganttBars';
import { ganttTimeBounds } from './ganttTimeBounds';
import { layoutGanttRows } from './ganttRows';

export interface GanttChartProps {
  /** ECharts option with custom, line (mark lines) and zoom parts. */
  option: Record<string, unknown>;
  width: number;
  height: number;
}

const LABEL_FONT_SIZE = 12;
const LABEL_GAP = 12;
/** Estimated widths run a little short of drawn text; without slack short names get cut. */
const LABEL_SLACK = 8;
/** A category name may take at most this share of the chart's width. */
const MAX_LABEL_SHARE = 0.3;

function toTime(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

export function transformProps(chartProps: ChartProps): GanttChartProps {
  const { formData, queriesData, datasource, width, height } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const start = readColumnLabel(formData, 'start_time') ?? '';
  const end = readColumnLabel(formData, 'end_time') ?? '';
  const category = readColumnLabel(formData, 'y_axis') ?? '';
  const dimension = readColumnLabel(formData, 'series');
  const subcategories = readBoolean(formData, 'subcategories', false) && dimension !== undefined;
  const layout = layoutGanttRows(
    rows.map((row) => toPrimitive(row[category])),
    subcategories && dimension ? rows.map((row) => toPrimitive(row[dimension])) : null,
  );

  // Result rows by series name, the names in order.
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const name = dimension === undefined ? '' : String(toPrimitive(row[dimension]) ?? '<NULL>');
    groups.set(name, [...(groups.get(name) ?? []), index]);
  });
  const names = [...groups.keys()].sort((a, b) => a.localeCompare(b));
  const colorScale = formDataColorScale(formData);

  const tooltipLabels = [
    ...readMetricList(formData.tooltip_metrics).map(getMetricLabel),
    ...readColumnList(formData, 'tooltip_columns').map(getColumnLabel),
  ];
  const temporal = temporalColumnsOf(result);
  const formatTime = getTimeFormatter(readOptionalString(formData, 'tooltip_time_format'));
  const formatNumber = getNumberFormatter(readOptionalString(formData, 'tooltip_values_format'));
  const formatCell = (label: string, value: unknown): string => {
    if (value === null || value === undefined) return '<NULL>';
    if (temporal.has(label)) return formatTime(toTime(value) ?? 0);
    return typeof value === 'number' ? formatNumber(value) : String(value);
  };
  const tooltipFormatter = (params: unknown): string => {
    const { seriesIndex = -1, dataIndex = -1 } = params as {
      seriesIndex?: number;
      dataIndex?: number;
    };
    const rowIndex = groups.get(names[seriesIndex] ?? '')?.[dataIndex];
    const row = rowIndex === undefined ? undefined : rows[rowIndex];
    if (!row) return '';
    return tooltipHtml(
      dimension === undefined ? null : (names[seriesIndex] ?? ''),
      tooltipLabels.map((label) => [verboseName(datasource, label), formatCell(label, row[label])]),
    );
  };

  const legend = readLegendSettings(formData);
  const padding = legendPadding(legend);
  const zoomable = readBoolean(formData, 'zoomable', false);
  const xTitle = readString(formData, 'x_axis_title', '');
  const yTitle = readString(formData, 'y_axis_title', '');
  const labelWidth = Math.min(
    LABEL_SLACK +
      Math.ceil(
        Math.max(
          0,
          ...layout.labels.map((label) => estimateTextWidth(label.name, LABEL_FONT_SIZE, false)),
        ),
      ),
    Math.floor(width * MAX_LABEL_SHARE),
  );
  const renderItem = ganttBarRenderer(layout.rowCount);
  const times = (label: string) =>
    rows.map((row) => toTime(row[label])).filter((time): time is number => time !== null);
  const bounds = ganttTimeBounds(formData.x_axis_time_bounds, times(start), times(end));

  return {
    option: {
      useUTC: true,
      animation: false,
      legend: buildLegend(legend, dimension === undefined ? [] : names),
      tooltip: itemTooltip(tooltipFormatter),
      grid: {
        top: padding.top + 20,
        right: padding.right + 20,
        bottom:
          padding.bottom +
          (zoomable ? 60 : 20) +
          (xTitle ? readNumber(formData, 'x_axis_title_margin', 30) : 0),
        left:
          padding.left +
          10 +
          labelWidth +
          LABEL_GAP +
          (yTitle ? readNumber(formData, 'y_axis_title_margin', 40) : 0),
        containLabel: false,
      },
      xAxis: {
        type: 'time',
        ...bounds,
        name: xTitle,
        nameLocation: 'middle',
        nameGap: readNumber(formData, 'x_axis_title_margin', 30),
        axisLabel: {
          hideOverlap: true,
          formatter: (value: number) =>
            getTimeFormatter(readOptionalString(formData, 'x_axis_time_format'))(value),
        },
      },
      yAxis: {
        type: 'value',
        name: yTitle,
        nameLocation: 'middle',
        nameGap: labelWidth + LABEL_GAP + readNumber(formData, 'y_axis_title_margin', 40) / 2,
        min: 0,
        max: layout.rowCount,
        axisLabel: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
      },
      ...(zoomable
        ? {
            dataZoom: [
              { type: 'slider', filterMode: 'none', bottom: 10 },
              { type: 'inside', filterMode: 'none' },
            ],
          }
        : {}),
      series: [
        ...names.map((name) => ({
          type: 'custom',
          name: dimension === undefined ? undefined : name,
          renderItem,
          // Bars can disappear when ECharts draws them in chunks.
          progressive: 0,
          itemStyle: { color: colorScale(name) },
          encode: { x: [0, 1], y: 2 },
          data: (groups.get(name) ?? []).map((index) => {
            const row = rows[index] ?? {};
            return [toTime(row[start]), toTime(row[end]), layout.rowOf[index] ?? null];
          }),
        })),
        {
          type: 'line',
          silent: true,
          markLine: {
            silent: true,
            symbol: ['none', 'none'],
            lineStyle: { type: 'dashed', color: '#dbe0ea' },
            label: { show: false },
            data: layout.borders.map((y) => ({ yAxis: y })),
          },
        },
        {
          type: 'line',
          silent: true,
          markLine: {
            silent: true,
            symbol: ['none', 'none'],
            lineStyle: { color: 'transparent' },
            label: {
              show: true,
              position: 'start',
              formatter: '{b}',
              fontSize: LABEL_FONT_SIZE,
              width: labelWidth,
              overflow: 'truncate',
            },
            data: layout.labels.map((label) => ({ yAxis: label.y, name: label.name })),
          },
        },
      ],
    },
    width,
    height,
  };
}
