/**
 * Query result + form data → the heatmap's ECharts option (pure). Category axes of the x and y
 * values in the chosen order, one cell per x / y pair coloured on the linear scheme by its metric
 * or, when `normalized`, by its percentile rank; `value_bounds` pin the ends of the colour scale.
 * The legend is the colour scale (continuous or in pieces); the tooltip shows the cell's share of
 * the heatmap, its x column or its y row as `normalize_across` says.
 */
import { isRgbaColor, toRgbaString } from '@panorama/core/explore/color';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter } from '@panorama/core/format/time-format';
import { t } from '../../i18n/t';
import type { ChartHooks, ChartProps } from '../chartPluginTypes';
import {
  readBoolean,
  readBounds,
  readChoice,
  readNumber,
  readOptionalString,
} from '../shared/echarts/formDataValues';
import type {
  ExtendedEChartsOption,
  HeatmapSeriesOption,
  TooltipParams,
} from '../shared/extended-echarts/extendedEChartsOption';
import { readPairedColumns } from '../shared/form-data/pairedColumns';
import { categoryName, temporalColumnsOf, type Primitive } from '../shared/categories/groupValues';
import { sequentialColors } from '../shared/color/linearColorScale';
import { tooltipHtml, type TooltipRow } from '../shared/extended-echarts/tooltipHtml';
import { buildHeatmapMatrix } from './heatmapCells';
import { readAxisSort, readNormalizeAcross } from './heatmapFormData';
import { itemTooltip } from '../shared/echarts/itemTooltip';

export type HeatmapChartProps = {
  option: ExtendedEChartsOption;
  width: number;
  height: number;
  /** Raw axis values by category index and their columns, for drill filters. */
  axes: { xColumn: string; yColumn: string; xValues: Primitive[]; yValues: Primitive[] };
  onContextMenu?: ChartHooks['onContextMenu'];
};

/** A margin control: 'auto', or pixels. */
function readMargin(value: unknown): number | 'auto' {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && value !== '' ? number : 'auto';
}

/** Superset's interval controls: -1 lets ECharts choose, n shows every n-th label. */
function labelInterval(value: number): number | 'auto' {
  return value <= 0 ? 'auto' : Math.round(value) - 1;
}

/**
 * A category axis of the cells' x or y values, each cell column or row shaded apart: every n-th
 * label shown (`interval`, as the scale interval controls set it), labels cut at `labelWidth`.
 */
function cellAxis(names: string[], interval: number, labelWidth: number, rotate?: number) {
  return {
    type: 'category' as const,
    data: names,
    splitArea: { show: true },
    axisLabel: {
      interval: labelInterval(interval),
      ...(rotate === undefined ? {} : { rotate }),
      overflow: 'truncate' as const,
      width: labelWidth,
    },
  };
}

