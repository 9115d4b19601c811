/**
 * The picker model: custom-range encoding and decoding (round trips both ways), frame guessing
 * and the preview text. Encoded ranges are also resolved with the server grammar and compared
 * with hand-computed bounds (now: Friday 2024-03-15 10:30:00).
 */
import { describe, expect, it } from 'vitest';
import { formatPythonIsoformat } from './naive-datetime';
import { resolveTimeRange } from './resolve-time-range';
import {
  customTimeRangeDecode,
  customTimeRangeEncode,
  defaultCustomRange,
  formatEvaluatedTimeRange,
  formatTimeRange,
  guessFrame,
  isValidGrainValue,
  type CustomRange,
} from './time-frame';

const NOW = new Date(Date.UTC(2024, 2, 15, 10, 30, 0));
const base = defaultCustomRange(NOW);
const range = (overrides: Partial<CustomRange>): CustomRange => ({ ...base, ...overrides });
const resolve = (text: string) => {
  const { since, until } = resolveTimeRange(text, { now: NOW });
  return [since && formatPythonIsoformat(since), until && formatPythonIsoformat(until)];
};

describe('defaultCustomRange', () => {
  it('starts 7 days before today (relative), ends today at midnight, anchored on now', () => {
    expect(base).toEqual({
      sinceDatetime: '2024-03-08T00:00:00',
      sinceMode: 'relative',
      sinceGrain: 'day',
      sinceGrainValue: 7,
      untilDatetime: '2024-03-15T00:00:00',
      untilMode: 'specific',
      untilGrain: 'day',
      untilGrainValue: 7,
      anchorMode: 'now',
      anchorValue: 'now',
    });
  });
});

describe('customTimeRangeEncode', () => {
  const cases: [string, CustomRange, string, [string | null, string | null]][] = [
    [
      'default',
      base,
      'DATEADD(DATETIME("2024-03-15T00:00:00"), -7, day) : 2024-03-15T00:00:00',
      ['2024-03-08T00:00:00', '2024-03-15T00:00:00'],
    ],
    [
      'specific : specific',
      range({
        sinceMode: 'specific',
        sinceDatetime: '2024-01-01T00:00:00',
        untilMode: 'specific',
        untilDatetime: '2024-02-01T12:00:00',
      }),
      '2024-01-01T00:00:00 : 2024-02-01T12:00:00',
      ['2024-01-01T00:00:00', '2024-02-01T12:00:00'],
    ],
    [
      'now : today is kept literal',
      range({ sinceMode: 'today', untilMode: 'now' }),
      'today : now',
      ['2024-03-15T00:00:00', '2024-03-15T10:30:00'],
    ],
    [
      'specific : relative',
      range({
        sinceMode: 'today',
        untilMode: 'relative',
        untilGrain: 'month',
        untilGrainValue: 3,
      }),
      'today : DATEADD(DATETIME("today"), 3, month)',
      ['2024-03-15T00:00:00', '2024-06-15T00:00:00'],
    ],
    [
      'relative : relative on now',
      range({
        sinceGrain: 'week',
        sinceGrainValue: 2,
        untilMode: 'relative',
        untilGrain: 'hour',
        untilGrainValue: 1,
      }),
      'DATEADD(DATETIME("now"), -2, week) : DATEADD(DATETIME("now"), 1, hour)',
      ['2024-03-01T10:30:00', '2024-03-15T11:30:00'],
    ],
    [
      'relative : relative on a specific anchor',
      range({
        sinceGrain: 'quarter',
        sinceGrainValue: 1,
        untilMode: 'relative',
        untilGrain: 'year',
        untilGrainValue: 1,
        anchorMode: 'specific',
        anchorValue: '2024-01-31T00:00:00',
      }),
      'DATEADD(DATETIME("2024-01-31T00:00:00"), -1, quarter) : DATEADD(DATETIME("2024-01-31T00:00:00"), 1, year)',
      ['2023-10-31T00:00:00', '2025-01-31T00:00:00'],
    ],
  ];

  it.each(cases)('%s', (_name, customRange, text, bounds) => {
    expect(customTimeRangeEncode(customRange)).toBe(text);
    expect(resolve(text)).toEqual(bounds);
  });

  it.each(cases)('%s decodes back to the same form and text', (_name, customRange, text) => {
    const decoded = customTimeRangeDecode(text, NOW);
    expect(decoded.matchedFlag).toBe(true);
    expect(customTimeRangeEncode(decoded.customRange)).toBe(text);
    const relevant = (r: CustomRange) => ({
      since: r.sinceMode === 'relative' ? [r.sinceGrain, r.sinceGrainValue] : [r.sinceMode],
      until: r.untilMode === 'relative' ? [r.untilGrain, r.untilGrainValue] : [r.untilMode],
    });
    expect(relevant(decoded.customRange)).toEqual(relevant(customRange));
  });

  it('normalises specific datetimes to YYYY-MM-DDTHH:mm:ss', () => {
    expect(
      customTimeRangeEncode(
        range({
          sinceMode: 'specific',
          sinceDatetime: '2024-01-01',
          untilMode: 'specific',
          untilDatetime: '2024-02-01T12:00:00Z',
        }),
      ),
    ).toBe('2024-01-01T00:00:00 : 2024-02-01T12:00:00');
  });

  it('makes relative quantities positive integers of at least 1', () => {
    const text = customTimeRangeEncode(
      range({ sinceGrainValue: 0, untilMode: 'relative', untilGrainValue: -2.7 }),
    );
    expect(text).toBe('DATEADD(DATETIME("now"), -1, day) : DATEADD(DATETIME("now"), 2, day)');
  });
});

