/**
 * parse_human_datetime against a fixed now, Friday 2024-03-15 10:30:00.123; expected values
 * worked out by hand (weekday rules: parsedatetime's, weeks starting on Monday).
 */
import { describe, expect, it } from 'vitest';
import { formatPythonIsoformat } from './naive-datetime';
import { parseHumanDatetime, parseIsoDatetime } from './parse-human-datetime';

const NOW = new Date(Date.UTC(2024, 2, 15, 10, 30, 0, 123));
const parse = (text: string) => formatPythonIsoformat(parseHumanDatetime(text, NOW));

describe('parseHumanDatetime', () => {
  it.each([
    ['2020-01-01', '2020-01-01T00:00:00'],
    ['2020-01-01T10:00:00', '2020-01-01T10:00:00'],
    ['2020-01-01 10:00:00', '2020-01-01T10:00:00'],
    ['2020-01-01 10:00', '2020-01-01T10:00:00'],
    ['2020-01-01T10:00:00.250', '2020-01-01T10:00:00.250000'],
    ['2020-01-01T10:00:00Z', '2020-01-01T10:00:00'],
    ['2020-01-01T10:00:00+02:00', '2020-01-01T08:00:00'],
    ['2020-01-01T01:00:00-05:30', '2020-01-01T06:30:00'],
    ['2020-03', '2020-03-01T00:00:00'],
    ['2020', '2020-01-01T00:00:00'],
    ['2024-02-29', '2024-02-29T00:00:00'],
    [' 2024-02-29 ', '2024-02-29T00:00:00'],
    ['now', '2024-03-15T10:30:00'],
    ['NOW', '2024-03-15T10:30:00'],
    ['today', '2024-03-15T00:00:00'],
    ['Today ', '2024-03-15T00:00:00'],
    ['yesterday', '2024-03-14T00:00:00'],
    ['tomorrow', '2024-03-16T00:00:00'],
    ['7 days ago', '2024-03-08T00:00:00'],
    ['1 year later', '2025-03-15T00:00:00'],
    ['2 weeks from now', '2024-03-29T00:00:00'],
    ['3 hours ago', '2024-03-15T07:30:00'],
    ['90 seconds ago', '2024-03-15T10:28:30'],
    ['5 Minutes Later', '2024-03-15T10:35:00'],
    ['1 month ago', '2024-02-15T00:00:00'],
    ['2 quarters ago', '2023-09-15T00:00:00'],
    ['1 quarter later', '2024-06-15T00:00:00'],
    ['-7 days', '2024-03-08T00:00:00'],
    ['+2 days', '2024-03-17T00:00:00'],
    ['next monday', '2024-03-18T00:00:00'],
    ['last monday', '2024-03-11T00:00:00'],
    ['last friday', '2024-03-08T00:00:00'],
    ['next friday', '2024-03-22T00:00:00'],
    ['last saturday', '2024-03-09T00:00:00'],
    ['last thursday', '2024-03-14T00:00:00'],
    ['this wednesday', '2024-03-13T00:00:00'],
    ['monday', '2024-03-18T00:00:00'],
    ['friday', '2024-03-22T00:00:00'],
    ['next sun', '2024-03-24T00:00:00'],
  ])('%s → %s', (text, expected) => {
    expect(parse(text)).toBe(expected);
  });

  it.each([
    ['7 days', 'Time string is ambiguous. Please specify [7 days ago] or [7 days later].'],
    ['3 Months', 'Time string is ambiguous. Please specify [3 Months ago] or [3 Months later].'],
    ['1 quarter', 'Time string is ambiguous. Please specify [1 quarter ago] or [1 quarter later].'],
    ['banana', 'Cannot parse time string [banana]'],
    ['2023-02-29', 'Cannot parse time string [2023-02-29]'],
    ['2024-13-01', 'Cannot parse time string [2024-13-01]'],
    ['2024-01-01T24:00:00', 'Cannot parse time string [2024-01-01T24:00:00]'],
    ['-7 days ago', 'Cannot parse time string [-7 days ago]'],
    ['next blursday', 'Cannot parse time string [next blursday]'],
    ['', 'Cannot parse time string []'],
  ])('%s fails with %s', (text, message) => {
    expect(() => parseHumanDatetime(text, NOW)).toThrow(message);
  });

  it('leaves the wall clock alone: no local timezone is applied', () => {
    expect(parseHumanDatetime('2024-07-01T12:00:00', NOW).getTime()).toBe(
      Date.UTC(2024, 6, 1, 12, 0, 0),
    );
  });
});

describe('parseIsoDatetime', () => {
  it('answers null for text that is not an ISO date', () => {
    expect(parseIsoDatetime('today')).toBeNull();
    expect(parseIsoDatetime('2024-02-30')).toBeNull();
  });

  it('keeps years below 100 as written', () => {
    expect(parseIsoDatetime('0099-05-01')?.getUTCFullYear()).toBe(99);
  });
});
