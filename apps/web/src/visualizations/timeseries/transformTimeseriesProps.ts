/**
 * Query result + form data → the ECharts option of a time-series chart (pure). One series per
 * result column (metric × group after the server's pivot), coloured from the categorical scheme
 * in series order; legend, tooltip, axes, data zoom, stacking and annotation layers as the form
 * data asks; and what the component needs for cross filters and drill menus.
 */
import { getColumnLabel } from '@panorama/core/query/labels';
import { t } from '../../i18n/t';
import type { ChartHooks, ChartProps } from '../chartPluginTypes';
import type { ItemCrossFilter } from '../shared/categories/itemCrossFilter';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { selectedNamesOf } from '../shared/echarts/crossFilter';
import type { EChartsOption, LineSeriesOption } from '../shared/echarts/echartsOption';
import { buildLegend, legendPadding } from '../shared/echarts/legend';
import { chartAnnotationSeries } from './annotations/chartAnnotations';
import type { XAxisKind } from './extractSeries';
import { extractSortedSeries } from './sortedSeries';
import { buildAxes } from './timeseriesAxes';
import { groupbyOf, timeCompareOf, xAxisLabelOf } from './timeseriesQueryFields';
import { seriesGroupValues } from './seriesGroupValues';
import { buildCartesianSeries } from './timeseriesSeries';
import { readTimeseriesSettings, type TimeseriesVariant } from './timeseriesSettings';
import { buildTooltip, tooltipXFormatter } from './timeseriesTooltip';
import { timeseriesValueFormats } from './timeseriesValueFormat';
import { readMetricList } from '../shared/formDataMetrics';

/** Above this many data points, animation costs more than it shows. */
export const ANIMATION_POINT_LIMIT = 2000;

export type TimeseriesChartProps = {
  option: EChartsOption;
  width: number;
  height: number;
  /** Group-by labels and each series' group values: what a click cross-filters on. */
  crossFilter: ItemCrossFilter | null;
  xAxis: { label: string; kind: XAxisKind; timeGrain: string | null; horizontal: boolean };
  setDataMask?: ChartHooks['setDataMask'];
  onContextMenu?: ChartHooks['onContextMenu'];
};

export function transformTimeseriesProps(
  chartProps: ChartProps,
  variant: TimeseriesVariant,
): TimeseriesChartProps {
  const { formData, queriesData, datasource, width, height, hooks } = chartProps;
  const settings = readTimeseriesSettings(formData, variant);
  const result = queriesData[0];
  const groupby = groupbyOf(formData).map(getColumnLabel);
  const offsets = timeCompareOf(formData);
  const xAxisLabel = xAxisLabelOf(formData);
  const horizontal = settings.orientation === 'horizontal' && settings.seriesType === 'bar';

  const data = extractSortedSeries(result ?? { data: [], rowcount: 0 }, formData, {
    xAxisLabel,
    fallbackXAxisLabels: [datasource?.main_dttm_col ?? '', '__timestamp'].filter(Boolean),
    verboseMap: datasource?.verbose_map ?? {},
    sortSeriesType: settings.sortSeriesType,
    sortSeriesAscending: settings.sortSeriesAscending,
    forceCategorical: formData.x_axis_force_categorical === true,
  });

  const colorScale = formDataColorScale(formData, settings.colorScheme);
  const formatters = timeseriesValueFormats({
    settings,
    formData,
    datasource,
    metrics: readMetricList(formData.metrics),
    series: data.series,
    result,
  });
  const selectedNames = selectedNamesOf(chartProps.filterState);
  const built = buildCartesianSeries({
    data,
    settings,
    axisLength: horizontal ? height : width,
    colorScale,
    selectedNames,
    isDerived: (name) =>
      offsets.some(
        (offset) =>
          name === offset || name.endsWith(`__${offset}`) || name.split(', ').includes(offset),
      ),
    formatValue: formatters.tooltip,
  });

  // Annotations need a numeric x axis drawn left to right.
  const annotations: LineSeriesOption[] =
    data.xKind === 'category' || horizontal
      ? []
      : chartAnnotationSeries(formData, built.drawnXs, width, queriesData);
  const series = [...built.series, ...annotations];

  const { xAxis, yAxis } = buildAxes({
    settings,
    xKind: data.xKind,
    timeGrain: typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : null,
    categories: data.xs.map(String),
    minPositive: built.minPositive,
    percentValues: formatters.percent,
    formatValue: formatters.axis,
  });

  const padding = legendPadding(settings.legend);
  const zoomRoom = settings.zoomable ? 45 : 0;
  const option: EChartsOption = {
    // Judged on the data, not the sample: animating a thinned 100,000-point line still lags.
    animation: data.xs.length * Math.max(1, data.series.length) <= ANIMATION_POINT_LIMIT,
    grid: {
      top: 20 + padding.top,
      bottom: 20 + padding.bottom + (horizontal ? 0 : zoomRoom),
      left: 20 + padding.left,
      right: 20 + padding.right + (horizontal ? zoomRoom : 0),
    },
    xAxis,
    yAxis,
    series,
    legend: buildLegend(
      settings.legend,
      series.map((entry) => String(entry.name ?? '')),
    ),
    tooltip: buildTooltip(
      {
        rich: settings.richTooltip,
        horizontal,
        showTotal: settings.showTooltipTotal && settings.stack !== 'Expand',
        sortByValue: settings.tooltipSortByMetric,
        formatX: tooltipXFormatter(data.xKind, settings.tooltipTimeFormat),
        formatValue: formatters.tooltip,
      },
      t('Total'),
    ),
    dataZoom: settings.zoomable
      ? [
          horizontal
            ? { type: 'slider', yAxisIndex: 0, right: 10 + padding.right, width: 20 }
            : { type: 'slider', xAxisIndex: 0, bottom: 10 + padding.bottom, height: 20 },
          { type: 'inside', [horizontal ? 'yAxisIndex' : 'xAxisIndex']: 0 },
        ]
      : [],
  };

  const groupValuesOf = seriesGroupValues(result, groupby.length);
  const valuesByName = Object.fromEntries(
    data.series.map((entry) => [entry.name, groupValuesOf(entry)]),
  );
  return {
    option,
    width,
    height,
    crossFilter: groupby.length > 0 ? { groupby, valuesByName, selectedNames } : null,
    xAxis: {
      label: data.xKey,
      kind: data.xKind,
      timeGrain: typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : null,
      horizontal,
    },
    setDataMask: hooks.setDataMask,
    onContextMenu: hooks.onContextMenu,
  };
}

/** The transformProps of a time-series chart type drawn in `variant`'s series style. */
export function timeseriesTransform(
  variant: TimeseriesVariant,
): (chartProps: ChartProps) => TimeseriesChartProps {
  return (chartProps) => transformTimeseriesProps(chartProps, variant);
}
