import { describe, expect, it } from 'vitest';
import {
  datePartsOf,
  formatDate,
  formatTimestamp,
  parseBooleanText,
  parseDateText,
  parseFloatText,
  parseIntegerText,
} from './value-parsing';

const ts = (text: string, dayFirst = false) => {
  const parts = parseDateText(text, dayFirst);
  return parts ? formatTimestamp(parts) : null;
};

describe('number and boolean text', () => {
  it('reads integers, exactly past 2^53', () => {
    expect(parseIntegerText(' -42 ')).toBe(-42);
    expect(parseIntegerText('+7')).toBe(7);
    expect(parseIntegerText('9007199254740993')).toBe(9007199254740993n);
    expect(parseIntegerText('4.0')).toBeNull();
    expect(parseIntegerText('')).toBeNull();
  });

  it('reads floats with the chosen decimal character', () => {
    expect(parseFloatText('2.5')).toBe(2.5);
    expect(parseFloatText('-.5e2')).toBe(-50);
    expect(parseFloatText('1,25', ',')).toBe(1.25);
    expect(parseFloatText('1.25', ',')).toBeNull();
    expect(parseFloatText('1,000')).toBeNull();
    expect(parseFloatText('abc')).toBeNull();
  });

  it("reads pandas' boolean words only", () => {
    expect(['True', 'TRUE', 'true', 'False', 'FALSE', 'false'].map(parseBooleanText)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(parseBooleanText('yes')).toBeNull();
    expect(parseBooleanText('1')).toBeNull();
  });
});

describe('date text', () => {
  it('reads ISO dates and times, converting offsets to UTC', () => {
    expect(ts('2024-03-05')).toBe('2024-03-05 00:00:00.000');
    expect(ts('2024-03-05T10:20:30.1234')).toBe('2024-03-05 10:20:30.123');
    expect(ts('2024-03-05 23:30:00+02:00')).toBe('2024-03-05 21:30:00.000');
    expect(ts('2024-03-05T23:30:00-0130')).toBe('2024-03-06 01:00:00.000');
    expect(ts('2024-03-05T01:00Z')).toBe('2024-03-05 01:00:00.000');
  });

  it('reads month/day order, day first when asked or when the first number is no month', () => {
    expect(ts('03/05/2024')).toBe('2024-03-05 00:00:00.000');
    expect(ts('03/05/2024', true)).toBe('2024-05-03 00:00:00.000');
    expect(ts('25/12/2024')).toBe('2024-12-25 00:00:00.000');
    expect(ts('25.12.2024 6:07 PM')).toBe('2024-12-25 18:07:00.000');
  });

  it('reads compact dates and month names', () => {
    expect(ts('20240229')).toBe('2024-02-29 00:00:00.000');
    expect(ts('5 Mar 2024')).toBe('2024-03-05 00:00:00.000');
    expect(ts('March 5, 2024 12:00 AM')).toBe('2024-03-05 00:00:00.000');
    expect(ts('Sept 1 2024')).toBe('2024-09-01 00:00:00.000');
  });

  it('refuses impossible or unknown dates', () => {
    expect(ts('2023-02-29')).toBeNull();
    expect(ts('2024-13-01')).toBeNull();
    expect(ts('13/13/2024')).toBeNull();
    expect(ts('2024-01-01 24:00')).toBeNull();
    expect(ts('5 Marble 2024')).toBeNull();
    expect(ts('soon')).toBeNull();
  });

  it('formats the UTC fields of a Date as DATE and TIMESTAMP text', () => {
    const parts = datePartsOf(new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)));
    expect(parts && formatDate(parts)).toBe('2024-01-02');
    expect(parts && formatTimestamp(parts)).toBe('2024-01-02 03:04:05.006');
    expect(datePartsOf(new Date(Number.NaN))).toBeNull();
  });
});
