/**
 * Query result + form data → the period pivot's ECharts option (pure). The metric's points are
 * split into periods by `freq` and overlaid on the newest period's time span, one line per
 * period. As in Superset, every line has the `color_picker` colour: the newest period fully
 * opaque, older ones fainter the older they are (at most half opaque), so the latest period
 * stands out against the history.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter } from '@panorama/core/format/time-format';
import { getMetricLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../chartPluginTypes';
import { xTicksRotation } from '../shared/axis/axisLabels';
import type { EChartsPluginProps } from '../shared/echarts/PluginEChartsView';
import { buildLegend, legendPadding, readLegendSettings } from '../shared/echarts/legend';
import { parseMetricValue, readMetric } from '../shared/formDataMetrics';
import { toTime } from '../timeseries/extractSeries';
import { xAxisLabelOf } from '../timeseries/timeseriesQueryFields';
import { pivotByPeriod, type PeriodSeries } from './periodPivot';
import { lineShape, readTimePivotSettings, type TimePivotSettings } from './timePivotSettings';

export type TimePivotChartProps = EChartsPluginProps;

/** Room for axis labels when a margin is 'auto' and ECharts cannot fit them itself. */
const AUTO_MARGIN = 60;
const EDGE = 16;

/** Superset's fading: the newest period at full strength, older ones at half their share. */
export function periodOpacity(series: Pick<PeriodSeries, 'rank' | 'share'>): number {
  return series.rank === 0 ? 1 : series.share * 0.5;
}

/**
 * Dates on the axis: a d3-time-format string is used as given; anything else (Superset's
 * default number format, which would print raw epoch numbers) falls back to adaptive dates.
 */
function xFormatter(format: string): (value: number) => string {
  const time = getTimeFormatter(format.includes('%') ? format : 'smart_date');
  return (value) => time(value);
}

function grid(settings: TimePivotSettings, legendTop: number) {
  const fixed = settings.leftMargin !== 'auto' || settings.bottomMargin !== 'auto';
  const titleRoom = (title: string) => (title === '' ? 0 : 24);
  if (!fixed) {
    return {
      top: EDGE + legendTop,
      right: EDGE * 2,
      left: EDGE + titleRoom(settings.yAxisLabel),
      bottom: EDGE + titleRoom(settings.xAxisLabel),
      containLabel: true,
    };
  }
  // A fixed margin is the whole room for that axis' labels and title.
  return {
    top: EDGE + legendTop,
    right: EDGE * 2,
    left: settings.leftMargin === 'auto' ? AUTO_MARGIN : settings.leftMargin,
    bottom: settings.bottomMargin === 'auto' ? AUTO_MARGIN : settings.bottomMargin,
    containLabel: false,
  };
}

export function transformProps(chartProps: ChartProps): TimePivotChartProps {
  const { formData, queriesData, width, height } = chartProps;
  const settings = readTimePivotSettings(formData);
  const metric = readMetric(formData.metric);
  const metricLabel = metric === undefined ? '' : getMetricLabel(metric);
  const xLabel = xAxisLabelOf(formData);
  const rows = queriesData[0]?.data ?? [];

  const periods = pivotByPeriod(
    rows.map((row) => ({
      time: toTime(row[xLabel]) ?? Number.NaN,
      value: parseMetricValue(row[metricLabel]) ?? Number.NaN,
    })),
    settings.freq,
  );

  const { r, g, b } = settings.color;
  const formatValue = getNumberFormatter(settings.yAxisFormat);
  const formatDate = xFormatter(settings.xAxisFormat);
  const legendSettings = { ...readLegendSettings(formData), show: settings.showLegend };
  const names = periods.map((period) => period.name);
  const rotation = xTicksRotation(settings.xTicksLayout);
  const [yMin, yMax] = settings.yAxisBounds;
  const minMaxLabels = (shown: boolean) =>
    shown ? { showMinLabel: true, showMaxLabel: true } : {};

  const option = {
    animation: false,
    legend: buildLegend(legendSettings, names),
    grid: grid(settings, legendPadding(legendSettings).top),
    tooltip: {
      trigger: 'axis',
      axisPointer: { label: { formatter: ({ value }: { value: number }) => formatDate(value) } },
      valueFormatter: (value: unknown) =>
        typeof value === 'number' ? formatValue(value) : String(value ?? ''),
    },
    xAxis: {
      type: 'time',
      name: settings.xAxisLabel,
      nameLocation: 'middle',
      nameGap: 30,
      axisLabel: {
        hideOverlap: true,
        formatter: formatDate,
        ...(rotation !== undefined ? { rotate: rotation } : {}),
        ...minMaxLabels(settings.xAxisShowMinMax),
      },
    },
    yAxis: {
      type: settings.yLogScale ? 'log' : 'value',
      name: settings.yAxisLabel,
      nameLocation: 'middle',
      nameGap: 45,
      // The axis fits the data, as Superset's does, unless bounds are set.
      scale: true,
      ...(yMin !== undefined ? { min: yMin } : {}),
      ...(yMax !== undefined ? { max: yMax } : {}),
      axisLabel: { formatter: formatValue, ...minMaxLabels(settings.yAxisShowMinMax) },
    },
    series: periods.map((period) => {
      const color = `rgba(${r}, ${g}, ${b}, ${periodOpacity(period)})`;
      return {
        type: 'line',
        name: period.name,
        data: period.points,
        showSymbol: false,
        color,
        lineStyle: { color, width: period.rank === 0 ? 2 : 1.5 },
        // The newest period on top of the history it is compared with.
        z: period.rank === 0 ? 3 : 2,
        ...lineShape(settings.lineInterpolation),
      };
    }),
  };
  return { option, width, height };
}
