/**
 * `boxplot`: per `groupby` group and metric, the columns `<m>__mean`, `__median`, `__max`,
 * `__min`, `__q1`, `__q3`, `__count`, `__outliers` (all metrics' `__mean` first, then all
 * `__median`, ... as Superset orders its aggregates). As in Superset:
 *  - q1/q3 are numpy `nanpercentile(..., 25|75, method="midpoint")`;
 *  - whiskers: `tukey` = the most extreme values within 1.5 × IQR of the quartiles,
 *    `percentile` = numpy (linear) percentiles `percentiles[0]`/`[1]`, anything else = min/max;
 *  - outliers: values above the upper whisker, then values below the lower one;
 *  - count is every row of the group (numpy.ma.count), missing values included; the other
 *    statistics skip missing values. Text metric values are coerced to numbers first.
 */
import { requireColumns, resolveSingle } from './column-refs';
import { NUMERIC } from './frame';
import { groupRowsOrAll } from './group-by';
import { readNames, readString, type Options } from './options';
import { BOXPLOT_PERCENTILES_INVALID, invalid } from './post-processing-errors';
import {
  nanMean,
  nanPercentile,
  quantileOfSorted,
  sortedPresent,
} from '@panorama/core/stats/nan-stats';
import type { Column, Table } from './table';
import { toNumber } from './values';

const STATISTICS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;
type Statistic = (typeof STATISTICS)[number];

type Whiskers = (sorted: Float64Array, q1: number, q3: number) => [low: number, high: number];

function readWhiskers(options: Options): Whiskers {
  const type = readString(options, 'whisker_type');
  if (type === 'tukey') {
    return (sorted, q1, q3) => {
      const iqr = q3 - q1;
      const lowLimit = q1 - 1.5 * iqr;
      const highLimit = q3 + 1.5 * iqr;
      let low = NaN;
      let high = NaN;
      for (const x of sorted) {
        if (Number.isNaN(low) && x >= lowLimit) low = x;
        if (x <= highLimit) high = x;
      }
      return [low, high];
    };
  }
  if (type === 'percentile') {
    const p = options.percentiles;
    if (
      !Array.isArray(p) ||
      p.length !== 2 ||
      typeof p[0] !== 'number' ||
      typeof p[1] !== 'number' ||
      p[0] >= p[1]
    ) {
      throw invalid(BOXPLOT_PERCENTILES_INVALID);
    }
    const [lowPct, highPct] = p as [number, number];
    return (sorted) => [
      quantileOfSorted(sorted, lowPct / 100, 'linear'),
      quantileOfSorted(sorted, highPct / 100, 'linear'),
    ];
  }
  return (sorted) =>
    sorted.length === 0 ? [NaN, NaN] : [sorted[0] as number, sorted[sorted.length - 1] as number];
}

function statistics(values: Float64Array, whiskers: Whiskers): Record<Statistic, unknown> {
  const sorted = sortedPresent(values);
  const q1 = quantileOfSorted(sorted, 0.25, 'midpoint');
  const q3 = quantileOfSorted(sorted, 0.75, 'midpoint');
  const [low, high] = whiskers(sorted, q1, q3);
  const above: number[] = [];
  const below: number[] = [];
  for (const x of values) {
    if (x > high) above.push(x);
    else if (x < low) below.push(x);
  }
  return {
    mean: nanMean(values),
    median: nanPercentile(values, 50, 'linear'),
    max: high,
    min: low,
    q1,
    q3,
    count: values.length,
    outliers: [...above, ...below],
  };
}

export function boxplot(table: Table, options: Options): Table {
  const groupby = readNames(options, 'groupby');
  const metrics = readNames(options, 'metrics');
  requireColumns(table, [...groupby, ...metrics]);
  const whiskers = readWhiskers(options);

  const keyPositions = groupby.map((name) => resolveSingle(table, name));
  const { keys, rows: groups } = groupRowsOrAll(table, keyPositions, false);

  const stats = metrics.map((metric) => {
    const column = table.columns[resolveSingle(table, metric)] as Column;
    return groups.map((positions) => {
      const values = new Float64Array(positions.length);
      for (let i = 0; i < positions.length; i++) {
        values[i] = toNumber(column.values[positions[i] as number], true);
      }
      return statistics(values, whiskers);
    });
  });

  const keyColumns: Column[] = keyPositions.map((position, k) => {
    const source = table.columns[position] as Column;
    return { name: source.name, type: source.type, values: keys.map((key) => key[k]) };
  });
  const statColumns: Column[] = STATISTICS.flatMap((stat) =>
    metrics.map((metric, m) => ({
      name: `${metric}__${stat}`,
      type: stat === 'outliers' ? null : NUMERIC,
      values: (stats[m] as Record<Statistic, unknown>[]).map((s) => s[stat]),
    })),
  );
  return { columns: [...keyColumns, ...statColumns], length: keys.length, index: [] };
}
