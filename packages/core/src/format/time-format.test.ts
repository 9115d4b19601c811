import { utcFormat } from 'd3-time-format';
import { describe, expect, it } from 'vitest';
import { getTimeFormatter, getTimeFormatterForGranularity, toDate } from './time-format';

describe('getTimeFormatter: smart_date', () => {
  const smart = getTimeFormatter();
  it.each([
    [Date.UTC(2020, 0, 1), '2020'],
    [Date.UTC(2020, 2, 1), 'March'],
    [Date.UTC(2020, 2, 8), 'Mar 08'],
    [Date.UTC(2020, 2, 10), 'Tue 10'],
    [Date.UTC(2020, 2, 10, 15), '03 PM'],
    [Date.UTC(2020, 2, 10, 15, 15), '03:15'],
    [Date.UTC(2020, 2, 10, 15, 15, 45), ':45s'],
    [Date.UTC(2020, 2, 10, 15, 15, 45, 250), '.250ms'],
  ])('%s → %s', (value, expected) => {
    expect(smart(value)).toBe(expected);
  });

  it('reads naive timestamps as UTC and passes non-dates through', () => {
    expect(smart('2020-03-01 00:00:00')).toBe('March');
    expect(smart('2021-01-01')).toBe('2021');
    expect(smart(null)).toBe('null');
    expect(smart('not a date')).toBe('not a date');
  });
});

describe('getTimeFormatter: d3-time-format strings', () => {
  const instant = Date.UTC(2019, 0, 14, 1, 32, 10);
  it.each(['%Y-%m-%d', '%Y-%m-%d %H:%M:%S', '%d/%m/%Y', '%m/%d/%Y', '%H:%M:%S', '%b %Y'])(
    'formats like d3 in UTC with "%s"',
    (spec) => {
      expect(getTimeFormatter(spec)(instant)).toBe(utcFormat(spec)(new Date(instant)));
    },
  );

  it('formats the documented example', () => {
    expect(getTimeFormatter('%d-%m-%Y %H:%M:%S')(instant)).toBe('14-01-2019 01:32:10');
  });

  it('offers the detailed adaptive format', () => {
    const detailed = getTimeFormatter('smart_date_detailed');
    expect(detailed(Date.UTC(2020, 4, 3))).toBe('2020-05-03');
    expect(detailed(Date.UTC(2020, 4, 3, 7, 5))).toBe('2020-05-03 07:05');
  });
});

describe('toDate', () => {
  it('accepts epoch numbers, numeric strings, ISO strings and dates', () => {
    expect(toDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(toDate('86400000')?.toISOString()).toBe('1970-01-02T00:00:00.000Z');
    expect(toDate('2020-01-01T10:00:00+02:00')?.toISOString()).toBe('2020-01-01T08:00:00.000Z');
    expect(toDate(undefined)).toBeNull();
  });
});

describe('getTimeFormatterForGranularity', () => {
  const instant = Date.UTC(2020, 2, 10, 15);
  it.each([
    ['P1D', '2020-03-10'],
    ['PT1H', '2020-03-10 15:00'],
    ['P1M', 'Mar 2020'],
    ['P3M', '2020 Q1'],
    ['P1Y', '2020'],
    [null, '03 PM'],
  ])('%s → %s', (grain, expected) => {
    expect(getTimeFormatterForGranularity(grain)(instant)).toBe(expected);
  });
});
