/**
 * Query rows → the Partition Chart's value trees, one per metric (pure), as Superset's
 * PartitionViz computes them for each time-series option:
 * - "Not Time Series" and "Aggregate Sum": each node holds the sum of its rows;
 * - "Aggregate Mean": the mean of its rows (one row per time bucket and group);
 * - "Difference", "Factor", "Percent Change": the node's sum in the last time bucket compared
 *   with its sum in the first (`last - first`, `last / first`, `last / first - 1`); a node
 *   absent from one of the two buckets counts 0 there, one absent from both is not drawn;
 * - "Time Series": the sums with the time buckets as the first level;
 * - "Advanced Analytics": see `advancedAnalytics.ts`.
 * Nulls are skipped; a node holds NaN where no value can be computed (a mean of nothing, 0/0).
 */
import { toPrimitive, type Primitive } from '../shared/categories/groupValues';
import { parseMetricValue } from '../shared/formDataMetrics';
import { PATH_SEPARATOR, type HierarchyNode } from '../shared/hierarchy/hierarchy';
import { advancedAnalyticsTrees, type AnalyticsSettings } from './advancedAnalytics';
import { sortedDistinct, type Row } from './partitionRows';
import type { TimeSeriesOption } from './timeSeriesOption';

export interface PartitionValuesInput {
  rows: readonly Row[];
  /** Result labels of the group-by columns, top level first. */
  columns: readonly string[];
  /** Result label of the time column (only read by the time options). */
  timeColumn: string;
  metrics: readonly string[];
  option: TimeSeriesOption;
  analytics: AnalyticsSettings;
  /** The shown name of a column's value (dates formatted). */
  nameOf: (column: string, value: Primitive) => string;
}

/** A value tree rooted at the metric (its name) for each metric. */
export function partitionTrees(input: PartitionValuesInput): HierarchyNode[] {
  const { rows, columns, timeColumn, metrics, option, nameOf } = input;
  if (option === 'adv_anal') {
    return advancedAnalyticsTrees({ rows, columns, timeColumn, metrics, nameOf }, input.analytics);
  }
  const nodeRows = isPointOption(option) ? endPointRows(rows, timeColumn) : rows;
  return metrics.map((metric) => {
    const valueOf = nodeValue(option, metric, rows, timeColumn);
    const levels = option === 'time_series' ? [timeColumn, ...columns] : columns;
    return {
      name: metric,
      key: '',
      names: [],
      values: [],
      value: valueOf(rows),
      secondaryValue: 0,
      children: nestRows(nodeRows, levels, { names: [], values: [] }, valueOf, nameOf),
    };
  });
}

/** The metric's values of the rows, nulls skipped. */
function metricValues(rows: readonly Row[], metric: string): number[] {
  const values: number[] = [];
  for (const row of rows) {
    const value = parseMetricValue(row[metric]);
    if (value !== null) values.push(value);
  }
  return values;
}

function sumOf(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

type PointOption = 'point_diff' | 'point_factor' | 'point_percent';

function isPointOption(option: TimeSeriesOption): option is PointOption {
  return option === 'point_diff' || option === 'point_factor' || option === 'point_percent';
}

/** The rows of the first and last time buckets: the groups a comparison draws. */
function endPointRows(rows: readonly Row[], timeColumn: string): Row[] {
  const times = sortedDistinct(rows.map((row) => toPrimitive(row[timeColumn])));
  const ends = new Set([times[0], times[times.length - 1]]);
  return rows.filter((row) => ends.has(toPrimitive(row[timeColumn])));
}

function comparePoints(option: PointOption, last: number, first: number): number {
  if (option === 'point_diff') return last - first;
  if (option === 'point_factor') return last / first;
  return last / first - 1;
}

/** How a node's value follows from its rows under `option`. */
function nodeValue(
  option: Exclude<TimeSeriesOption, 'adv_anal'>,
  metric: string,
  allRows: readonly Row[],
  timeColumn: string,
): (rows: readonly Row[]) => number {
  if (option === 'agg_mean') {
    return (rows) => {
      const values = metricValues(rows, metric);
      return values.length ? sumOf(values) / values.length : Number.NaN;
    };
  }
  if (isPointOption(option)) {
    const times = sortedDistinct(allRows.map((row) => toPrimitive(row[timeColumn])));
    const first = times[0];
    const last = times[times.length - 1];
    const sumAt = (rows: readonly Row[], time: Primitive | undefined) =>
      sumOf(
        metricValues(
          rows.filter((row) => toPrimitive(row[timeColumn]) === time),
          metric,
        ),
      );
    return (rows) => comparePoints(option, sumAt(rows, last), sumAt(rows, first));
  }
  return (rows) => sumOf(metricValues(rows, metric));
}

interface PathStart {
  names: string[];
  values: Primitive[];
}

/**
 * The rows split by `levels[0]`, each part split further by the remaining levels; values with
 * the same shown name are one node (as in the other hierarchy charts), in first-seen order.
 */
function nestRows(
  rows: readonly Row[],
  levels: readonly string[],
  parent: PathStart,
  valueOf: (rows: readonly Row[]) => number,
  nameOf: (column: string, value: Primitive) => string,
): HierarchyNode[] {
  const [column, ...rest] = levels;
  if (column === undefined) return [];
  const parts = new Map<string, { value: Primitive; rows: Row[] }>();
  for (const row of rows) {
    const value = toPrimitive(row[column]);
    const name = nameOf(column, value);
    const part = parts.get(name);
    if (part) part.rows.push(row);
    else parts.set(name, { value, rows: [row] });
  }
  return [...parts].map(([name, part]) => {
    const names = [...parent.names, name];
    const values = [...parent.values, part.value];
    return {
      name,
      key: names.join(PATH_SEPARATOR),
      names,
      values,
      value: valueOf(part.rows),
      secondaryValue: 0,
      children: nestRows(part.rows, rest, { names, values }, valueOf, nameOf),
    };
  });
}