describe('customTimeRangeDecode', () => {
  it('reads the anchor and signed amounts of a relative range', () => {
    expect(customTimeRangeDecode('DATEADD(DATETIME("now"), -7, DAY) : now', NOW)).toEqual({
      matchedFlag: true,
      customRange: range({
        sinceMode: 'relative',
        sinceDatetime: 'now',
        sinceGrain: 'day',
        sinceGrainValue: 7,
        untilMode: 'now',
        untilDatetime: 'now',
      }),
    });
  });

  it.each([
    'Last week',
    'No filter',
    '2024-01-01 : 2024-02-01',
    'DATEADD(DATETIME("now"), 7, day) : now',
    'now : DATEADD(DATETIME("now"), -7, day)',
    'DATEADD(DATETIME("now"), -7, day) : today',
    'DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("today"), 7, day)',
    'DATEADD(DATETIME("now"), 0, day) : now',
    'now : today : now',
    'now : ',
  ])('does not match %s', (text) => {
    expect(customTimeRangeDecode(text, NOW)).toEqual({ matchedFlag: false, customRange: base });
  });
});

describe('guessFrame', () => {
  it.each([
    ['Last week', 'Common'],
    ['Last quarter', 'Common'],
    ['previous calendar month', 'Calendar'],
    ['previous calendar quarter', 'Calendar'],
    ['Current day', 'Current'],
    ['Current year', 'Current'],
    ['No filter', 'No filter'],
    ['', 'No filter'],
    [null, 'No filter'],
    ['2024-01-01T00:00:00 : 2024-02-01T00:00:00', 'Custom'],
    ['now : today', 'Custom'],
    ['DATEADD(DATETIME("now"), -7, day) : now', 'Custom'],
    ['Last 7 days', 'Advanced'],
    ['2024-01-01 : 2024-02-01', 'Advanced'],
    ['previous quarter', 'Advanced'],
  ])('%s → %s', (value, frame) => {
    expect(guessFrame(value)).toBe(frame);
  });
});

describe('formatTimeRange', () => {
  it.each([
    ['2024-01-01T00:00:00 : 2024-02-01T10:00:00', 'col', '2024-01-01 ≤ col < 2024-02-01T10:00:00'],
    [' : 2024-01-01T00:00:00', 'col', '-∞ ≤ col < 2024-01-01'],
    ['2024-01-01T00:00:00 : ', 'ds', '2024-01-01 ≤ ds < ∞'],
    ['Last week', 'col', 'Last week'],
  ])('%s with %s → %s', (value, column, text) => {
    expect(formatTimeRange(value, column)).toBe(text);
  });

  it('formats evaluated bounds, empty meaning unbounded', () => {
    expect(formatEvaluatedTimeRange('', '')).toBe('-∞ ≤ col < ∞');
    expect(formatEvaluatedTimeRange('2024-03-08T00:00:00', '2024-03-15T00:00:00')).toBe(
      '2024-03-08 ≤ col < 2024-03-15',
    );
  });
});

describe('isValidGrainValue', () => {
  it.each([
    [1, true],
    [365, true],
    [0, false],
    [-1, false],
    [1.5, false],
    ['2', false],
    [Number.NaN, false],
  ])('%s → %s', (value, valid) => {
    expect(isValidGrainValue(value)).toBe(valid);
  });
});
