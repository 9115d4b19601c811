/**
 * The time-series table's data (pure): query rows (one per time bucket, and per group when
 * grouped) → one entry per time with a value per series, oldest first. Without a group-by each
 * metric is a series; with one, each group of the single metric is.
 */
import { DTTM_ALIAS } from '@panorama/core/query/build-query-object';
import { toNumber } from '@panorama/core/json/to-number';
import { epochMsOf } from '../shared/resultTime';

export interface TimeEntry {
  /** Epoch milliseconds of the bucket. */
  time: number;
  values: Record<string, number | null>;
}

export interface TimeSeriesData {
  entries: TimeEntry[];
  /** Series names: the metric labels, or the group names sorted. */
  series: string[];
}

function groupName(row: Record<string, unknown>, groupbyLabels: readonly string[]): string {
  return groupbyLabels.map((label) => String(row[label] ?? null)).join(', ');
}

export function pivotByTime(
  rows: ReadonlyArray<Record<string, unknown>>,
  groupbyLabels: readonly string[],
  metricLabels: readonly string[],
): TimeSeriesData {
  const grouped = groupbyLabels.length > 0;
  const byTime = new Map<number, Record<string, number | null>>();
  const seriesSet = new Set<string>(grouped ? [] : metricLabels);
  const [firstMetric] = metricLabels;

  for (const row of rows) {
    const time = epochMsOf(row[DTTM_ALIAS]);
    if (time === null) continue;
    let values = byTime.get(time);
    if (!values) {
      values = {};
      byTime.set(time, values);
    }
    if (grouped) {
      if (firstMetric === undefined) continue;
      const name = groupName(row, groupbyLabels);
      seriesSet.add(name);
      values[name] = toNumber(row[firstMetric]);
    } else {
      for (const metric of metricLabels) values[metric] = toNumber(row[metric]);
    }
  }

  const series = grouped ? [...seriesSet].sort() : [...seriesSet];
  const entries = [...byTime.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, values]) => ({
      time,
      values: Object.fromEntries(series.map((name) => [name, values[name] ?? null])),
    }));
  return { entries, series };
}
