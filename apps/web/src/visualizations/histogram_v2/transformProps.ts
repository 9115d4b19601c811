/**
 * Query result + form data → the histogram's ECharts option (pure). The server's `histogram`
 * step returns one row per group (one row without group-by) and one column per bin labelled
 * `"<lo> - <hi>"`; each row becomes a bar series over the bins, the bin edges written in
 * `x_axis_format` and the counts (or shares) in `y_axis_format`.
 */
import { toNumber } from '@panorama/core/json/to-number';
import type { BarSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { type Column } from '@panorama/core/query/query-object';
import { getColumnLabel } from '@panorama/core/query/labels';
import { t } from '../../i18n/t';
import type { ChartProps } from '../chartPluginTypes';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { readBoolean, readOptionalString, readString } from '../shared/echarts/formDataValues';
import { buildLegend, legendPadding, readLegendSettings } from '../shared/echarts/legend';
import { NULL_LABEL } from '../shared/categories/groupLabels';
import { tooltipHtml, type TooltipRow } from '../shared/categories/tooltipHtml';
import { barAxisTooltip } from '../shared/echarts/barAxisTooltip';

export type HistogramOption = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export interface HistogramChartProps {
  option: HistogramOption;
  width: number;
  height: number;
}

/** The two edges of a bin label (`"-5 - 0"` → [-5, 0]); null when it is not one. */
export function binEdges(label: string): [number, number] | null {
  const match = /^(-?[\d.e+]+) - (-?[\d.e+]+)$/i.exec(label.trim());
  if (!match) return null;
  const low = Number(match[1]);
  const high = Number(match[2]);
  return Number.isFinite(low) && Number.isFinite(high) ? [low, high] : null;
}

interface AxisTooltipParam {
  seriesName?: string;
  value?: unknown;
  color?: unknown;
  name?: string;
}

export function transformProps(chartProps: ChartProps): HistogramChartProps {
  const { formData, queriesData, width, height } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const groupbyColumns: Column[] = Array.isArray(formData.groupby) ? formData.groupby : [];
  const groupby = groupbyColumns.map(getColumnLabel);
  const grouped = new Set(groupby);
  const column = formData.column as Column | undefined;
  const columnLabel = column ? getColumnLabel(column) : '';
  const binKeys = (result?.colnames ?? Object.keys(rows[0] ?? {})).filter(
    (key) => !grouped.has(key),
  );

  const formatX = getNumberFormatter(readOptionalString(formData, 'x_axis_format'));
  const formatY = getNumberFormatter(readOptionalString(formData, 'y_axis_format'));
  const formatPercent = getNumberFormatter(',.2%');
  const normalize = readBoolean(formData, 'normalize', false);
  const showValue = readBoolean(formData, 'show_value', false);
  const legend = readLegendSettings(formData);
  const padding = legendPadding(legend);
  const colorScale = formDataColorScale(formData);

  const categories = binKeys.map((key) => {
    const edges = binEdges(key);
    return edges ? `${formatX(edges[0])} - ${formatX(edges[1])}` : key;
  });

  const series: BarSeriesOption[] = rows.map((row) => {
    const name =
      groupby.length > 0
        ? groupby
            .map((key) => {
              const value = row[key];
              return value === null || value === undefined ? NULL_LABEL : String(value);
            })
            .join(', ')
        : columnLabel;
    return {
      type: 'bar',
      name,
      data: binKeys.map((key) => toNumber(row[key]) ?? 0),
      itemStyle: { color: colorScale(name) },
      label: {
        show: showValue,
        position: 'top',
        formatter: (params: { value?: unknown }) =>
          typeof params.value === 'number' ? formatY(params.value) : '',
      },
    };
  });

  const tooltipFormatter = (params: unknown) => {
    const list = (Array.isArray(params) ? params : [params]) as AxisTooltipParam[];
    const values = list.map((param) => (typeof param.value === 'number' ? param.value : 0));
    const total = values.reduce((sum, value) => sum + value, 0);
    const withShares = groupby.length > 0 && !normalize;
    const tooltipRows: TooltipRow[] = list.map((param, index) => {
      const value = values[index] as number;
      return {
        cells: [
          param.seriesName ?? '',
          formatY(value),
          ...(withShares ? [formatPercent(value / (total || 1))] : []),
        ],
        ...(typeof param.color === 'string' ? { color: param.color } : {}),
      };
    });
    if (groupby.length > 0) {
      tooltipRows.push({
        cells: [t('Total'), formatY(total), ...(withShares ? [formatPercent(1)] : [])],
        bold: true,
      });
    }
    return tooltipHtml(tooltipRows, list[0]?.name);
  };

  const xTitle = readString(formData, 'x_axis_title', '');
  const yTitle = readString(formData, 'y_axis_title', '');
  const option: HistogramOption = {
    grid: {
      top: 20 + padding.top,
      bottom: 20 + padding.bottom + (xTitle ? 30 : 0),
      left: 20 + padding.left + (yTitle ? 40 : 0),
      right: 20 + padding.right,
    },
    xAxis: {
      type: 'category',
      data: categories,
      name: xTitle,
      nameLocation: 'middle',
      nameGap: 35,
      axisLabel: { hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      name: yTitle,
      nameLocation: 'middle',
      nameGap: normalize ? 55 : 40,
      axisLabel: { formatter: (value: number) => formatY(value) },
    },
    legend: buildLegend(
      legend,
      series.map((entry) => String(entry.name ?? '')),
    ),
    tooltip: barAxisTooltip(tooltipFormatter),
    series,
  };

  return { option, width, height };
}
