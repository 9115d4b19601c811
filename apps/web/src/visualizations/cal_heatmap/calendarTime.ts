/**
 * The time units of the calendar heatmap, in UTC (the server sends naive timestamps as epoch
 * milliseconds): a domain is the block a calendar is cut into (a month, say), a subdomain the unit
 * of one cell (a day). Weeks start on Monday, as the databases' week grain does.
 */
export const DOMAINS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type Domain = (typeof DOMAINS)[number];

export const SUBDOMAINS = ['min', 'hour', 'day', 'week', 'month'] as const;
export type Subdomain = (typeof SUBDOMAINS)[number];

export type CalendarUnit = Domain | Subdomain;

/** Units from the smallest up; a subdomain must come before its domain. */
const UNIT_ORDER: readonly CalendarUnit[] = ['min', 'hour', 'day', 'week', 'month', 'year'];

/** The time grain the query truncates to for each cell unit. */
export const SUBDOMAIN_TIME_GRAINS: Record<Subdomain, string> = {
  min: 'PT1M',
  hour: 'PT1H',
  day: 'P1D',
  week: 'P1W',
  month: 'P1M',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export function isFinerThan(subdomain: Subdomain, domain: Domain): boolean {
  return UNIT_ORDER.indexOf(subdomain) < UNIT_ORDER.indexOf(domain);
}

/** Monday = 0 ... Sunday = 6. */
export function weekdayOf(time: number): number {
  return (new Date(time).getUTCDay() + 6) % 7;
}

/** The start of the unit that holds `time`. */
export function floorTo(unit: CalendarUnit, time: number): number {
  const date = new Date(time);
  switch (unit) {
    case 'min':
      return Math.floor(time / MINUTE) * MINUTE;
    case 'hour':
      return Math.floor(time / HOUR) * HOUR;
    case 'day':
      return Math.floor(time / DAY) * DAY;
    case 'week': {
      const day = Math.floor(time / DAY) * DAY;
      return day - weekdayOf(day) * DAY;
    }
    case 'month':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    case 'year':
      return Date.UTC(date.getUTCFullYear(), 0, 1);
  }
}

/** The start of the next unit after the one starting at `start`. */
export function nextOf(unit: CalendarUnit, start: number): number {
  const date = new Date(start);
  switch (unit) {
    case 'min':
      return start + MINUTE;
    case 'hour':
      return start + HOUR;
    case 'day':
      return start + DAY;
    case 'week':
      return start + WEEK;
    case 'month':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    case 'year':
      return Date.UTC(date.getUTCFullYear() + 1, 0, 1);
  }
}
