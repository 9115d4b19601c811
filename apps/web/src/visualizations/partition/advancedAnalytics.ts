/**
 * The Partition Chart's "Advanced Analytics" option (Superset's PartitionViz with its legacy
 * time-series processing), pure: for each level of the hierarchy (the metric alone, then each
 * prefix of the group-by columns), the metric's sum per time bucket and group (0 where a group
 * has no row in a bucket), then, with both `resample_rule` and `resample_method`, the level's
 * series resampled together (pandas rules and methods, `@panorama/core/time/resample`), then the
 * rolling window (`rolling_type` over `rolling_periods` buckets, at least `min_periods` values),
 * then the first `min_periods` buckets dropped, then, with `contribution`, each value divided by
 * its bucket's total over the level (all metrics and groups). The tree is metric → time bucket →
 * group levels, each node holding its value in its bucket; the metric itself has no value.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { resampleSeries } from '@panorama/core/time/resample/resample-series';
import { t } from '../../i18n/t';
import { toPrimitive, type Primitive } from '../shared/categories/groupValues';
import { readOptionalNumber, readOptionalString } from '../shared/echarts/formDataValues';
import { parseMetricValue } from '../shared/formDataMetrics';
import { PATH_SEPARATOR, type HierarchyNode } from '../shared/hierarchy/hierarchy';
import { sortedDistinct, type Row } from './partitionRows';

export interface AnalyticsSettings {
  /** `mean`, `sum`, `std` or `cumsum`; anything else applies no window. */
  rollingType: string | undefined;
  rollingPeriods: number;
  minPeriods: number;
  contribution: boolean;
  /** The pandas resample rule (`1D`, `1W`, `1M`...) and method; null when either is unset. */
  resample: { rule: string; method: string } | null;
}

export function readAnalyticsSettings(formData: QueryFormData): AnalyticsSettings {
  const whole = (key: string) => Math.max(0, Math.trunc(readOptionalNumber(formData, key) ?? 0));
  const rule = readOptionalString(formData, 'resample_rule');
  const method = readOptionalString(formData, 'resample_method');
  return {
    rollingType: readOptionalString(formData, 'rolling_type'),
    rollingPeriods: whole('rolling_periods'),
    minPeriods: whole('min_periods'),
    contribution: formData.contribution === true,
    resample: rule !== undefined && method !== undefined ? { rule, method } : null,
  };
}

/**
 * The most values resampling may make (buckets × series over all levels): a fine rule over a
 * long range would otherwise freeze the page building nodes no one could see.
 */
const MAX_RESAMPLED_VALUES = 1_000_000;

const WINDOW_FUNCTIONS = new Set(['mean', 'sum', 'std']);

/** The sample standard deviation (one degree of freedom less), NaN under two values. */
function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return Number.NaN;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

/** One series after the rolling window (before the first `minPeriods` values are dropped). */
export function rollingValues(values: readonly number[], settings: AnalyticsSettings): number[] {
  const { rollingType, rollingPeriods: window, minPeriods } = settings;
  if (rollingType !== undefined && WINDOW_FUNCTIONS.has(rollingType) && window > 0) {
    if (minPeriods > window) {
      throw new Error(
        t('Min periods (%s) must not exceed the rolling periods (%s)', minPeriods, window),
      );
    }
    return values.map((_, index) => {
      const frame = values.slice(Math.max(0, index - window + 1), index + 1);
      const present = frame.filter((value) => !Number.isNaN(value));
      if (present.length === 0 || present.length < minPeriods) return Number.NaN;
      const sum = present.reduce((total, value) => total + value, 0);
      if (rollingType === 'sum') return sum;
      if (rollingType === 'mean') return sum / present.length;
      return standardDeviation(present);
    });
  }
  if (rollingType === 'cumsum') {
    let running = 0;
    return values.map((value) => {
      if (Number.isNaN(value)) return value;
      running += value;
      return running;
    });
  }
  return [...values];
}

interface LevelPath {
  key: string;
  parentKey: string;
  names: string[];
  values: Primitive[];
}

export interface AnalyticsInput {
  rows: readonly Row[];
  columns: readonly string[];
  timeColumn: string;
  metrics: readonly string[];
  nameOf: (column: string, value: Primitive) => string;
}

/** The groups of each level (level 0: the one empty path), in first-seen order. */
function levelPaths(input: AnalyticsInput): Array<Map<string, LevelPath>> {
  const root: LevelPath = { key: '', parentKey: '', names: [], values: [] };
  const levels = [new Map([['', root]])];
  input.columns.forEach((_, index) => {
    const level = new Map<string, LevelPath>();
    for (const row of input.rows) {
      const path = pathOf(input, row, index + 1);
      if (!level.has(path.key)) level.set(path.key, path);
    }
    levels.push(level);
  });
  return levels;
}

function pathOf(input: AnalyticsInput, row: Row, depth: number): LevelPath {
  const columns = input.columns.slice(0, depth);
  const values = columns.map((column) => toPrimitive(row[column]));
  const names = columns.map((column, index) => input.nameOf(column, values[index] ?? null));
  return {
    key: names.join(PATH_SEPARATOR),
    parentKey: names.slice(0, -1).join(PATH_SEPARATOR),
    names,
    values,
  };
}

/** Key of one series of a level: the metric and the group path. */
const seriesKey = (metric: string, pathKey: string) => JSON.stringify([metric, pathKey]);

type LevelSeries = Map<string, number[]>;

