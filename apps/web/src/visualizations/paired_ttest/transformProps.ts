/**
 * Result → the paired t-test tables: per metric, one row per group (group-by values, sorted as
 * the legacy pivot sorted them) holding its series over the time buckets, oldest first, a
 * missing bucket being null. The component compares the rows with the control group the reader
 * picks (the first at first) through `compareWithControl`.
 */
import { DTTM_ALIAS } from '@panorama/core/query/build-query-object';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../chartPluginTypes';
import { readNumber } from '../shared/echarts/formDataValues';
import { readColumns } from '../shared/form-data/formDataReaders';
import { parseMetricValue, readMetricList } from '../shared/formDataMetrics';
import { epochMsOf } from '../shared/resultTime';
import {
  DEFAULT_LIFT_PRECISION,
  DEFAULT_PVALUE_PRECISION,
  DEFAULT_SIGNIFICANCE_LEVEL,
} from './controlPanel';
import type { TTestOptions } from './pairedTTest';

export interface TTestGroup {
  /** The group's values, one per group-by column, as shown. */
  names: string[];
  /** The metric per time bucket. */
  values: Array<number | null>;
}

export interface TTestMetric {
  label: string;
  groups: TTestGroup[];
}

export interface PairedTTestProps {
  width: number;
  height: number;
  /** The group-by columns' labels, the tables' first headers. */
  groupLabels: string[];
  metrics: TTestMetric[];
  options: TTestOptions;
}

/** A group value as the legacy chart named it: empty text 'N/A', null 'NULL'. */
function groupName(value: unknown): string {
  if (value === '') return 'N/A';
  if (value === null || value === undefined) return 'NULL';
  return String(value as string | number | boolean);
}

function precision(value: number, fallback: number): number {
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : fallback;
}

export function transformProps(chartProps: ChartProps): PairedTTestProps {
  const { formData, queriesData, width, height } = chartProps;
  const groupLabels = readColumns(formData.groupby).map(getColumnLabel);
  const metricLabels = readMetricList(formData.metrics).map(getMetricLabel);
  const rows = queriesData[0]?.data ?? [];

  const times = [...new Set(rows.flatMap((row) => epochMsOf(row[DTTM_ALIAS]) ?? []))].sort(
    (a, b) => a - b,
  );
  const timeIndex = new Map(times.map((time, index) => [time, index]));
  const groups = new Map<string, { names: string[]; values: Map<string, Array<number | null>> }>();
  for (const row of rows) {
    const time = epochMsOf(row[DTTM_ALIAS]);
    const index = time === null ? undefined : timeIndex.get(time);
    if (index === undefined) continue;
    const key = JSON.stringify(groupLabels.map((label) => row[label] ?? null));
    let group = groups.get(key);
    if (!group) {
      group = { names: groupLabels.map((label) => groupName(row[label])), values: new Map() };
      groups.set(key, group);
    }
    for (const metric of metricLabels) {
      let series = group.values.get(metric);
      if (!series) {
        series = times.map(() => null);
        group.values.set(metric, series);
      }
      series[index] = parseMetricValue(row[metric]);
    }
  }
  const sortedKeys = [...groups.keys()].sort();

  return {
    width,
    height,
    groupLabels,
    metrics: metricLabels.map((label) => ({
      label,
      groups: sortedKeys.map((key) => {
        const group = groups.get(key);
        return {
          names: group?.names ?? [],
          values: group?.values.get(label) ?? times.map(() => null),
        };
      }),
    })),
    options: {
      alpha: readNumber(formData, 'significance_level', DEFAULT_SIGNIFICANCE_LEVEL),
      pValuePrecision: precision(
        readNumber(formData, 'pvalue_precision', DEFAULT_PVALUE_PRECISION),
        DEFAULT_PVALUE_PRECISION,
      ),
      liftPrecision: precision(
        readNumber(formData, 'liftvalue_precision', DEFAULT_LIFT_PRECISION),
        DEFAULT_LIFT_PRECISION,
      ),
    },
  };
}
