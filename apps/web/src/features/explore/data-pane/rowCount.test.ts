import { describe, expect, it } from 'vitest';
import {
  isLimitReached,
  limitReachedText,
  parseRowLimit,
  resultLimitReached,
  rowCountText,
} from './rowCount';

describe('resultLimitReached', () => {
  it('compares the rows the SQL returned with the limit it ran under, as the server says', () => {
    // A line chart: 10,000 source rows cut at the limit, pivoted into 500 points.
    expect(
      resultLimitReached({ rowcount: 500, sql_rowcount: 10000, applied_row_limit: 10000 }, 10000),
    ).toBe(true);
    // SQL_MAX_ROW capped a row limit of 100,000 at 50,000.
    expect(
      resultLimitReached(
        { rowcount: 50000, sql_rowcount: 50000, applied_row_limit: 50000 },
        100000,
      ),
    ).toBe(true);
    expect(
      resultLimitReached({ rowcount: 12, sql_rowcount: 12, applied_row_limit: 10000 }, 12),
    ).toBe(false);
  });

  it("falls back to the chart's row limit when the server does not say", () => {
    expect(resultLimitReached({ rowcount: 100 }, 100)).toBe(true);
    expect(resultLimitReached({ rowcount: 99 }, 100)).toBe(false);
    expect(resultLimitReached({ rowcount: 5, applied_row_limit: null }, null)).toBe(false);
    expect(resultLimitReached(null, 100)).toBe(false);
  });
});

describe('limitReachedText', () => {
  it('says how many rows are shown of more', () => {
    expect(limitReachedText(100000)).toBe('Limit reached: showing 100,000 of more rows');
  });
});

describe('isLimitReached', () => {
  it('is reached when the row count equals or exceeds the limit', () => {
    expect(isLimitReached(1000, 1000)).toBe(true);
    expect(isLimitReached(1001, 1000)).toBe(true);
    expect(isLimitReached(999, 1000)).toBe(false);
  });

  it('is never reached without a limit', () => {
    expect(isLimitReached(5, null)).toBe(false);
    expect(isLimitReached(5, undefined)).toBe(false);
    expect(isLimitReached(0, 0)).toBe(false);
  });
});

describe('parseRowLimit', () => {
  it('reads numbers and numeric strings', () => {
    expect(parseRowLimit(10000)).toBe(10000);
    expect(parseRowLimit('500')).toBe(500);
  });

  it('is null for blank, zero, negative or junk values', () => {
    for (const value of [null, undefined, '', ' ', 0, -5, 'abc', Number.NaN, {}])
      expect(parseRowLimit(value)).toBeNull();
  });
});

describe('rowCountText', () => {
  it('shows the count with thousands separators', () => {
    expect(rowCountText(0, false)).toBe('0 row(s)');
    expect(rowCountText(1, false)).toBe('1 row(s)');
    expect(rowCountText(12345, false)).toBe('12,345 row(s)');
  });

  it('says Loading... while loading', () => {
    expect(rowCountText(12, true)).toBe('Loading...');
  });
});
