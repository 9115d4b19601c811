/**
 * Trendline results → the big number view: the latest value (or the aggregated one), the change
 * against `compare_lag` periods earlier as a signed percentage with `compare_suffix` (green when
 * up, red when down), the timestamp, and the trendline points in time order.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import {
  getTimeFormatter,
  getTimeFormatterForGranularity,
  SMART_DATE,
  toDate,
} from '@panorama/core/format/time-format';
import type { TimeFormatter } from '@panorama/core/format/time-format';
import { DTTM_ALIAS } from '@panorama/core/query/build-query-object';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import { t } from '../../i18n/t';
import type { ChartProps } from '../chartPluginTypes';
import {
  metricNumberFormatter,
  readFontSizes,
  readMainColor,
} from '../shared/bigNumber/bigNumberFormData';
import type { BigNumberViewProps } from '../shared/bigNumber/BigNumberView';
import type { TrendPoint } from '../shared/bigNumber/sparkline';
import { readBoolean, readNumber, readString } from '../shared/echarts/formDataValues';
import { parseMetricValue, readMetric } from '../shared/formDataMetrics';
import { LAST_VALUE } from './buildQuery';

export type BigNumberProps = BigNumberViewProps;

const formatPercentChange = getNumberFormatter('+.1%');
const TEMPORAL = 2;

function epoch(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' || value instanceof Date) return toDate(value)?.getTime() ?? null;
  return null;
}

function timeFormatterFor(format: string, grain: unknown): TimeFormatter {
  if (format === SMART_DATE)
    return getTimeFormatterForGranularity(typeof grain === 'string' ? grain : null);
  return getTimeFormatter(format);
}

/** Points newest first, for "latest" and "N periods earlier". */
export function pointsNewestFirst(
  rows: readonly Record<string, unknown>[],
  timeLabel: string,
  metricLabel: string,
): TrendPoint[] {
  return rows
    .map((row): TrendPoint | null => {
      const time = epoch(row[timeLabel]);
      return time === null ? null : [time, parseMetricValue(row[metricLabel])];
    })
    .filter((point): point is TrendPoint => point !== null)
    .sort((a, b) => b[0] - a[0]);
}

/** Relative change from `earlier` to `latest`; 0 when the earlier value is 0. */
export function percentChange(latest: number, earlier: number): number {
  return earlier ? (latest - earlier) / Math.abs(earlier) : 0;
}

export function transformProps(chartProps: ChartProps): BigNumberProps {
  const { formData, queriesData, datasource, width, height } = chartProps;
  const metric = readMetric(formData.metric);
  const metricLabel = metric ? getMetricLabel(metric) : 'value';
  const timeLabel = formData.x_axis ? getColumnLabel(formData.x_axis) : DTTM_ALIAS;
  const [trendResult, aggregateResult] = queriesData;
  const points = pointsNewestFirst(trendResult?.data ?? [], timeLabel, metricLabel);
  const aggregation = readString(formData, 'aggregation', LAST_VALUE);

  let bigNumber: number | null = null;
  let timestamp: number | null = null;
  const aggregatedRow = aggregation !== LAST_VALUE ? aggregateResult?.data?.[0] : undefined;
  if (aggregatedRow) {
    bigNumber = parseMetricValue(aggregatedRow[metricLabel]);
    timestamp = points[0]?.[0] ?? null;
  } else {
    // The latest bucket may be empty (a period still running): fall back to the latest value.
    const latest = points.find(([, value]) => value !== null);
    bigNumber = latest?.[1] ?? null;
    timestamp = latest?.[0] ?? points[0]?.[0] ?? null;
  }

  let subheader = readString(formData, 'subheader', '');
  let tone: BigNumberProps['subheaderTone'] = 'neutral';
  const lag = Math.trunc(readNumber(formData, 'compare_lag', 0));
  if (lag > 0 && lag < points.length) {
    const latest = points[0]?.[1];
    const earlier = points[lag]?.[1];
    if (latest !== null && latest !== undefined && earlier !== null && earlier !== undefined) {
      const change = percentChange(latest, earlier);
      subheader =
        `${formatPercentChange(change)} ${readString(formData, 'compare_suffix', '')}`.trim();
      tone = change > 0 ? 'positive' : change < 0 ? 'negative' : 'neutral';
    }
  }

  const formatTime = timeFormatterFor(
    readString(formData, 'time_format', SMART_DATE) || SMART_DATE,
    formData.time_grain_sqla,
  );
  const metricIndex = trendResult?.colnames?.indexOf(metricLabel) ?? -1;
  const metricIsTemporal = metricIndex >= 0 && trendResult?.coltypes?.[metricIndex] === TEMPORAL;
  const forceTime = readBoolean(formData, 'force_timestamp_formatting', false);
  const formatNumber = metricNumberFormatter(formData, datasource, metric);
  const formatValue = (value: number | null): string =>
    value === null
      ? t('N/A')
      : metricIsTemporal || forceTime
        ? formatTime(value)
        : formatNumber(value);

  let trendData: TrendPoint[] | null = null;
  if (readBoolean(formData, 'show_trend_line', true) && points.length > 0) {
    trendData = [...points].reverse();
    const from = epoch(trendResult?.from_dttm);
    if (readBoolean(formData, 'time_range_fixed', false) && from !== null) {
      // Show the whole chosen range, even where there is no data yet.
      const to = epoch(trendResult?.to_dttm) ?? Date.now();
      if ((trendData[0]?.[0] ?? Infinity) > from) trendData.unshift([from, null]);
      if ((trendData[trendData.length - 1]?.[0] ?? -Infinity) < to) trendData.push([to, null]);
    }
  }

  const fonts = readFontSizes(formData);
  const showTimestamp = readBoolean(formData, 'show_timestamp', false) && timestamp !== null;
  return {
    width,
    height,
    headerText: bigNumber === null ? t('No data') : formatValue(bigNumber),
    subheader,
    subheaderTone: tone,
    headerFontSize: fonts.header,
    subheaderFontSize: fonts.subheader,
    ...(showTimestamp && timestamp !== null ? { timestampText: formatTime(timestamp) } : {}),
    trendline: trendData
      ? {
          data: trendData,
          color: readMainColor(formData),
          startAtZero: readBoolean(formData, 'start_y_axis_at_zero', true),
          formatValue,
          formatTime: (time) => formatTime(time),
        }
      : null,
  };
}
