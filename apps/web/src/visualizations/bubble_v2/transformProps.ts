/**
 * Query result + form data → the bubble chart's ECharts option (pure). Each result row is one
 * bubble at (x, y) sized by the size metric; bubbles of the same series (or, without one, of
 * the same entity) share a colour and a legend entry. Axes take their own formats, log scales,
 * titles and bounds.
 */
import { toNumber } from '@panorama/core/json/to-number';
import type { ScatterSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { type Column } from '@panorama/core/query/query-object';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../chartPluginTypes';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import {
  readBoolean,
  readBounds,
  readNumber,
  readOptionalString,
  readString,
} from '../shared/echarts/formDataValues';
import { buildLegend, legendPadding, readLegendSettings } from '../shared/echarts/legend';
import { readMetricLabel } from '../shared/formDataMetrics';
import { NULL_LABEL } from '../shared/categories/groupLabels';
import { tooltipHtml } from '../shared/categories/tooltipHtml';
import { bubbleAxis } from './bubbleAxes';
import { bubbleSizeScale } from './bubbleSizes';

export type BubbleOption = ComposeOption<
  ScatterSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export interface BubbleChartProps {
  option: BubbleOption;
  width: number;
  height: number;
}

/** One bubble: x, y, size, then the entity and series values (for the tooltip). */
type BubblePoint = [number | null, number | null, number | null, string, string | null];

function columnLabelOf(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first === '' ? undefined : first;
  return typeof first === 'object' && first !== null && 'sqlExpression' in first
    ? getColumnLabel(first as Column)
    : undefined;
}

function text(value: unknown): string {
  return value === null || value === undefined ? NULL_LABEL : String(value);
}

export function transformProps(chartProps: ChartProps): BubbleChartProps {
  const { formData, queriesData, width, height } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const metricLabel = (key: string) => readMetricLabel(formData[key]) ?? '';
  const xLabel = metricLabel('x');
  const yLabel = metricLabel('y');
  const sizeLabel = metricLabel('size');
  const entity = columnLabelOf(formData.entity) ?? '';
  const seriesColumn = columnLabelOf(formData.series);

  const maxBubbleSize = readNumber(formData, 'max_bubble_size', 25);
  const scale = bubbleSizeScale(
    rows.map((row) => toNumber(row[sizeLabel])),
    maxBubbleSize,
  );
  const opacity = readNumber(formData, 'opacity', 0.6);
  const colorScale = formDataColorScale(formData);

  const groups = new Map<string, Array<{ value: BubblePoint; symbolSize: number }>>();
  for (const row of rows) {
    const name = text(seriesColumn ? row[seriesColumn] : row[entity]);
    const size = toNumber(row[sizeLabel]);
    const point: BubblePoint = [
      toNumber(row[xLabel]),
      toNumber(row[yLabel]),
      size,
      text(row[entity]),
      seriesColumn ? text(row[seriesColumn]) : null,
    ];
    const list = groups.get(name) ?? [];
    list.push({ value: point, symbolSize: scale(size) });
    groups.set(name, list);
  }
  const series: ScatterSeriesOption[] = [...groups].map(([name, points]) => ({
    type: 'scatter',
    name,
    data: points,
    itemStyle: { color: colorScale(name), opacity },
    emphasis: { focus: 'series' },
  }));

  const formatX = getNumberFormatter(readOptionalString(formData, 'xAxisFormat'));
  const formatY = getNumberFormatter(readOptionalString(formData, 'y_axis_format'));
  const formatSize = getNumberFormatter(readOptionalString(formData, 'tooltipSizeFormat'));
  const logX = readBoolean(formData, 'logXAxis', false);
  const logY = readBoolean(formData, 'logYAxis', false);
  const xTitle = readString(formData, 'x_axis_label', '');
  const yTitle = readString(formData, 'y_axis_label', '');
  const xTitleMargin = readNumber(formData, 'x_axis_title_margin', 30);
  const yTitleMargin = readNumber(formData, 'y_axis_title_margin', 30);
  const legend = readLegendSettings(formData);
  const padding = legendPadding(legend);
  const number = (value: number | null, format: (value: number) => string) =>
    value === null ? 'N/A' : format(value);

  const option: BubbleOption = {
    grid: {
      top: 20 + padding.top,
      bottom: 20 + padding.bottom + (xTitle ? xTitleMargin : 0),
      left: 20 + padding.left + (yTitle ? yTitleMargin : 0),
      right: 20 + padding.right,
    },
    xAxis: bubbleAxis({
      log: logX,
      scale: true,
      title: xTitle,
      titleMargin: xTitleMargin,
      format: formatX,
      labelRotation: readNumber(formData, 'xAxisLabelRotation', 0),
      hideOverlap: true,
      bounds: readBounds(formData, 'xAxisBounds'),
      bounded: !logX && readBoolean(formData, 'truncateXAxis', true),
    }),
    yAxis: bubbleAxis({
      log: logY,
      scale: readBoolean(formData, 'truncateYAxis', false),
      title: yTitle,
      titleMargin: yTitleMargin,
      format: formatY,
      labelRotation: readNumber(formData, 'yAxisLabelRotation', 0),
      bounds: readBounds(formData, 'y_axis_bounds'),
      bounded: !logY,
    }),
    legend: buildLegend(legend, [...groups.keys()]),
    tooltip: {
      show: true,
      trigger: 'item',
      confine: true,
      formatter: (params: unknown) => {
        const data = (params as { data?: { value?: BubblePoint } }).data;
        const point = data?.value;
        if (!point) return '';
        const [x, y, size, entityValue, seriesValue] = point;
        const title = seriesValue === null ? entityValue : `${seriesValue} (${entityValue})`;
        return tooltipHtml(
          [
            [xLabel, number(x, formatX)],
            [yLabel, number(y, formatY)],
            [sizeLabel, number(size, formatSize)],
          ],
          title,
        );
      },
    },
    series,
  };

  return { option, width, height };
}
