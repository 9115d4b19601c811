/**
 * The value of a time-of-day range control (Superset's TimeRangeControl, e.g. a Gantt chart's
 * `x_axis_time_bounds`): `[start, end]`, each an `HH:mm:ss` time of day or `''` when that side
 * is open, exactly the strings the picker shows. Anything else saved reads as open sides.
 */
import dayjs, { type Dayjs } from 'dayjs';

export const TIME_OF_DAY_FORMAT = 'HH:mm:ss';

export type TimeOfDayRange = [string, string];

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** A saved time of day as a picker value on a fixed day (only its time is ever read). */
export function parseTimeOfDay(value: unknown): Dayjs | null {
  if (typeof value !== 'string') return null;
  const match = TIME_OF_DAY.exec(value.trim());
  if (!match) return null;
  const [hour, minute, second] = [match[1], match[2], match[3] ?? '0'].map(Number) as [
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return dayjs(new Date(2000, 0, 1, hour, minute, second));
}

/** Both sides of a saved range as picker values. */
export function timeOfDayRangeValue(value: unknown): [Dayjs | null, Dayjs | null] {
  const sides: unknown[] = Array.isArray(value) ? value : [];
  return [parseTimeOfDay(sides[0]), parseTimeOfDay(sides[1])];
}

/** What is stored for the picked sides: their `HH:mm:ss` text, `''` for an open side. */
export function timeOfDayRange(
  sides: readonly (Dayjs | null | undefined)[] | null,
): TimeOfDayRange {
  const text = (side: Dayjs | null | undefined) => (side ? side.format(TIME_OF_DAY_FORMAT) : '');
  return [text(sides?.[0]), text(sides?.[1])];
}