/** Every series of one level by metric and path: the metric's sum in each time bucket. */
function levelSums(
  input: AnalyticsInput,
  depth: number,
  paths: Map<string, LevelPath>,
  times: readonly Primitive[],
): LevelSeries {
  const timeIndex = new Map(times.map((time, index) => [time, index]));
  const sums: LevelSeries = new Map();
  for (const metric of input.metrics) {
    for (const pathKey of paths.keys())
      sums.set(
        seriesKey(metric, pathKey),
        times.map(() => 0),
      );
  }
  for (const row of input.rows) {
    const index = timeIndex.get(toPrimitive(row[input.timeColumn]));
    if (index === undefined) continue;
    const pathKey = depth === 0 ? '' : pathOf(input, row, depth).key;
    for (const metric of input.metrics) {
      const value = parseMetricValue(row[metric]);
      const series = sums.get(seriesKey(metric, pathKey));
      if (series && value !== null) series[index] = (series[index] ?? 0) + value;
    }
  }
  return sums;
}

/**
 * Every level's series resampled to the rule: the buckets become the rule's labels (the same for
 * every level). Times that are not instants (no time) are left out, as pandas leaves them out
 * of the time index.
 */
function resampleLevels(
  times: readonly Primitive[],
  levels: readonly LevelSeries[],
  resample: { rule: string; method: string },
): { times: Primitive[]; levels: LevelSeries[] } {
  const kept = times.flatMap((time, index) =>
    typeof time === 'number' && Number.isFinite(time) ? [index] : [],
  );
  const instants = kept.map((index) => times[index] as number);
  const seriesCount = levels.reduce((count, level) => count + level.size, 0);
  const checkSize = (buckets: number) => {
    if (buckets * seriesCount > MAX_RESAMPLED_VALUES) {
      throw new Error(
        t(
          'Resampling to %s makes more than %s values; choose a coarser rule or a shorter time range',
          resample.rule,
          MAX_RESAMPLED_VALUES.toLocaleString('en'),
        ),
      );
    }
  };
  let labels: number[] = [];
  const resampled = levels.map((level) => {
    const keys = [...level.keys()];
    const series = keys.map((key) => kept.map((index) => level.get(key)?.[index] ?? 0));
    const out = resampleSeries(instants, series, resample.rule, resample.method, { checkSize });
    labels = out.times;
    return new Map(keys.map((key, position) => [key, out.series[position] ?? []]));
  });
  return { times: labels, levels: resampled };
}

/** One level's series after the rolling window and contribution; values by kept time index. */
function processLevel(
  sums: LevelSeries,
  bucketCount: number,
  settings: AnalyticsSettings,
): LevelSeries {
  const processed: LevelSeries = new Map();
  for (const [key, values] of sums) {
    processed.set(key, rollingValues(values, settings).slice(settings.minPeriods));
  }
  if (settings.contribution) {
    const kept = bucketCount - settings.minPeriods;
    for (let index = 0; index < kept; index += 1) {
      let total = 0;
      for (const values of processed.values()) {
        const value = values[index] ?? Number.NaN;
        if (!Number.isNaN(value)) total += value;
      }
      for (const values of processed.values())
        values[index] = (values[index] ?? Number.NaN) / total;
    }
  }
  return processed;
}

export function advancedAnalyticsTrees(
  input: AnalyticsInput,
  settings: AnalyticsSettings,
): HierarchyNode[] {
  const rowTimes = sortedDistinct(input.rows.map((row) => toPrimitive(row[input.timeColumn])));
  const paths = levelPaths(input);
  const sums = paths.map((level, depth) => levelSums(input, depth, level, rowTimes));
  const buckets = settings.resample
    ? resampleLevels(rowTimes, sums, settings.resample)
    : { times: rowTimes, levels: sums };
  const times = buckets.times.slice(settings.minPeriods);
  if (input.rows.length > 0 && times.length === 0) {
    throw new Error(
      t(
        'Applied rolling window did not return any data. Please make sure the source query satisfies the minimum periods defined in the rolling window.',
      ),
    );
  }
  const levels = buckets.levels.map((level) => processLevel(level, buckets.times.length, settings));

  const groupNodes = (
    metric: string,
    depth: number,
    parentKey: string,
    timeIndex: number,
    date: { name: string; value: Primitive },
  ): HierarchyNode[] => {
    const level = paths[depth];
    if (!level) return [];
    return [...level.values()]
      .filter((path) => path.parentKey === parentKey)
      .map((path) => {
        const names = [date.name, ...path.names];
        return {
          name: path.names[path.names.length - 1] ?? '',
          key: names.join(PATH_SEPARATOR),
          names,
          values: [date.value, ...path.values],
          value: levels[depth]?.get(seriesKey(metric, path.key))?.[timeIndex] ?? Number.NaN,
          secondaryValue: 0,
          children: groupNodes(metric, depth + 1, path.key, timeIndex, date),
        };
      });
  };

  return input.metrics.map((metric) => ({
    name: metric,
    key: '',
    names: [],
    values: [],
    value: Number.NaN,
    secondaryValue: 0,
    children: times.map((time, timeIndex) => {
      const name = input.nameOf(input.timeColumn, time);
      return {
        name,
        key: name,
        names: [name],
        values: [time],
        value: levels[0]?.get(seriesKey(metric, ''))?.[timeIndex] ?? Number.NaN,
        secondaryValue: 0,
        children: groupNodes(metric, 1, '', timeIndex, { name, value: time }),
      };
    }),
  }));
}
