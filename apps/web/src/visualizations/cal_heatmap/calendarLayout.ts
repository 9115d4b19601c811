/**
 * Where the cells of one calendar block (a domain) go. Each subdomain unit has its grid:
 * - minutes: columns of 10 minutes;
 * - hours: in a day, 4 columns of 6 hours; in longer domains one column per day, hour of day
 *   downwards;
 * - days: one column per week, Monday at the top;
 * - weeks: one row, a week belongs to the block its Monday falls in;
 * - months: one row.
 */
import { DAY, floorTo, nextOf, weekdayOf, type Domain, type Subdomain } from './calendarTime';

export interface CellPosition {
  /** Start of the cell's unit (epoch ms, UTC). */
  time: number;
  row: number;
  column: number;
}

export interface DomainLayout {
  start: number;
  rows: number;
  columns: number;
  cells: CellPosition[];
}

const MINUTE_ROWS = 10;
const DAY_HOUR_ROWS = 6;

function rowsOf(domain: Domain, subdomain: Subdomain): number {
  switch (subdomain) {
    case 'min':
      return MINUTE_ROWS;
    case 'hour':
      return domain === 'day' ? DAY_HOUR_ROWS : 24;
    case 'day':
      return 7;
    case 'week':
    case 'month':
      return 1;
  }
}

/** The cell starts of a block: every subdomain unit starting inside it. */
function cellTimes(subdomain: Subdomain, start: number, end: number): number[] {
  let time = floorTo(subdomain, start);
  if (time < start) time = nextOf(subdomain, time);
  const times: number[] = [];
  for (; time < end; time = nextOf(subdomain, time)) times.push(time);
  return times;
}

function position(
  domain: Domain,
  subdomain: Subdomain,
  start: number,
  time: number,
  index: number,
): Pick<CellPosition, 'row' | 'column'> {
  switch (subdomain) {
    case 'min':
      return { row: index % MINUTE_ROWS, column: Math.floor(index / MINUTE_ROWS) };
    case 'hour': {
      if (domain === 'day') {
        return { row: index % DAY_HOUR_ROWS, column: Math.floor(index / DAY_HOUR_ROWS) };
      }
      return {
        row: new Date(time).getUTCHours(),
        column: Math.floor((floorTo('day', time) - floorTo('day', start)) / DAY),
      };
    }
    case 'day':
      return {
        row: weekdayOf(time),
        column: Math.round((floorTo('week', time) - floorTo('week', start)) / (7 * DAY)),
      };
    case 'week':
    case 'month':
      return { row: 0, column: index };
  }
}

export function layoutDomain(domain: Domain, subdomain: Subdomain, start: number): DomainLayout {
  const end = nextOf(domain, start);
  const cells = cellTimes(subdomain, start, end).map((time, index) => ({
    time,
    ...position(domain, subdomain, start, time, index),
  }));
  const columns = cells.reduce((most, cell) => Math.max(most, cell.column + 1), 0);
  return { start, rows: rowsOf(domain, subdomain), columns, cells };
}

/** Block lengths of the units that have one; months and years vary. */
const FIXED_LENGTHS: Partial<Record<Domain, number>> = {
  hour: DAY / 24,
  day: DAY,
  week: 7 * DAY,
};

/**
 * The starts of the blocks covering `[from, to)`, the latest `limit` of them, and how many blocks
 * the range holds. Fixed-length blocks are counted, not walked, so a range of decades of hours
 * costs nothing.
 */
export function domainStarts(
  domain: Domain,
  from: number,
  to: number,
  limit: number,
): { starts: number[]; total: number } {
  const first = floorTo(domain, from);
  if (!Number.isFinite(first) || !Number.isFinite(to) || first >= to) {
    return { starts: [], total: 0 };
  }
  const length = FIXED_LENGTHS[domain];
  if (length !== undefined) {
    const total = Math.ceil((to - first) / length);
    const shown = Math.min(total, limit);
    const starts = Array.from(
      { length: shown },
      (_, index) => first + (total - shown + index) * length,
    );
    return { starts, total };
  }
  const all: number[] = [];
  for (let time = first; time < to; time = nextOf(domain, time)) all.push(time);
  return { starts: all.slice(Math.max(0, all.length - limit)), total: all.length };
}
