/**
 * Query result + form data → the rose's ECharts option (pure). Each time bucket is a wedge of
 * the circle, in time order clockwise from the top; each series is a segment of the wedge,
 * stacked outwards, coloured from the categorical scheme. Segment depths follow the value, or
 * the value's area with `rose_area_proportion`; tooltips show the values themselves.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter } from '@panorama/core/format/time-format';
import type { ChartProps } from '../chartPluginTypes';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import type { EChartsPluginProps } from '../shared/echarts/PluginEChartsView';
import { readBoolean, readOptionalString } from '../shared/echarts/formDataValues';
import { tooltipHtml, type TooltipRow } from '../shared/extended-echarts/tooltipHtml';
import { estimateTextWidth } from '../shared/text/textMeasure';
import { readLegacySeries } from '../timeseries/legacySeries';
import { roseSegmentDepths } from './roseSegments';

export type RoseChartProps = EChartsPluginProps;

/** The rose's share of the smaller side of the chart, as the polar `radius` below says. */
const RADIUS_SHARE = 0.78;
const LABEL_FONT_SIZE = 12;
const LABEL_GAP = 8;

/**
 * Every how many wedges a label shows (ECharts' `interval`: 0 is every one): as many labels as
 * fit around the circle side by side, so years of monthly wedges do not print over each other.
 */
function labelInterval(labels: string[], width: number, height: number): number {
  const radius = (RADIUS_SHARE * Math.min(width, height)) / 2;
  const widest = labels.reduce(
    (most, label) => Math.max(most, estimateTextWidth(label, LABEL_FONT_SIZE, false)),
    0,
  );
  const fitting = Math.max(1, Math.floor((2 * Math.PI * radius) / (widest + LABEL_GAP)));
  return Math.max(0, Math.ceil(labels.length / fitting) - 1);
}

interface RoseTooltipParams {
  dataIndex: number;
  seriesIndex: number;
}

export function transformProps(chartProps: ChartProps): RoseChartProps {
  const { formData, width, height } = chartProps;
  const data = readLegacySeries(chartProps);
  const formatValue = getNumberFormatter(readOptionalString(formData, 'number_format'));
  const formatTime = getTimeFormatter(readOptionalString(formData, 'date_time_format'));
  const byArea = readBoolean(formData, 'rose_area_proportion', false);
  const rich = readBoolean(formData, 'rich_tooltip', true);
  const colorScale = formDataColorScale(formData);
  const times = data.xs.map((x) => (typeof x === 'number' ? formatTime(x) : String(x)));

  // depths[bucket][series]
  const depths = data.xs.map((_, bucket) =>
    roseSegmentDepths(
      data.series.map((series) => series.values[bucket] ?? null),
      byArea,
    ),
  );
  const valueRow = (seriesIndex: number, bucket: number): TooltipRow => {
    const series = data.series[seriesIndex];
    const value = series?.values[bucket];
    return [series?.name ?? '', value === null || value === undefined ? '–' : formatValue(value)];
  };
  const tooltipFormatter = (params: unknown): string => {
    const first = (Array.isArray(params) ? params[0] : params) as RoseTooltipParams | undefined;
    if (!first) return '';
    const bucket = first.dataIndex;
    const rows = rich
      ? data.series.map((_, seriesIndex) => valueRow(seriesIndex, bucket))
      : [valueRow(first.seriesIndex, bucket)];
    return tooltipHtml(times[bucket] ?? '', rows);
  };

  return {
    option: {
      animation: false,
      legend: {
        type: 'scroll',
        top: 0,
        data: data.series.map((series) => series.name),
      },
      tooltip: {
        trigger: rich ? 'axis' : 'item',
        axisPointer: { type: 'shadow' },
        formatter: tooltipFormatter,
      },
      polar: { center: ['50%', '54%'], radius: [0, `${RADIUS_SHARE * 100}%`] },
      angleAxis: {
        type: 'category',
        data: times,
        startAngle: 90,
        clockwise: true,
        axisLabel: { hideOverlap: true, interval: labelInterval(times, width, height) },
      },
      radiusAxis: {
        axisLabel: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
      },
      series: data.series.map((series, seriesIndex) => ({
        type: 'bar',
        coordinateSystem: 'polar',
        name: series.name,
        stack: 'rose',
        barCategoryGap: '2%',
        itemStyle: { color: colorScale(series.name) },
        emphasis: { focus: 'series' },
        data: depths.map((bucketDepths) => bucketDepths[seriesIndex] ?? 0),
      })),
    },
    width,
    height,
  };
}
