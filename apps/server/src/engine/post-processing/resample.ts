/**
 * `resample`: re-buckets the time index to the `rule` frequency, with the labels and bucket rules
 * of `@panorama/core/time/resample` (resample-offsets.ts for the rules, resample-values.ts for
 * what each method does). This file is the frame around it: Superset resamples the DataFrame's
 * DatetimeIndex; here that is the `index` (or old `time_column`) option, else the pivot index
 * when it is temporal, else the first TEMPORAL column. Rows are sorted by time (rows without a
 * time dropped); non-numeric columns come out missing from `sum`/`mean`/`median` and are not
 * interpolated by `linear`. `asfreq` with `fill_value` fills missing cells, and with
 * `time_range_start`/`_end` the labels extend over the whole queried range, the grid anchored at
 * its start. `groupby_columns` (old Superset) resamples each group on its own.
 */
import { dateRange, parseOffset, type Offset } from '@panorama/core/time/resample/resample-offsets';
import {
  isResampleMethod,
  resamplePlan,
  RESAMPLE_METHOD_INVALID,
  type ResampleMethod,
} from '@panorama/core/time/resample/resample-plan';
import {
  aggregateBuckets,
  fillGaps,
  interpolateLinear,
  lookUpValues,
} from '@panorama/core/time/resample/resample-values';
import { resolveSingle } from './column-refs';
import { TEMPORAL } from './frame';
import { groupRows } from './group-by';
import { readNames, readString, type Options } from './options';
import {
  invalid,
  MAX_RESULT_CELLS,
  RESAMPLE_REQUIRES_DATETIME_INDEX,
  resultTooLarge,
} from './post-processing-errors';
import { takeRows, type Column, type Table } from './table';
import { isMissing, isNumericColumn, numericValues } from './values';

function timeColumnOf(table: Table, options: Options): number {
  const named = readString(options, 'index');
  // Old clients send `time_column: "__timestamp"` even when the x-axis has another name, so a
  // time_column that does not exist falls back to detection instead of failing.
  const legacy = readString(options, 'time_column');
  const legacyPosition =
    legacy === undefined ? -1 : table.columns.findIndex((c) => c.name === legacy);
  let position: number;
  if (named !== undefined) {
    position = table.columns.findIndex((c) => c.name === named);
  } else if (legacyPosition >= 0) {
    position = legacyPosition;
  } else {
    const indexName = table.index[0];
    const indexPosition =
      indexName === undefined ? -1 : table.columns.findIndex((c) => c.name === indexName);
    position =
      indexPosition >= 0 && table.columns[indexPosition]?.type === TEMPORAL
        ? indexPosition
        : table.columns.findIndex((c) => c.type === TEMPORAL);
  }
  if (position < 0 || table.columns[position]?.type !== TEMPORAL) {
    throw invalid(RESAMPLE_REQUIRES_DATETIME_INDEX);
  }
  return position;
}

function parseTime(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    // Naive ISO datetimes are wall-clock times: read them as UTC like the rest of the frame.
    const text = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
    const ms = Date.parse(text);
    if (!Number.isNaN(ms)) return ms;
  }
  throw invalid(`Invalid time range boundary: ${String(value)}`);
}

