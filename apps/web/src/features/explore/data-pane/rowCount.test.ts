import { describe, expect, it } from 'vitest';
import { isLimitReached, parseRowLimit, rowCountText } from './rowCount';

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
