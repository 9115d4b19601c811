/**
 * Query result + form data → the horizon chart's rows (pure): one row per series, in name
 * order, `series_height` pixels tall. `horizon_color_scale` picks what fills a row's bands:
 * its own largest absolute value (series), the largest of all series (overall), or its largest
 * change from its first value, which the row then shows instead of the values (change).
 */
import type { ChartProps } from '../chartPluginTypes';
import { readChoice, readNumber } from '../shared/echarts/formDataValues';
import { readLegacySeries } from '../timeseries/legacySeries';

export interface HorizonRow {
  name: string;
  values: Array<number | null>;
  extent: number;
}

export interface HorizonChartProps {
  rows: HorizonRow[];
  width: number;
  height: number;
  seriesHeight: number;
}

const COLOR_SCALES = ['series', 'overall', 'change'] as const;

function largestMagnitude(values: ReadonlyArray<number | null>): number {
  let largest = 0;
  for (const value of values) if (value !== null) largest = Math.max(largest, Math.abs(value));
  return largest;
}

export function transformProps(chartProps: ChartProps): HorizonChartProps {
  const { formData, width, height } = chartProps;
  const scale = readChoice(formData, 'horizon_color_scale', COLOR_SCALES, 'series');
  const seriesHeight = Math.max(1, readNumber(formData, 'series_height', 25));
  const series = readLegacySeries(chartProps).series.map(({ name, values }) => {
    if (scale !== 'change') return { name, values };
    const first = values.find((value) => value !== null) ?? 0;
    return { name, values: values.map((value) => (value === null ? null : value - first)) };
  });
  const overall = largestMagnitude(series.flatMap((entry) => entry.values));
  return {
    rows: series.map(({ name, values }) => ({
      name,
      values,
      extent: scale === 'overall' ? overall : largestMagnitude(values),
    })),
    width,
    height,
    seriesHeight,
  };
}
