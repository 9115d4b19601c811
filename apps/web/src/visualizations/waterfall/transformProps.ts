/**
 * Query result + form data → the waterfall's ECharts option (pure): four stacked bar series
 * (the invisible assist segments, increases, decreases and totals) over a category axis whose
 * labels are the x values (breakdown values with a breakdown), dates in `x_axis_time_format`.
 * Legend, value labels, tooltip and axis titles follow Superset's controls.
 */
import type { BarSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { isRgbaColor, toHex, type RgbaColor } from '@panorama/core/explore/color';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter } from '@panorama/core/format/time-format';
import { getColumnLabel } from '@panorama/core/query/labels';
import { t } from '../../i18n/t';
import type { ChartProps } from '../chartPluginTypes';
import { readBoolean, readOptionalString, readString } from '../shared/echarts/formDataValues';
import { readMetricLabel } from '../shared/formDataMetrics';
import { readXTicksLayout, xTicksRotation } from '../shared/axis/axisLabels';
import { NULL_LABEL, temporalColumnsOf } from '../shared/categories/groupLabels';
import { tooltipHtml } from '../shared/categories/tooltipHtml';
import { waterfallBreakdown, waterfallXAxis } from './buildQuery';
import { EMPTY, waterfallBars, type WaterfallBar } from './waterfallBars';
import { barAxisTooltip } from '../shared/echarts/barAxisTooltip';

export type WaterfallOption = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export interface WaterfallChartProps {
  option: WaterfallOption;
  width: number;
  height: number;
}

export const INCREASE_COLOR: RgbaColor = { r: 90, g: 193, b: 137, a: 1 };
export const DECREASE_COLOR: RgbaColor = { r: 224, g: 67, b: 85, a: 1 };
export const TOTAL_COLOR: RgbaColor = { r: 102, g: 102, b: 102, a: 1 };

/** Name of the invisible segments (never in the legend). */
const ASSIST = 'Assist';

function colorOf(value: unknown, fallback: RgbaColor): string {
  return toHex(isRgbaColor(value) ? value : fallback);
}