function extent(values: readonly number[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return min <= max ? [min, max] : [0, 1];
}

const LEGEND_ROOM = 40;
const EDGE = 10;

export function transformProps(chartProps: ChartProps): HeatmapChartProps {
  const { formData, queriesData, width, height, hooks } = chartProps;
  const result = queriesData[0];
  const [xColumn, yColumn, metricLabel] = readPairedColumns(formData, result, [
    'x_axis',
    'groupby',
  ]);

  const matrix = buildHeatmapMatrix({
    rows: result?.data ?? [],
    xColumn,
    yColumn,
    metric: metricLabel,
    sortX: readAxisSort(formData, 'sort_x_axis'),
    sortY: readAxisSort(formData, 'sort_y_axis'),
  });

  const formatValue = getNumberFormatter(readOptionalString(formData, 'y_axis_format'));
  const formatPercent = getNumberFormatter(',.2%');
  const formatTime = getTimeFormatter(
    readOptionalString(formData, 'x_axis_time_format') ??
      readOptionalString(formData, 'time_format'),
  );
  const temporal = temporalColumnsOf(result);
  const xNames = matrix.xValues.map((value) =>
    categoryName(value, temporal.has(xColumn), formatTime),
  );
  const yNames = matrix.yValues.map((value) =>
    categoryName(value, temporal.has(yColumn), formatTime),
  );

  const normalized = readBoolean(formData, 'normalized', false);
  const normalizeAcross = readNormalizeAcross(formData);
  const showLegend = readBoolean(formData, 'show_legend', true);
  const showValues = readBoolean(formData, 'show_values', false);
  const showPercentage = readBoolean(formData, 'show_percentage', true);
  const legendType = readChoice(
    formData,
    'legend_type',
    ['continuous', 'piecewise'] as const,
    'continuous',
  );
  const borderWidth = readNumber(formData, 'border_width', 0);
  const borderColor = isRgbaColor(formData.border_color)
    ? toRgbaString(formData.border_color)
    : '#000000';
  const leftMargin = readMargin(formData.left_margin);
  const bottomMargin = readMargin(formData.bottom_margin);
  const rotation = readNumber(formData, 'x_axis_label_rotation', 0);

  const colorValues = matrix.cells
    .map((cell) => (normalized ? cell.rank : cell.value))
    .filter((value): value is number => value !== null);
  const [dataMin, dataMax] = normalized ? [0, 1] : extent(colorValues);
  // Bounds are in metric units, so they only apply to colours by value.
  const [lowerBound, upperBound] = normalized
    ? [undefined, undefined]
    : readBounds(formData, 'value_bounds');
  const formatLegend = normalized ? formatPercent : formatValue;

  const series: HeatmapSeriesOption = {
    type: 'heatmap',
    name: metricLabel,
    // [x index, y index, metric, rank]: the legend colours by dimension 2 or 3.
    data: matrix.cells.map((cell) => [cell.x, cell.y, cell.value, cell.rank ?? '-']),
    itemStyle: { borderColor, borderWidth },
    label: {
      show: showValues,
      color: '#000000',
      textBorderColor: '#ffffff',
      textBorderWidth: 2,
      formatter: (params: { value?: unknown }) => {
        const value: unknown = Array.isArray(params.value) ? params.value[2] : undefined;
        return typeof value === 'number' ? formatValue(value) : '';
      },
    },
    emphasis: {
      itemStyle: { borderColor: 'transparent', shadowBlur: 10, shadowColor: 'rgba(0, 0, 0, 0.3)' },
    },
    progressive: 2000,
    animation: false,
  };

  const tooltipFormatter = (params: unknown): string => {
    const value = (params as TooltipParams).value;
    if (!Array.isArray(value)) return '';
    const [x, y, metricValue] = value as [number, number, number];
    const xName = xNames[x] ?? '';
    const yName = yNames[y] ?? '';
    const rows: TooltipRow[] = [[metricLabel, formatValue(metricValue)]];
    if (showPercentage) {
      const whole =
        normalizeAcross === 'x'
          ? (matrix.xTotals[x] ?? 0)
          : normalizeAcross === 'y'
            ? (matrix.yTotals[y] ?? 0)
            : matrix.total;
      const share = formatPercent(whole === 0 ? 0 : metricValue / whole);
      rows.push([
        normalizeAcross === 'heatmap'
          ? t('%s of total', share)
          : t('%s of %s', share, normalizeAcross === 'x' ? xName : yName),
      ]);
    }
    return tooltipHtml(`${xName} (${yName})`, rows);
  };

  const option: ExtendedEChartsOption = {
    grid: {
      top: showLegend ? LEGEND_ROOM : EDGE,
      right: EDGE,
      left: leftMargin === 'auto' ? EDGE : leftMargin,
      bottom: bottomMargin === 'auto' ? EDGE : bottomMargin,
      // Automatic margins fit the axis labels inside the chart; set ones are exactly the room.
      outerBoundsMode: leftMargin === 'auto' || bottomMargin === 'auto' ? 'same' : 'none',
    },
    xAxis: cellAxis(xNames, readNumber(formData, 'xscale_interval', -1), 120, rotation),
    yAxis: cellAxis(yNames, readNumber(formData, 'yscale_interval', -1), 160),
    visualMap: {
      type: legendType,
      show: showLegend,
      min: lowerBound ?? dataMin,
      max: upperBound ?? dataMax,
      dimension: normalized ? 3 : 2,
      seriesIndex: 0,
      orient: 'horizontal',
      right: EDGE,
      top: 0,
      itemWidth: 12,
      itemHeight: Math.max(60, Math.min(200, width * 0.3)),
      inRange: { color: sequentialColors(readOptionalString(formData, 'linear_color_scheme')) },
      ...(legendType === 'continuous'
        ? { calculable: true, formatter: (value: unknown) => formatLegend(Number(value)) }
        : {
            formatter: (low: unknown, high: unknown) =>
              `${formatLegend(Number(low))} - ${formatLegend(Number(high))}`,
          }),
    },
    tooltip: itemTooltip(tooltipFormatter),
    series: [series],
  };

  return {
    option,
    width,
    height,
    axes: { xColumn, yColumn, xValues: matrix.xValues, yValues: matrix.yValues },
    onContextMenu: hooks.onContextMenu,
  };
}
