/**
 * The two axes of a time-series chart: the base axis (time, numbers or categories, formatted
 * with `x_axis_time_format`) and the value axis (`y_axis_format`, log scale, minor split lines,
 * truncation and bounds). Horizontal bar charts swap them.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter } from '@panorama/core/format/time-format';
import type { XAxisKind } from './extractSeries';
import type { TimeseriesSettings } from './timeseriesSettings';

/** ECharts axis options (xAxis / yAxis entries); typed loosely because both take one shape. */
export type AxisOption = Record<string, unknown>;

export interface AxesInput {
  settings: TimeseriesSettings;
  xKind: XAxisKind;
  /** `time_grain_sqla`: no tick between two data points on a time axis. */
  timeGrain: string | null;
  categories: string[];
  minPositive: number | undefined;
  /** Values are shares (contribution, Expand): the value axis ends at 1 unless bounded. */
  percentValues: boolean;
  formatValue: (value: number) => string;
}

const DAY = 86_400_000;

/** Shortest tick step per time grain (data at a grain has nothing between its points). */
const GRAIN_INTERVALS: Record<string, number> = {
  PT1S: 1000,
  PT1M: 60_000,
  PT5M: 300_000,
  PT10M: 600_000,
  PT15M: 900_000,
  PT30M: 1_800_000,
  PT1H: 3_600_000,
  PT6H: 21_600_000,
  P1D: DAY,
  P1W: 7 * DAY,
  P1M: 28 * DAY,
  P3M: 89 * DAY,
  P1Y: 365 * DAY,
};

/** Largest power of ten at or below the value: a log axis cannot start at 0. */
export function lowerLogTick(value: number): number {
  return 10 ** Math.floor(Math.log10(value));
}

export function baseAxisFormatter(
  kind: XAxisKind,
  timeFormat: string,
): ((value: number | string) => string) | undefined {
  if (kind === 'time') {
    const format = getTimeFormatter(timeFormat);
    return (value) => format(typeof value === 'number' ? value : Number(value));
  }
  if (kind === 'value') {
    const format = getNumberFormatter('SMART_NUMBER');
    return (value) => format(Number(value));
  }
  return undefined;
}

function baseAxis(input: AxesInput): AxisOption {
  const { settings } = input;
  const formatter = baseAxisFormatter(input.xKind, settings.xAxisTimeFormat);
  return {
    type: input.xKind,
    name: settings.xAxisTitle,
    nameLocation: 'middle',
    nameGap: settings.xAxisTitleMargin,
    ...(input.xKind === 'category' ? { data: input.categories } : {}),
    ...(input.xKind === 'time' && input.timeGrain && GRAIN_INTERVALS[input.timeGrain]
      ? { minInterval: GRAIN_INTERVALS[input.timeGrain] }
      : {}),
    // Bars need half a slot of room at both ends, lines start at the edge.
    boundaryGap:
      settings.seriesType === 'bar' ? (input.xKind === 'category' ? true : ['2%', '2%']) : false,
    axisLabel: {
      hideOverlap: true,
      rotate: settings.xAxisLabelRotation,
      ...(formatter ? { formatter } : {}),
    },
  };
}

function valueAxis(input: AxesInput): AxisOption {
  const { settings } = input;
  const [lower, upper] = settings.truncateYAxis ? settings.yAxisBounds : [undefined, undefined];
  let min: number | undefined = lower;
  let max: number | undefined = upper;
  if (input.percentValues && settings.stack !== null) {
    min ??= 0;
    max ??= 1;
  }
  if (settings.logAxis && min === undefined && input.minPositive !== undefined) {
    min = lowerLogTick(input.minPositive);
  }
  return {
    type: settings.logAxis ? 'log' : 'value',
    name: settings.yAxisTitle,
    nameLocation: 'middle',
    nameGap: settings.yAxisTitleMargin,
    // Not truncated: the axis keeps 0 in view; truncated: it fits the data (or the bounds).
    scale: settings.truncateYAxis,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    minorTick: { show: settings.minorSplitLine },
    minorSplitLine: { show: settings.minorSplitLine },
    axisLabel: { formatter: (value: number) => input.formatValue(value) },
  };
}

export function buildAxes(input: AxesInput): { xAxis: AxisOption; yAxis: AxisOption } {
  const horizontal =
    input.settings.orientation === 'horizontal' && input.settings.seriesType === 'bar';
  const base = baseAxis(input);
  const values = valueAxis(input);
  if (!horizontal) return { xAxis: base, yAxis: values };
  // Swapped: titles stay with their data (the x title names the base axis, now vertical).
  return { xAxis: values, yAxis: { ...base, nameGap: input.settings.yAxisTitleMargin } };
}
