/**
 * `resample`: re-buckets the time index to the `rule` frequency (see resample-offsets.ts).
 * Superset resamples the DataFrame's DatetimeIndex; here that is the `index` (or old
 * `time_column`) option, else the pivot index when it is temporal, else the first TEMPORAL
 * column. Every label from the first bucket to the last appears once, in order. By `method`:
 *  - `asfreq`: the value recorded exactly at each label (missing otherwise); with `fill_value`,
 *    missing cells are filled, and with `time_range_start`/`_end` the labels extend over the
 *    whole queried range, the grid anchored at its start;
 *  - `ffill`/`bfill`: the last value at or before / first value at or after each label, then
 *    remaining gaps filled the same way;
 *  - `linear`: `asfreq`, then linear interpolation by position (leading gaps stay missing,
 *    trailing ones take the last value), as pandas `interpolate()`;
 *  - `sum`/`mean`/`median`: aggregates of each bucket's present values (an empty bucket sums to
 *    0 and has no mean or median); non-numeric columns come out missing.
 * pandas shortcut kept: when the times already step exactly by a fixed rule (3+ rows), the
 * upsampling methods relabel the rows instead of looking values up at the labels.
 */
import { resolveSingle } from './column-refs';
import { TEMPORAL } from './frame';
import { groupRows } from './group-by';
import { readNames, readString, type Options } from './options';
import {
  invalid,
  MAX_RESULT_CELLS,
  RESAMPLE_METHOD_INVALID,
  RESAMPLE_METHODS,
  RESAMPLE_REQUIRES_DATETIME_INDEX,
  resultTooLarge,
} from './post-processing-errors';
import { binning, dateRange, parseOffset, type Offset } from './resample-offsets';
import { nanMean, nanPercentile, nanSum } from './stats';
import { takeRows, type Column, type Table } from './table';
import { isMissing, isNumericColumn, numericValues } from './values';

type ResampleMethod = (typeof RESAMPLE_METHODS)[number];

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

function enumerate(
  first: number,
  last: number,
  next: (label: number) => number,
  columns: number,
): number[] {
  const labels: number[] = [];
  for (let t = first; t <= last; t = next(t)) {
    labels.push(t);
    if (labels.length * columns > MAX_RESULT_CELLS) throw resultTooLarge(labels.length * columns);
  }
  return labels;
}

/** Fills missing cells from the previous (forward) or next (backward) present cell. */
function fillGaps(values: unknown[], forward: boolean): void {
  let carry: unknown = null;
  const n = values.length;
  for (let k = 0; k < n; k++) {
    const i = forward ? k : n - 1 - k;
    if (isMissing(values[i])) values[i] = carry;
    else carry = values[i];
  }
}

/** pandas `interpolate(method="linear")` on positions, forward limit direction. */
function interpolateLinear(values: unknown[]): void {
  let previous = -1;
  for (let i = 0; i < values.length; i++) {
    if (isMissing(values[i])) continue;
    if (previous >= 0 && i - previous > 1) {
      const a = values[previous] as number;
      const b = values[i] as number;
      for (let k = previous + 1; k < i; k++)
        values[k] = a + ((b - a) * (k - previous)) / (i - previous);
    }
    previous = i;
  }
  if (previous >= 0)
    for (let k = previous + 1; k < values.length; k++) values[k] = values[previous];
}

