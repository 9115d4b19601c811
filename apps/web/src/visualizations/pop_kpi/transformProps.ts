/**
 * Result → the period-over-period big number: the metric over the current range, the same
 * metric over the earlier period (`<metric>__<offset>`), their difference and the percent change
 * with Superset's rules (both zero → 0; one of them zero → +100 % or −100 %; otherwise the change
 * over the earlier value's magnitude). Values use the metric's saved format or `y_axis_format`,
 * the percent change `percentDifferenceFormat`; font sizes are Superset's pixel steps.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getMetricLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../chartPluginTypes';
import {
  HEADER_FONT_SIZES,
  metricNumberFormatter,
  SUBHEADER_FONT_SIZES,
} from '../shared/bigNumber/bigNumberFormData';
import { readBoolean, readNumber, readString } from '../shared/echarts/formDataValues';
import { parseMetricValue, readMetric } from '../shared/formDataMetrics';
import {
  DEFAULT_COMPARISON_FONT_SIZE,
  DEFAULT_METRIC_NAME_FONT_SIZE,
  DEFAULT_POP_HEADER_FONT_SIZE,
  GREEN_FOR_INCREASE,
  RED_FOR_INCREASE,
} from './controlPanel';
import { comparisonOffset } from './popKpiFormData';

/** Pixel sizes for the header's proportions and for the comparison's, in the drop-downs' order. */
const HEADER_PIXELS = [16, 20, 30, 48, 60];
const COMPARISON_PIXELS = [16, 20, 26, 32, 40];

export interface PopKpiProps {
  width: number;
  height: number;
  metricName: string;
  showMetricName: boolean;
  bigNumber: string;
  prevNumber: string;
  valueDifference: string;
  percentDifference: string;
  /** The change as a share of the earlier value (its sign drives the arrow and colours). */
  percentChange: number;
  /** The earlier period as the comparison names it ('1 year ago', 'inherit', a start date). */
  comparator: string;
  headerFontSize: number;
  comparisonFontSize: number;
  metricNameFontSize: number;
  colorsEnabled: boolean;
  /** 'Green' when an increase is good news, 'Red' when it is bad news. */
  colorScheme: typeof GREEN_FOR_INCREASE | typeof RED_FOR_INCREASE;
}

/** The pixel size a proportion maps to; an unknown proportion takes the largest step. */
function pixels(
  proportion: number,
  steps: ReadonlyArray<readonly [number, string]>,
  sizes: number[],
): number {
  const index = steps.findIndex(([value]) => value === proportion);
  return sizes[index] ?? sizes[sizes.length - 1] ?? proportion;
}

export function percentChangeOf(current: number, previous: number): number {
  if (!current && !previous) return 0;
  if (!current || !previous) return current ? 1 : -1;
  return (current - previous) / Math.abs(previous);
}

export function transformProps(chartProps: ChartProps): PopKpiProps {
  const { formData, queriesData, datasource, width, height } = chartProps;
  const metric = readMetric(formData.metric);
  const label = metric ? getMetricLabel(metric) : '';
  const offset = comparisonOffset(formData);
  const rows = queriesData[0]?.data ?? [];
  const sum = (column: string | null) =>
    column === null
      ? 0
      : rows.reduce((total, row) => total + (parseMetricValue(row[column]) ?? 0), 0);
  const current = sum(label);
  const previous = sum(offset ? `${label}__${offset}` : null);
  const formatValue = metricNumberFormatter(formData, datasource, metric);
  const formatPercent = getNumberFormatter(
    readString(formData, 'percentDifferenceFormat', 'SMART_NUMBER'),
  );
  const saved =
    typeof metric === 'string'
      ? datasource?.metrics?.find((m) => m.metric_name === metric)
      : undefined;
  const percentChange = percentChangeOf(current, previous);
  return {
    width,
    height,
    metricName: saved?.verbose_name || label,
    showMetricName: readBoolean(formData, 'show_metric_name', false),
    bigNumber: formatValue(current),
    prevNumber: formatValue(previous),
    valueDifference: formatValue(current - previous),
    percentDifference: formatPercent(percentChange),
    percentChange,
    comparator: offset ?? '',
    headerFontSize: pixels(
      readNumber(formData, 'header_font_size', DEFAULT_POP_HEADER_FONT_SIZE),
      HEADER_FONT_SIZES,
      HEADER_PIXELS,
    ),
    comparisonFontSize: pixels(
      readNumber(formData, 'subheader_font_size', DEFAULT_COMPARISON_FONT_SIZE),
      SUBHEADER_FONT_SIZES,
      COMPARISON_PIXELS,
    ),
    metricNameFontSize: pixels(
      readNumber(formData, 'metric_name_font_size', DEFAULT_METRIC_NAME_FONT_SIZE),
      SUBHEADER_FONT_SIZES,
      COMPARISON_PIXELS,
    ),
    colorsEnabled: readBoolean(formData, 'comparison_color_enabled', false),
    colorScheme:
      formData.comparison_color_scheme === RED_FOR_INCREASE ? RED_FOR_INCREASE : GREEN_FOR_INCREASE,
  };
}
