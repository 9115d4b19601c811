/**
 * Time comparison (`time_offsets`): the same query is run again with its time range shifted by
 * each offset ("1 year ago"), the shifted rows are moved forward by the offset so they line up
 * with the main rows, and their metrics are joined on every other column as `<metric>__<offset>`
 * (Superset's processing_time_offsets). Offsets are calendar shifts: "1 month ago" from 31 March
 * lands on 28/29 February, as pandas' DateOffset does.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { Frame } from '../post-processing/frame';
import { GenericDataType } from '@panorama/core/columns/type-names';

const UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
type Unit = (typeof UNITS)[number];

export interface TimeOffset {
  amount: number;
  unit: Unit;
}

const OFFSET_PATTERN = new RegExp(
  `^\\s*(\\d{1,4})\\s+(${UNITS.join('|')})s?\\s+(ago|later)\\s*$`,
  'i',
);

/** The offset that shifts the comparison back by the length of the time range itself. */
export const INHERIT_OFFSET = 'inherit';
/** A custom comparison start ('2024-01-01', the `start_date_offset` control). */
const START_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Whether an offset is valid before the query's time bounds are known. */
export function checkTimeOffset(offset: string): void {
  if (offset === INHERIT_OFFSET || START_DATE_PATTERN.test(offset)) return;
  parseTimeOffset(offset);
}

/**
 * 'inherit' and a start date as the whole days they shift by, from the query's resolved bounds:
 * 'inherit' by the range's own length, a start date by its distance to the range's start (days
 * rounded down, as Python's timedelta counts them). Any other offset is returned as it is.
 */
export function resolveTimeOffset(offset: string, fromMs: number, toMs: number): string {
  if (offset === INHERIT_OFFSET) return `${Math.floor((toMs - fromMs) / DAY_MS)} days ago`;
  if (START_DATE_PATTERN.test(offset)) {
    const start = Date.parse(`${offset}T00:00:00Z`);
    if (!Number.isFinite(start)) throw new ValidationError(`Invalid time offset: ${offset}`);
    return `${Math.floor((fromMs - start) / DAY_MS)} days ago`;
  }
  return offset;
}

/** "1 year ago" → {amount: -1, unit: 'year'}; anything else is a 400. */
export function parseTimeOffset(offset: string): TimeOffset {
  const m = OFFSET_PATTERN.exec(offset);
  if (!m?.[1] || !m[2] || !m[3]) throw new ValidationError(`Invalid time offset: ${offset}`);
  const amount = Number(m[1]) * (m[3].toLowerCase() === 'ago' ? -1 : 1);
  return { amount, unit: m[2].toLowerCase() as Unit };
}

/** `ms` moved by `amount` units (UTC calendar arithmetic, month ends clamped). */
export function shiftEpochMs(ms: number, { amount, unit }: TimeOffset): number {
  const fixed: Partial<Record<Unit, number>> = {
    second: 1000,
    minute: 60_000,
    hour: 3_600_000,
    day: 86_400_000,
    week: 7 * 86_400_000,
  };
  const step = fixed[unit];
  if (step !== undefined) return ms + amount * step;
  const months = amount * (unit === 'year' ? 12 : unit === 'quarter' ? 3 : 1);
  const date = new Date(ms);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

function joinKey(row: Record<string, unknown>, keys: string[]): string {
  return JSON.stringify(keys.map((k) => row[k] ?? null));
}

/**
 * Left-joins the offset query's metrics onto the main frame. `xAxis` is the temporal column the
 * offset is undone on; every other non-metric column is part of the join key too. Without an
 * x-axis (a single total compared with an earlier period) the rows join on the other columns
 * alone. The added columns are named after `name` (the offset as the chart asked for it) when
 * the offset was resolved from it.
 */
export function joinOffsetFrame(
  main: Frame,
  shifted: Frame,
  options: { offset: string; xAxis: string | null; metricLabels: string[]; name?: string },
): Frame {
  const { offset, xAxis, metricLabels } = options;
  const suffix = options.name ?? offset;
  const parsed = parseTimeOffset(offset);
  const back: TimeOffset = { amount: -parsed.amount, unit: parsed.unit };
  const metrics = new Set(metricLabels);
  const keys = main.columns.map((c) => c.name).filter((name) => !metrics.has(name));
  const lookup = new Map<string, Record<string, unknown>>();
  for (const row of shifted.rows) {
    const x = xAxis === null ? undefined : row[xAxis];
    const aligned =
      xAxis !== null && typeof x === 'number' ? { ...row, [xAxis]: shiftEpochMs(x, back) } : row;
    const key = joinKey(aligned, keys);
    if (!lookup.has(key)) lookup.set(key, aligned);
  }
  const added = metricLabels
    .filter((label) => shifted.columns.some((c) => c.name === label))
    .map((label) => ({
      source: label,
      name: `${label}__${suffix}`,
      type: shifted.columns.find((c) => c.name === label)?.type ?? GenericDataType.NUMERIC,
    }));
  const rows = main.rows.map((row) => {
    const match = lookup.get(joinKey(row, keys));
    const out: Record<string, unknown> = { ...row };
    for (const column of added) out[column.name] = match ? (match[column.source] ?? null) : null;
    return out;
  });
  return {
    columns: [...main.columns, ...added.map(({ name, type }) => ({ name, type }))],
    rows,
  };
}