function resampleSorted(
  table: Table,
  timePosition: number,
  offset: Offset,
  method: ResampleMethod,
  options: Options,
): Table {
  const times = (table.columns[timePosition] as Column).values as ArrayLike<number>;
  const n = table.length;
  if (n === 0) return table;
  const fillValue = options.fill_value ?? null;
  const withFill = method === 'asfreq' && fillValue !== null;
  const rangeStart = withFill ? parseTime(options.time_range_start) : undefined;
  const rangeEnd = withFill ? parseTime(options.time_range_end) : undefined;
  const bins = binning(offset, times[0] as number, times[n - 1] as number, rangeStart);
  let labels = enumerate(bins.first, bins.last, bins.next, table.columns.length);
  const upsampling =
    method === 'asfreq' || method === 'ffill' || method === 'bfill' || method === 'linear';

  const count = labels.length;
  let columns: Column[];
  if (upsampling) {
    // Row of each label: exact match, or the nearest row before/after for ffill/bfill.
    for (let i = 1; i < n; i++) {
      if (times[i] === times[i - 1])
        throw invalid('cannot reindex on an axis with duplicate labels');
    }
    let regular = offset.kind === 'tick' && n >= 3 && count === n;
    for (let i = 1; regular && i < n; i++) {
      regular =
        (times[i] as number) - (times[i - 1] as number) ===
        (offset.kind === 'tick' ? offset.step : 0);
    }
    const source = new Int32Array(count).fill(-1);
    let j = 0;
    for (let k = 0; k < count; k++) {
      if (regular) {
        source[k] = k;
        continue;
      }
      const label = labels[k] as number;
      while (j < n && (times[j] as number) < label) j++;
      if (j < n && times[j] === label) source[k] = j;
      else if (method === 'ffill') source[k] = j - 1;
      else if (method === 'bfill') source[k] = j < n ? j : -1;
    }
    columns = table.columns.map((column, c) => {
      if (c === timePosition) return { ...column, values: labels };
      const out = new Array<unknown>(count);
      const { values } = column;
      for (let k = 0; k < count; k++) {
        const s = source[k] as number;
        out[k] = s >= 0 ? values[s] : withFill ? fillValue : null;
      }
      if (method === 'ffill' || method === 'bfill') fillGaps(out, method === 'ffill');
      if (method === 'linear' && isNumericColumn(column)) {
        const nums = numericValues({ ...column, values: out });
        const filled = Array.from(nums, (v) => (Number.isNaN(v) ? null : v));
        interpolateLinear(filled);
        return { ...column, values: filled };
      }
      return { ...column, values: out };
    });
  } else {
    // Rows are sorted, so each bucket is a contiguous run of rows: bucket k is [starts[k], starts[k + 1]).
    const starts = new Int32Array(count + 1);
    let k = 0;
    for (let i = 0; i < n; i++) {
      const label = bins.labelOf(times[i] as number);
      while ((labels[k] as number) < label) starts[++k] = i;
    }
    while (k < count) starts[++k] = n;
    columns = table.columns.map((column, c) => {
      if (c === timePosition) return { ...column, values: labels };
      if (!isNumericColumn(column))
        return { ...column, values: new Array<unknown>(count).fill(null) };
      const nums = numericValues(column);
      const out = new Float64Array(count);
      for (let b = 0; b < count; b++) {
        const xs = nums.subarray(starts[b] as number, starts[b + 1] as number);
        out[b] =
          method === 'sum'
            ? nanSum(xs)
            : method === 'mean'
              ? nanMean(xs)
              : nanPercentile(xs, 50, 'linear');
      }
      return { ...column, values: out };
    });
  }

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
  if (method === undefined || !(RESAMPLE_METHODS as readonly string[]).includes(method)) {
    throw invalid(RESAMPLE_METHOD_INVALID);
  }
  const rule = readString(options, 'rule');
  if (rule === undefined)
    throw invalid("resample() missing 1 required positional argument: 'rule'");
  const offset = parseOffset(rule);
  const sorted = sortedByTime(table, timePosition);

  const groupNames = readNames(options, 'groupby_columns');
  if (groupNames.length === 0) {
    return resampleSorted(sorted, timePosition, offset, method as ResampleMethod, options);
  }
  // Old Superset: resample each group separately, then order all rows by time.
  const keyPositions = groupNames.map((name) => resolveSingle(sorted, name));
  const groups = groupRows(sorted, keyPositions);
  const parts = groups.rows.map((positions, g) => {
    const part = resampleSorted(
      takeRows(sorted, positions),
      timePosition,
      offset,
      method as ResampleMethod,
      options,
    );
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
