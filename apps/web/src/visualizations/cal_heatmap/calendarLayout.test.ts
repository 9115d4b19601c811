import { describe, expect, it } from 'vitest';
import { domainStarts, layoutDomain } from './calendarLayout';
import { floorTo, isFinerThan, nextOf } from './calendarTime';

const at = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min);

function cellAt(layout: ReturnType<typeof layoutDomain>, time: number) {
  return layout.cells.find((cell) => cell.time === time);
}

describe('calendar time units', () => {
  it('floors to Monday weeks, months and years in UTC', () => {
    // 2024-03-07 is a Thursday; its week starts on Monday the 4th.
    expect(floorTo('week', at(2024, 3, 7, 15))).toBe(at(2024, 3, 4));
    expect(floorTo('month', at(2024, 3, 7, 15))).toBe(at(2024, 3, 1));
    expect(floorTo('year', at(2024, 3, 7, 15))).toBe(at(2024, 1, 1));
    expect(floorTo('min', at(2024, 3, 7, 15, 42) + 30_000)).toBe(at(2024, 3, 7, 15, 42));
    expect(nextOf('month', at(2024, 12, 1))).toBe(at(2025, 1, 1));
  });

  it('orders units', () => {
    expect(isFinerThan('day', 'month')).toBe(true);
    expect(isFinerThan('month', 'week')).toBe(false);
    expect(isFinerThan('hour', 'hour')).toBe(false);
  });
});

describe('layoutDomain', () => {
  it('puts the days of a month in week columns, Monday on top', () => {
    const march = layoutDomain('month', 'day', at(2024, 3, 1));
    expect(march.cells).toHaveLength(31);
    expect([march.rows, march.columns]).toEqual([7, 5]);
    // 1 March 2024 is a Friday (row 4), 4 March the next Monday, 31 March a Sunday.
    expect(cellAt(march, at(2024, 3, 1))).toMatchObject({ row: 4, column: 0 });
    expect(cellAt(march, at(2024, 3, 4))).toMatchObject({ row: 0, column: 1 });
    expect(cellAt(march, at(2024, 3, 31))).toMatchObject({ row: 6, column: 4 });
  });

  it('stacks the days of a week in one column', () => {
    const week = layoutDomain('week', 'day', at(2024, 3, 4));
    expect(week.cells.map((cell) => [cell.row, cell.column])).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((row) => [row, 0]),
    );
  });

  it('lays hours out 6 by 4 in a day and by hour of day in longer blocks', () => {
    const day = layoutDomain('day', 'hour', at(2024, 3, 4));
    expect([day.rows, day.columns, day.cells.length]).toEqual([6, 4, 24]);
    expect(cellAt(day, at(2024, 3, 4, 7))).toMatchObject({ row: 1, column: 1 });
    const week = layoutDomain('week', 'hour', at(2024, 3, 4));
    expect([week.rows, week.columns, week.cells.length]).toEqual([24, 7, 168]);
    expect(cellAt(week, at(2024, 3, 5, 13))).toMatchObject({ row: 13, column: 1 });
  });

  it('lays minutes out in columns of ten', () => {
    const hour = layoutDomain('hour', 'min', at(2024, 3, 4, 9));
    expect([hour.rows, hour.columns, hour.cells.length]).toEqual([10, 6, 60]);
    expect(cellAt(hour, at(2024, 3, 4, 9, 37))).toMatchObject({ row: 7, column: 3 });
  });

  it('gives a month the weeks whose Monday falls in it, and a year its months', () => {
    const weeks = layoutDomain('month', 'week', at(2024, 3, 1));
    expect(weeks.cells.map((cell) => cell.time)).toEqual([
      at(2024, 3, 4),
      at(2024, 3, 11),
      at(2024, 3, 18),
      at(2024, 3, 25),
    ]);
    expect(weeks.cells.map((cell) => cell.column)).toEqual([0, 1, 2, 3]);
    const year = layoutDomain('year', 'month', at(2024, 1, 1));
    expect([year.rows, year.columns]).toEqual([1, 12]);
    expect(cellAt(year, at(2024, 11, 1))).toMatchObject({ row: 0, column: 10 });
  });
});

describe('domainStarts', () => {
  it('covers the range, keeping the latest blocks under the limit', () => {
    expect(domainStarts('month', at(2024, 1, 15), at(2024, 4, 1), 10)).toEqual({
      starts: [at(2024, 1, 1), at(2024, 2, 1), at(2024, 3, 1)],
      total: 3,
    });
    expect(domainStarts('month', at(2024, 1, 15), at(2024, 4, 1), 2)).toEqual({
      starts: [at(2024, 2, 1), at(2024, 3, 1)],
      total: 3,
    });
    expect(domainStarts('hour', at(2024, 1, 1, 0, 30), at(2024, 1, 1, 3), 10)).toEqual({
      starts: [at(2024, 1, 1, 0), at(2024, 1, 1, 1), at(2024, 1, 1, 2)],
      total: 3,
    });
  });

  it('counts decades of hours without walking them', () => {
    const { starts, total } = domainStarts('hour', at(2000, 1, 1), at(2030, 1, 1), 5);
    expect(total).toBe((at(2030, 1, 1) - at(2000, 1, 1)) / 3_600_000);
    expect(starts.at(-1)).toBe(at(2029, 12, 31, 23));
    expect(starts).toHaveLength(5);
  });

  it('is empty for an empty or unknown range', () => {
    expect(domainStarts('day', Infinity, -Infinity, 10)).toEqual({ starts: [], total: 0 });
    expect(domainStarts('day', at(2024, 1, 2), at(2024, 1, 1), 10)).toEqual({
      starts: [],
      total: 0,
    });
  });
});