export function transformProps(chartProps: ChartProps): WaterfallChartProps {
  const { formData, queriesData, width, height } = chartProps;
  const result = queriesData[0];
  const xColumn = waterfallXAxis(formData);
  const breakdownColumn = waterfallBreakdown(formData);
  const xKey = xColumn ? getColumnLabel(xColumn) : '';
  const breakdownKey = breakdownColumn ? getColumnLabel(breakdownColumn) : undefined;
  const metricKey = readMetricLabel(formData.metric) ?? result?.colnames?.at(-1) ?? '';

  const totalLabel = readOptionalString(formData, 'total_label') ?? t('Total');
  const names = {
    increase: readOptionalString(formData, 'increase_label') ?? t('Increase'),
    decrease: readOptionalString(formData, 'decrease_label') ?? t('Decrease'),
    total: totalLabel,
  };
  const colors = {
    increase: colorOf(formData.increase_color, INCREASE_COLOR),
    decrease: colorOf(formData.decrease_color, DECREASE_COLOR),
    total: colorOf(formData.total_color, TOTAL_COLOR),
  };

  const bars = waterfallBars({
    rows: result?.data ?? [],
    xKey,
    ...(breakdownKey === undefined ? {} : { breakdownKey }),
    metricKey,
    totalMark: totalLabel,
    showTotal: readBoolean(formData, 'show_total', true),
  });

  // Category of each bar: its breakdown value, or its x value for x totals and without one.
  const temporal = temporalColumnsOf(result);
  const formatTime = getTimeFormatter(readOptionalString(formData, 'x_axis_time_format'));
  const labelOf = (bar: WaterfallBar): string => {
    const byBreakdown = breakdownKey !== undefined && bar.kind !== 'total';
    const value = byBreakdown ? bar.row.breakdown : bar.row.x;
    const column = byBreakdown ? breakdownKey : xKey;
    if (value === totalLabel && bar.kind === 'total') return totalLabel;
    if (value === null || value === undefined || value === '') return NULL_LABEL;
    if (temporal.has(column) && (typeof value === 'number' || typeof value === 'string')) {
      return formatTime(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
    }
    return String(value);
  };
  const categories = bars.map(labelOf);

  const formatValue = getNumberFormatter(readOptionalString(formData, 'y_axis_format'));
  const showValue = readBoolean(formData, 'show_value', false);
  const barAt = (params: unknown) => bars[(params as { dataIndex?: number }).dataIndex ?? -1];
  const valueLabel = (position: 'top' | 'bottom') => ({
    show: showValue,
    position,
    formatter: (params: unknown) => {
      const bar = barAt(params);
      return bar ? formatValue(bar.originalValue) : '';
    },
  });
  const stacked = { type: 'bar' as const, stack: 'waterfall', emphasis: { disabled: true } };

  const series: BarSeriesOption[] = [
    {
      ...stacked,
      name: ASSIST,
      silent: true,
      itemStyle: { color: 'transparent' },
      data: bars.map((bar) =>
        bar.assistPaint
          ? { value: bar.assist, itemStyle: { color: colors[bar.assistPaint] } }
          : { value: bar.assist },
      ),
    },
    {
      ...stacked,
      name: names.increase,
      itemStyle: { color: colors.increase },
      label: valueLabel('top'),
      data: bars.map((bar) => bar.increase),
    },
    {
      ...stacked,
      name: names.decrease,
      itemStyle: { color: colors.decrease },
      label: valueLabel('bottom'),
      data: bars.map((bar) => bar.decrease),
    },
    {
      ...stacked,
      name: names.total,
      itemStyle: { color: colors.total },
      label: valueLabel('top'),
      data: bars.map((bar) => bar.total),
    },
  ];

  const tooltipFormatter = (params: unknown) => {
    const list = (Array.isArray(params) ? params : [params]) as Array<{
      seriesName?: string;
      dataIndex?: number;
      value?: unknown;
    }>;
    const hovered = list.find((param) => param.seriesName !== ASSIST && param.value !== EMPTY);
    const bar = hovered ? barAt(hovered) : undefined;
    if (!hovered || !bar) return '';
    const isTotal = bar.kind === 'total';
    const rows: string[][] = [];
    if (!isTotal) rows.push([hovered.seriesName ?? '', formatValue(bar.originalValue)]);
    rows.push([totalLabel, formatValue(bar.totalSum)]);
    const index = hovered.dataIndex ?? -1;
    return tooltipHtml(
      rows,
      !isTotal || breakdownKey !== undefined ? categories[index] : undefined,
    );
  };

  const xTitle = readString(formData, 'x_axis_label', '');
  const yTitle = readString(formData, 'y_axis_label', '');
  const rotation = xTicksRotation(readXTicksLayout(formData));
  const showLegend = readBoolean(formData, 'show_legend', false);
  const option: WaterfallOption = {
    grid: {
      top: showLegend ? 40 : 28,
      bottom: 28 + (xTitle ? 20 : 0),
      left: 20 + (yTitle ? 30 : 0),
      right: 28,
    },
    legend: {
      show: showLegend,
      top: 0,
      data: [names.increase, names.decrease, names.total],
    },
    xAxis: {
      type: 'category',
      data: categories,
      name: xTitle,
      nameLocation: 'middle',
      nameGap: 30,
      axisLabel: rotation === undefined ? {} : { rotate: rotation },
    },
    yAxis: {
      type: 'value',
      name: yTitle,
      nameLocation: 'middle',
      nameGap: 50,
      axisLabel: { formatter: (value: number) => formatValue(value) },
    },
    tooltip: barAxisTooltip(tooltipFormatter),
    series,
  };

  return { option, width, height };
}
