/**
 * The period pivot of Superset's Time-series Period Pivot: every point is assigned the period
 * its time falls in (the start of a pandas offset alias such as `AS`, `W-MON` or `52W-MON`,
 * taken the way pandas' normalised `rollback` takes it), periods are ranked newest first, and
 * every older period is moved forward onto the newest one's time span so the periods overlay.
 * The newest period is named `current`, older ones `-1`, `-2`, ...
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Weekday anchors of weekly aliases, indexed as `Date.getUTCDay()` counts (Sunday first). */
const WEEKDAY_ANCHORS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** Superset's default frequency (one week starting Monday). */
export const DEFAULT_FREQ = 'W-MON';

function startOfDay(time: number): number {
  return time - (((time % DAY) + DAY) % DAY);
}

/** The latest `weekday` at or before the day of `time`. */
function weekStart(time: number, weekday: number): number {
  const day = startOfDay(time);
  const daysBack = (new Date(day).getUTCDay() - weekday + 7) % 7;
  return day - daysBack * DAY;
}

function lastDayOfMonth(year: number, month: number): number {
  return Date.UTC(year, month + 1, 0);
}

/**
 * The start of the period `time` (epoch ms, UTC) belongs to under a pandas offset alias. A count
 * in front (`52W-MON`, `4W-MON`) does not move the anchor: pandas rolls back to the nearest
 * anchor date whatever the multiple. Aliases outside the supported set fall back to days.
 */
export function periodStart(time: number, freq: string): number {
  const match = /^\s*\d*\s*([A-Za-z]+)(?:-([A-Za-z]{3}))?\s*$/.exec(freq);
  const unit = match?.[1]?.toUpperCase() ?? 'D';
  const anchor = match?.[2]?.toUpperCase();
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = startOfDay(time);
  switch (unit) {
    case 'AS':
    case 'YS':
      return Date.UTC(year, 0, 1);
    case 'A':
    case 'Y': {
      // Year end: the last 31 December on or before the day.
      const yearEnd = Date.UTC(year, 11, 31);
      return day >= yearEnd ? yearEnd : Date.UTC(year - 1, 11, 31);
    }
    case 'MS':
      return Date.UTC(year, month, 1);
    case 'M': {
      const monthEnd = lastDayOfMonth(year, month);
      return day >= monthEnd ? monthEnd : lastDayOfMonth(year, month - 1);
    }
    case 'W': {
      // A bare `W` is pandas' week ending Sunday.
      const weekday = WEEKDAY_ANCHORS.indexOf(anchor ?? 'SUN');
      return weekStart(time, weekday < 0 ? 0 : weekday);
    }
    case 'H':
      return time - (((time % HOUR) + HOUR) % HOUR);
    case 'T':
    case 'MIN':
      return time - (((time % MINUTE) + MINUTE) % MINUTE);
    default:
      return day;
  }
}

export interface PeriodPoint {
  time: number;
  value: number;
}

export interface PeriodSeries {
  /** `current` for the newest period, `-n` for the period n steps older. */
  name: string;
  /** 0 for the newest period, n for the n-th older one. */
  rank: number;
  /** 1 for the newest period, falling evenly towards 1 / periods for the oldest. */
  share: number;
  /** The period's first moment. */
  start: number;
  /** Points on the newest period's time span, by time. */
  points: Array<[number, number]>;
}

export function periodName(rank: number): string {
  return rank === 0 ? 'current' : `-${rank}`;
}

/**
 * One series per period with a value. Series are ordered by name as pandas orders pivoted
 * columns (`-1`, `-10`, `-2`, ..., `current`), which also draws the newest period last, on top.
 * Two points landing on the same moment of one period are averaged, as pandas' pivot table does.
 */
export function pivotByPeriod(points: readonly PeriodPoint[], freq: string): PeriodSeries[] {
  const usable = points.filter(
    (point) => Number.isFinite(point.time) && Number.isFinite(point.value),
  );
  if (usable.length === 0) return [];
  const starts = [...new Set(usable.map((point) => periodStart(point.time, freq)))].sort(
    (a, b) => b - a,
  );
  const newest = starts[0] as number;
  const rankOf = new Map(starts.map((start, rank) => [start, rank]));

  const byPeriod = new Map<number, Map<number, { sum: number; count: number }>>();
  for (const point of usable) {
    const start = periodStart(point.time, freq);
    const shifted = point.time + (newest - start);
    const cells = byPeriod.get(start) ?? new Map<number, { sum: number; count: number }>();
    byPeriod.set(start, cells);
    const cell = cells.get(shifted) ?? { sum: 0, count: 0 };
    cell.sum += point.value;
    cell.count += 1;
    cells.set(shifted, cell);
  }

  const series: PeriodSeries[] = [...byPeriod].map(([start, cells]) => {
    const rank = rankOf.get(start) as number;
    return {
      name: periodName(rank),
      rank,
      share: 1 - rank / starts.length,
      start,
      points: [...cells]
        .sort(([a], [b]) => a - b)
        .map(([time, cell]): [number, number] => [time, cell.sum / cell.count]),
    };
  });
  return series.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
