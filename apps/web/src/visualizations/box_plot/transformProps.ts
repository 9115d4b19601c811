/**
 * Query result + form data → the box plot's ECharts option (pure). The server's `boxplot` step
 * returns one row per series (group-by values) with `<metric>__min`, `__q1`, `__median`, `__q3`,
 * `__max`, `__mean`, `__count` and `__outliers`; each row and metric becomes one box (named by
 * the group, plus the metric when there are several) and its outliers one scatter series.
 */
import { toNumber } from '@panorama/core/json/to-number';
import type { BoxplotSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { getMetricLabel } from '@panorama/core/query/labels';
import { t } from '../../i18n/t';
import type { ChartProps } from '../chartPluginTypes';
import { crossFilterChartProps } from '../shared/echarts/crossFilterChartProps';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { readNumber, readString } from '../shared/echarts/formDataValues';
import { readMetricList } from '../shared/formDataMetrics';
import { readXTicksLayout, xTicksRotation } from '../shared/axis/axisLabels';
import type { Primitive } from '../shared/categories/groupLabels';
import { readGroupedChartData } from '../shared/categories/groupedChartData';
import {
  DIMMED_OPACITY,
  itemSelection,
  type NamedItemChartProps,
} from '../shared/categories/itemCrossFilter';
import { tooltipHtml } from '../shared/categories/tooltipHtml';

export type BoxPlotOption = ComposeOption<
  BoxplotSeriesOption | ScatterSeriesOption | GridComponentOption | TooltipComponentOption
>;

export type BoxPlotChartProps = NamedItemChartProps<BoxPlotOption>;

/** Fill opacity of a box (its outline stays solid). */
const BOX_FILL_OPACITY = 0.6;

export interface BoxStatistics {
  name: string;
  /** The group's name alone: what the colour follows. */
  group: string;
  groupValues: Primitive[];
  min: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  max: number | null;
  mean: number | null;
  count: number | null;
  outliers: number[];
}

function outliersOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map(toNumber).filter((entry): entry is number => entry !== null);
}

export function transformProps(chartProps: ChartProps): BoxPlotChartProps {
  const { formData } = chartProps;
  const { rows, groupby, labeler, formatValue } = readGroupedChartData(chartProps);
  const metricLabels = readMetricList(formData.metrics).map(getMetricLabel);

  const boxes: BoxStatistics[] = rows.flatMap((row) => {
    const group = labeler.label(row);
    const groupValues = labeler.values(row);
    return metricLabels.map((metric) => {
      const stat = (name: string) => toNumber(row[`${metric}__${name}`]);
      const name =
        metricLabels.length === 1 ? group || metric : group ? `${group}, ${metric}` : metric;
      return {
        name,
        group: group || metric,
        groupValues,
        min: stat('min'),
        q1: stat('q1'),
        median: stat('median'),
        q3: stat('q3'),
        max: stat('max'),
        mean: stat('mean'),
        count: stat('count'),
        outliers: outliersOf(row[`${metric}__outliers`]),
      };
    });
  });

  const colorScale = formDataColorScale(formData);
  const { crossFilter, dimmed } = itemSelection(groupby, boxes, chartProps.filterState);
  const format = (value: number | null) => (value === null ? 'N/A' : formatValue(value));

  const boxSeries: BoxplotSeriesOption = {
    type: 'boxplot',
    name: 'boxplot',
    data: boxes.map((box) => {
      const color = colorScale(box.group);
      return {
        name: box.name,
        value: [box.min, box.q1, box.median, box.q3, box.max].map((value) => value ?? '-'),
        itemStyle: {
          color,
          borderColor: color,
          opacity: dimmed(box.name) ? DIMMED_OPACITY : BOX_FILL_OPACITY,
        },
      };
    }),
    tooltip: {
      formatter: (params: unknown) => {
        const box = boxes[(params as { dataIndex?: number }).dataIndex ?? -1];
        if (!box) return '';
        const rowsOf: string[][] = [
          [t('Max'), format(box.max)],
          [t('3rd Quartile'), format(box.q3)],
          [t('Mean'), format(box.mean)],
          [t('Median'), format(box.median)],
          [t('1st Quartile'), format(box.q1)],
          [t('Min'), format(box.min)],
          [t('# Observations'), box.count === null ? 'N/A' : String(box.count)],
        ];
        if (box.outliers.length > 0) rowsOf.push([t('# Outliers'), String(box.outliers.length)]);
        return tooltipHtml(rowsOf, box.name);
      },
    },
  };

  const outlierSeries: ScatterSeriesOption[] = boxes
    .filter((box) => box.outliers.length > 0)
    .map((box) => ({
      type: 'scatter',
      name: 'outlier',
      data: box.outliers.map((value) => [box.name, value]),
      itemStyle: {
        color: colorScale(box.group),
        opacity: dimmed(box.name) ? DIMMED_OPACITY : 1,
      },
      tooltip: {
        formatter: (params: unknown) => {
          const data = (params as { data?: unknown }).data;
          const value = Array.isArray(data) ? toNumber(data[1]) : null;
          return tooltipHtml([[t('Outlier'), format(value)]], groupby.length ? box.name : '');
        },
      },
    }));

  const xTitle = readString(formData, 'x_axis_title', '');
  const yTitle = readString(formData, 'y_axis_title', '');
  const xTitleMargin = readNumber(formData, 'x_axis_title_margin', 30);
  const yTitleMargin = readNumber(formData, 'y_axis_title_margin', 40);
  const rotation = xTicksRotation(readXTicksLayout(formData));

  const option: BoxPlotOption = {
    grid: {
      top: 30,
      right: 20,
      bottom: 20 + (xTitle ? xTitleMargin : 0),
      left: 20 + (yTitle ? yTitleMargin : 0),
    },
    xAxis: {
      type: 'category',
      data: boxes.map((box) => box.name),
      name: xTitle,
      nameLocation: 'middle',
      nameGap: xTitleMargin,
      axisLabel: rotation === undefined ? { hideOverlap: true } : { rotate: rotation },
    },
    yAxis: {
      type: 'value',
      name: yTitle,
      nameLocation: 'middle',
      nameGap: yTitleMargin,
      axisLabel: { formatter: (value: number) => formatValue(value) },
    },
    tooltip: { show: true, trigger: 'item', confine: true, axisPointer: { type: 'shadow' } },
    series: [boxSeries, ...outlierSeries],
  };

  return crossFilterChartProps(chartProps, option, crossFilter);
}
