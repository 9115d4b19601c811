/** Time deltas and shifts, with hand-computed calendar results. */
import { describe, expect, it } from 'vitest';
import { formatPythonIsoformat, naiveDate } from './naive-datetime';
import { applyTimeDelta, parseTimeDelta, parseTimeShift, shiftTimeRange } from './time-shift';

describe('parseTimeDelta (normalize_time_delta)', () => {
  it.each([
    ['1 year ago', { amount: -1, unit: 'year' }],
    ['3 days later', { amount: 3, unit: 'day' }],
    ['2 quarters ago', { amount: -6, unit: 'month' }],
    [' 52 Weeks AGO ', { amount: -52, unit: 'week' }],
  ])('%s', (text, delta) => {
    expect(parseTimeDelta(text)).toEqual(delta);
  });

  it.each(['1 year', 'banana', '1 fortnight ago'])('rejects %s as ambiguous', (text) => {
    expect(() => parseTimeDelta(text)).toThrow(
      `Time delta is ambiguous. Please specify [${text} ago] or [${text} later].`,
    );
  });

  it('applies calendar deltas with month-end clamping', () => {
    const d = naiveDate(2024, 2, 29, 12);
    expect(formatPythonIsoformat(applyTimeDelta(d, parseTimeDelta('1 year ago')))).toBe(
      '2023-02-28T12:00:00',
    );
  });
});

describe('time shifts', () => {
  it.each([
    ['1 year', -1, 'year'],
    ['1 year ago', -1, 'year'],
    ['-2 weeks', -2, 'week'],
    ['1 quarter', -3, 'month'],
    ['3 days later', 3, 'day'],
    ['1 day from now', 1, 'day'],
  ])('%s moves %s %s', (text, amount, unit) => {
    expect(parseTimeShift(text)).toEqual({ amount, unit });
  });

  it('replaces both bounds with an absolute range', () => {
    const shifted = shiftTimeRange(
      { since: null, until: null },
      '2023-01-01 : 2023-01-02T06:00:00',
      naiveDate(2024, 3, 15),
    );
    expect(shifted.since && formatPythonIsoformat(shifted.since)).toBe('2023-01-01T00:00:00');
    expect(shifted.until && formatPythonIsoformat(shifted.until)).toBe('2023-01-02T06:00:00');
  });
});
