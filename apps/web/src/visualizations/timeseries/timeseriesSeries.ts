/**
 * One ECharts series per result column, styled by the series type (line, smooth, step,
 * bar, scatter), area fill, markers, stacking and the cross-filter selection. Long series are
 * downsampled with LTTB to about two points per pixel before they reach ECharts (stacked and
 * bar series together, so they stay aligned); scatter plots keep every point and use ECharts'
 * `large` mode instead, since thinning a cloud of points changes what it shows.
 */
import type { ColorScale } from '../shared/echarts/categoricalColors';
import type { CartesianSeriesOption } from '../shared/echarts/echartsOption';
import { alignedIndices, downsampleIndices, SAMPLES_PER_PIXEL } from '../shared/echarts/lttb';
import type { ExtractedData } from './extractSeries';
import { isLineType, type TimeseriesSettings } from './timeseriesSettings';

/** Above this many points a bar or scatter series switches to ECharts' `large` mode. */
export const LARGE_THRESHOLD = 2000;
/** Never downsample below this many points, however narrow the chart. */
const MIN_SAMPLES = 200;

export interface SeriesBuildInput {
  data: ExtractedData;
  settings: TimeseriesSettings;
  /** Pixels along the x axis (width, or height for horizontal bars). */
  axisLength: number;
  colorScale: ColorScale;
  /** Names the chart's cross filter selects; others are dimmed. */
  selectedNames: readonly string[];
  /** Time-shifted copies (`time_compare`), drawn dashed. */
  isDerived: (name: string) => boolean;
  /** Given the series' name, writes the value in that series' metric format. */
  formatValue: (value: number, seriesName?: string) => string;
}

export interface BuiltSeries {
  series: CartesianSeriesOption[];
  /** Points handed to ECharts, all series together. */
  pointCount: number;
  /** The x values drawn (after downsampling), numeric axes only. */
  drawnXs: number[];
  /** Smallest positive value drawn (lower bound of a log axis). */
  minPositive: number | undefined;
}

/** Stack Expand: each value as a share of its row's total. */
function expandRows(columns: Array<Array<number | null>>): Array<Array<number | null>> {
  const length = columns[0]?.length ?? 0;
  const totals = new Float64Array(length);
  for (const column of columns) {
    column.forEach((value, index) => {
      totals[index] = (totals[index] as number) + (value ?? 0);
    });
  }
  return columns.map((column) =>
    column.map((value, index) => {
      const total = totals[index] as number;
      return value === null || total === 0 ? null : value / total;
    }),
  );
}

function symbolSettings(settings: TimeseriesSettings) {
  if (settings.seriesType === 'scatter') {
    return { symbolSize: settings.markerSize };
  }
  return settings.markerEnabled
    ? { showSymbol: true, symbolSize: settings.markerSize }
    : { showSymbol: false, symbolSize: settings.markerSize };
}

function seriesTypeOptions(settings: TimeseriesSettings, isDerived: boolean, opacity: number) {
  const { seriesType } = settings;
  if (seriesType === 'bar') return { type: 'bar' as const };
  if (seriesType === 'scatter') return { type: 'scatter' as const };
  return {
    type: 'line' as const,
    smooth: seriesType === 'smooth',
    ...(seriesType === 'start' || seriesType === 'middle' || seriesType === 'end'
      ? { step: seriesType }
      : {}),
    ...(settings.area ? { areaStyle: { opacity: settings.opacity * opacity } } : {}),
    lineStyle: { width: 1.5, opacity, ...(isDerived ? { type: 'dashed' as const } : {}) },
    connectNulls: false,
  };
}

export function buildCartesianSeries(input: SeriesBuildInput): BuiltSeries {
  const { data, settings } = input;
  const stacked = settings.stack !== null && settings.seriesType !== 'scatter';
  let columns = data.series.map((entry) => entry.values);
  if (settings.stack === 'Expand') columns = expandRows(columns);
  // Stacks need a value at every x, or ECharts leaves holes in the layers above.
  if (stacked) columns = columns.map((column) => column.map((value) => value ?? 0));

  const numericAxis = data.xKind !== 'category';
  const threshold = Math.max(MIN_SAMPLES, Math.round(input.axisLength * SAMPLES_PER_PIXEL));
  const shouldSample =
    numericAxis && data.xs.length > threshold && settings.seriesType !== 'scatter';
  const sampleTogether = stacked || settings.seriesType === 'bar';

  let xs = data.xs;
  if (shouldSample && sampleTogether) {
    const keep = alignedIndices(xs as number[], columns, threshold);
    xs = keep.map((index) => data.xs[index] as number);
    columns = columns.map((column) => keep.map((index) => column[index] ?? null));
  }

  let pointCount = 0;
  let minPositive: number | undefined;
  const drawnXs = new Set<number>();
  const horizontal = settings.orientation === 'horizontal' && settings.seriesType === 'bar';
  const selected = new Set(input.selectedNames);

  const series = data.series.map((entry, seriesIndex): CartesianSeriesOption => {
    const column = columns[seriesIndex] ?? [];
    // Pairs are built for the kept indices only: no 100,000-element detour.
    const indices =
      shouldSample && !sampleTogether ? downsampleIndices(xs as number[], column, threshold) : null;
    const points: Array<[number | string, number | null]> = indices
      ? indices.map((index) => [xs[index] as number, column[index] ?? null])
      : xs.map((x, index) => [x, column[index] ?? null]);
    pointCount += points.length;
    for (const [x, y] of points) {
      if (numericAxis) drawnXs.add(x as number);
      if (y !== null && y > 0 && (minPositive === undefined || y < minPositive)) minPositive = y;
    }
    const derived = input.isDerived(entry.name);
    const opacity = selected.size > 0 && !selected.has(entry.name) ? 0.3 : 1;
    const color = input.colorScale(entry.name);
    const large = points.length > LARGE_THRESHOLD;
    return {
      id: entry.key,
      name: entry.name,
      ...seriesTypeOptions(settings, derived, opacity),
      ...(isLineType(settings.seriesType) || settings.seriesType === 'scatter'
        ? symbolSettings(settings)
        : {}),
      color,
      data: horizontal ? points.map(([x, y]) => [y, x]) : points,
      ...(stacked ? { stack: 'total' } : {}),
      ...(large && !isLineType(settings.seriesType)
        ? { large: true, largeThreshold: LARGE_THRESHOLD }
        : {}),
      itemStyle: { opacity },
      emphasis: { focus: 'series' },
      label: {
        show: settings.showValue,
        position: settings.seriesType === 'bar' ? (horizontal ? 'right' : 'top') : 'top',
        formatter: (params: { value?: unknown }) => {
          const value: unknown = Array.isArray(params.value)
            ? params.value[horizontal ? 0 : 1]
            : undefined;
          return typeof value === 'number' ? input.formatValue(value, entry.name) : '';
        },
      },
      // The spread of per-type options is one of line / bar / scatter; TypeScript cannot
      // narrow a union assembled from spreads, so the object is typed as the union here.
    } as CartesianSeriesOption;
  });

  return {
    series,
    pointCount,
    drawnXs: [...drawnXs].sort((a, b) => a - b),
    minPositive,
  };
}