function resampleSorted(
  table: Table,
  timePosition: number,
  offset: Offset,
  method: ResampleMethod,
  options: Options,
): Table {
  const times = (table.columns[timePosition] as Column).values as ArrayLike<number>;
  if (table.length === 0) return table;
  const fillValue = options.fill_value ?? null;
  const withFill = method === 'asfreq' && fillValue !== null;
  const rangeStart = withFill ? parseTime(options.time_range_start) : undefined;
  const rangeEnd = withFill ? parseTime(options.time_range_end) : undefined;
  const width = table.columns.length;
  const plan = resamplePlan(times, offset, method, {
    origin: rangeStart,
    checkSize: (count) => {
      if (count * width > MAX_RESULT_CELLS) throw resultTooLarge(count * width);
    },
  });
  let labels = plan.labels;
  const count = labels.length;
  let columns: Column[] = table.columns.map((column, c) => {
    if (c === timePosition) return { ...column, values: labels };
    if (plan.kind === 'buckets') {
      if (!isNumericColumn(column)) {
        return { ...column, values: new Array<unknown>(count).fill(null) };
      }
      return { ...column, values: aggregateBuckets(plan, numericValues(column)) };
    }
    const out = lookUpValues<unknown>(plan, column.values, withFill ? fillValue : null);
    if (plan.method === 'ffill' || plan.method === 'bfill') {
      fillGaps(out, plan.method === 'ffill', null);
    }
    if (plan.method === 'linear' && isNumericColumn(column)) {
      const nums = numericValues({ ...column, values: out });
      const filled = Array.from(nums, (v) => (Number.isNaN(v) ? null : v));
      interpolateLinear(filled);
      return { ...column, values: filled };
    }
    return { ...column, values: out };
  });

  if (withFill && rangeStart !== undefined && rangeEnd !== undefined) {
    // Superset unions the labels with the whole queried range, filled with fill_value.
    const grid = dateRange(
      offset,
      rangeStart,
      rangeEnd,
      Math.floor(MAX_RESULT_CELLS / columns.length),
    );
    const all = [...new Set([...labels, ...grid])].sort((a, b) => a - b);
    if (all.length * columns.length > MAX_RESULT_CELLS)
      throw resultTooLarge(all.length * columns.length);
    const slotOf = new Map(labels.map((t, k) => [t, k]));
    columns = columns.map((column, c) => ({
      ...column,
      values:
        c === timePosition
          ? all
          : all.map((t) => {
              const k = slotOf.get(t);
              return k === undefined ? fillValue : column.values[k];
            }),
    }));
    labels = all;
  }
  if (withFill) {
    columns = columns.map((column, c) =>
      c === timePosition
        ? column
        : { ...column, values: Array.from(column.values, (v) => (isMissing(v) ? fillValue : v)) },
    );
  }
  return { ...table, columns, length: labels.length };
}

function sortedByTime(table: Table, timePosition: number): Table {
  const times = (table.columns[timePosition] as Column).values;
  const order: number[] = [];
  for (let i = 0; i < table.length; i++)
    if (typeof times[i] === 'number' && !Number.isNaN(times[i])) order.push(i);
  order.sort((a, b) => (times[a] as number) - (times[b] as number));
  return takeRows(table, order);
}

export function resample(table: Table, options: Options): Table {
  const timePosition = timeColumnOf(table, options);
  const method = readString(options, 'method');
  if (!isResampleMethod(method)) throw invalid(RESAMPLE_METHOD_INVALID);
  const rule = readString(options, 'rule');
  if (rule === undefined)
    throw invalid("resample() missing 1 required positional argument: 'rule'");
  const offset = parseOffset(rule);
  const sorted = sortedByTime(table, timePosition);

  const groupNames = readNames(options, 'groupby_columns');
  if (groupNames.length === 0) {
    return resampleSorted(sorted, timePosition, offset, method, options);
  }
  // Old Superset: resample each group separately, then order all rows by time.
  const keyPositions = groupNames.map((name) => resolveSingle(sorted, name));
  const groups = groupRows(sorted, keyPositions);
  const parts = groups.rows.map((positions, g) => {
    const part = resampleSorted(takeRows(sorted, positions), timePosition, offset, method, options);
    const key = groups.keys[g] as unknown[];
    return {
      ...part,
      columns: part.columns.map((column, c) => {
        const k = keyPositions.indexOf(c);
        return k < 0 ? column : { ...column, values: new Array<unknown>(part.length).fill(key[k]) };
      }),
    };
  });
  const columns = sorted.columns.map((column, c) => ({
    ...column,
    values: parts.flatMap((part) => Array.from((part.columns[c] as Column).values)),
  }));
  const merged: Table = { ...sorted, columns, length: columns[0]?.values.length ?? 0 };
  return sortedByTime(merged, timePosition);
}
