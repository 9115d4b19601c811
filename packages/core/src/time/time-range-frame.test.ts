/**
 * The picker's editing rules: frame choices and switches, the Advanced sides, Custom form edits,
 * the control's label and tooltip and the endpoint's two answer shapes. Every value a frame
 * switch produces must also resolve with the server grammar (now: Friday 2024-03-15 10:30:00).
 */
import { describe, expect, it } from 'vitest';
import { resolveTimeRange } from './resolve-time-range';
import {
  CALENDAR_RANGE_VALUES,
  COMMON_RANGE_VALUES,
  CURRENT_RANGE_VALUES,
  customTimeRangeEncode,
  defaultCustomRange,
  guessFrame,
  type CustomRange,
  type FrameType,
} from './time-frame';
import {
  actualTimeRangeText,
  advancedTimeRange,
  concreteDatetime,
  joinAdvancedRange,
  normalizeTimeRange,
  pickerFrameOptions,
  showsAnchor,
  splitAdvancedRange,
  timeRangeForFrame,
  timeRangeLabel,
  withAnchorMode,
  withAnchorValue,
  withCustomDatetime,
  withCustomGrain,
  withCustomGrainValue,
  withCustomMode,
} from './time-range-frame';

const NOW = new Date(Date.UTC(2024, 2, 15, 10, 30, 0, 250));
const base = defaultCustomRange(NOW);
const range = (overrides: Partial<CustomRange>): CustomRange => ({ ...base, ...overrides });

describe('pickerFrameOptions', () => {
  it('offers Last, Previous, Custom, Advanced and No filter', () => {
    expect(pickerFrameOptions('Common').map((o) => o.label)).toEqual([
      'Last',
      'Previous',
      'Custom',
      'Advanced',
      'No filter',
    ]);
  });

  it('adds Current only while the value is a Current preset', () => {
    expect(pickerFrameOptions('Current').map((o) => o.value)).toEqual([
      'Common',
      'Calendar',
      'Current',
      'Custom',
      'Advanced',
      'No filter',
    ]);
  });
});

describe('normalizeTimeRange', () => {
  it.each([
    [undefined, 'No filter'],
    [null, 'No filter'],
    ['', 'No filter'],
    ['  ', 'No filter'],
    [42, 'No filter'],
    ['Last week', 'Last week'],
  ])('%s → %s', (value, expected) => {
    expect(normalizeTimeRange(value)).toBe(expected);
  });
});

describe('timeRangeForFrame', () => {
  const cases: [FrameType, string, string][] = [
    ['Common', 'No filter', 'Last week'],
    ['Common', 'Last quarter', 'Last quarter'],
    ['Common', 'previous calendar month', 'Last week'],
    ['Calendar', 'Last day', 'previous calendar week'],
    ['Calendar', 'previous calendar year', 'previous calendar year'],
    ['Current', 'Last day', 'Current day'],
    ['Current', 'Current month', 'Current month'],
    ['No filter', 'Last week', 'No filter'],
    ['Custom', 'Last week', customTimeRangeEncode(base)],
    ['Custom', 'today : now', 'today : now'],
    ['Advanced', 'Last week', 'Last week : '],
    ['Advanced', 'Next 3 days', ' : Next 3 days'],
    ['Advanced', 'previous calendar week', ' : '],
    ['Advanced', 'No filter', ' : '],
    ['Advanced', '2024-01-01 : now', '2024-01-01 : now'],
  ];

  it.each(cases)('%s from %s → %s', (frame, value, expected) => {
    expect(timeRangeForFrame(frame, value, NOW)).toBe(expected);
  });

  it.each(cases)('%s from %s resolves on the server grammar', (frame, value) => {
    expect(() =>
      resolveTimeRange(timeRangeForFrame(frame, value, NOW), { now: NOW }),
    ).not.toThrow();
  });

  it.each([...COMMON_RANGE_VALUES, ...CALENDAR_RANGE_VALUES, ...CURRENT_RANGE_VALUES])(
    'preset %s resolves on the server grammar',
    (preset) => {
      const { since, until } = resolveTimeRange(preset, { now: NOW });
      expect(since).not.toBeNull();
      expect(until).not.toBeNull();
    },
  );

  it('keeps the frame it switched to', () => {
    for (const frame of ['Common', 'Calendar', 'Current', 'Custom', 'No filter'] as const) {
      expect(guessFrame(timeRangeForFrame(frame, 'Last 7 days', NOW))).toBe(frame);
    }
  });
});

describe('Advanced sides', () => {
  it('splits at the first separator only', () => {
    expect(splitAdvancedRange('a : b : c')).toEqual(['a', 'b : c']);
    expect(splitAdvancedRange(' : ')).toEqual(['', '']);
    expect(splitAdvancedRange('Last week')).toEqual(['Last week', '']);
  });

  it('joins with exactly space, colon, space', () => {
    expect(joinAdvancedRange('2024-01-01', '')).toBe('2024-01-01 : ');
    expect(splitAdvancedRange(joinAdvancedRange('x', 'y'))).toEqual(['x', 'y']);
  });

  it('turns a separator-less value into sides', () => {
    expect(advancedTimeRange('Last 7 days')).toBe('Last 7 days : ');
    expect(advancedTimeRange('whatever')).toBe(' : ');
  });
});

describe('Custom form edits', () => {
  it('gives a side turning specific a concrete datetime', () => {
    const relative = range({ sinceMode: 'relative', sinceDatetime: 'now' });
    expect(withCustomMode(relative, 'since', 'specific', NOW)).toEqual(
      range({ sinceMode: 'specific', sinceDatetime: '2024-03-15T10:30:00' }),
    );
    const today = range({ untilMode: 'relative', untilDatetime: 'today' });
    expect(withCustomMode(today, 'until', 'specific', NOW).untilDatetime).toBe(
      '2024-03-15T00:00:00',
    );
  });

  it('keeps the datetime when switching to other modes', () => {
    expect(withCustomMode(base, 'until', 'now', NOW)).toEqual(range({ untilMode: 'now' }));
    expect(customTimeRangeEncode(withCustomMode(base, 'until', 'now', NOW))).toBe(
      'DATEADD(DATETIME("now"), -7, day) : now',
    );
  });

  it('concretises datetimes', () => {
    expect(concreteDatetime('now', NOW)).toBe('2024-03-15T10:30:00');
    expect(concreteDatetime('TODAY', NOW)).toBe('2024-03-15T00:00:00');
    expect(concreteDatetime('2024-01-02T03:04:05Z', NOW)).toBe('2024-01-02T03:04:05');
    expect(concreteDatetime('garbage', NOW)).toBe('2024-03-15T00:00:00');
  });

  it('sets datetimes and grains per side', () => {
    expect(withCustomDatetime(base, 'since', '2024-01-01T00:00:00').sinceDatetime).toBe(
      '2024-01-01T00:00:00',
    );
    expect(withCustomDatetime(base, 'until', '2024-02-01T00:00:00').untilDatetime).toBe(
      '2024-02-01T00:00:00',
    );
    expect(withCustomGrain(base, 'since', 'month').sinceGrain).toBe('month');
    expect(withCustomGrain(base, 'until', 'hour').untilGrain).toBe('hour');
  });

  it.each([0, -3, 1.5, null, '4', Number.NaN])('ignores the relative quantity %s', (value) => {
    expect(withCustomGrainValue(base, 'since', value)).toBe(base);
    expect(withCustomGrainValue(base, 'until', value)).toBe(base);
  });

  it('accepts positive integer quantities', () => {
    expect(withCustomGrainValue(base, 'since', 30).sinceGrainValue).toBe(30);
    expect(withCustomGrainValue(base, 'until', 1).untilGrainValue).toBe(1);
  });

  it('shows the anchor only when both sides are relative', () => {
    expect(showsAnchor(base)).toBe(false);
    expect(showsAnchor(range({ untilMode: 'relative' }))).toBe(true);
    expect(showsAnchor(range({ sinceMode: 'now', untilMode: 'relative' }))).toBe(false);
  });

  it('anchors on now or on a specific datetime starting at midnight', () => {
    const both = range({ untilMode: 'relative' });
    const specific = withAnchorMode(both, 'specific', NOW);
    expect(specific).toMatchObject({ anchorMode: 'specific', anchorValue: '2024-03-15T00:00:00' });
    expect(customTimeRangeEncode(specific)).toBe(
      'DATEADD(DATETIME("2024-03-15T00:00:00"), -7, day) : DATEADD(DATETIME("2024-03-15T00:00:00"), 7, day)',
    );
    const moved = withAnchorValue(specific, '2024-02-01T06:00:00');
    expect(moved.anchorValue).toBe('2024-02-01T06:00:00');
    expect(withAnchorMode(moved, 'now', NOW)).toMatchObject({
      anchorMode: 'now',
      anchorValue: 'now',
    });
  });
});

describe('actualTimeRangeText', () => {
  it('formats the actual time range', () => {
    expect(actualTimeRangeText({ since: '2024-03-08T00:00:00', until: '' })).toBe(
      '2024-03-08 ≤ col < ∞',
    );
  });
});

describe('timeRangeLabel', () => {
  const actual = '2024-03-08 ≤ col < 2024-03-15';
  it.each([
    ['No filter', actual, { label: 'No filter', tooltip: null }],
    ['Last week', actual, { label: 'Last week', tooltip: actual }],
    ['previous calendar month', actual, { label: 'previous calendar month', tooltip: actual }],
    ['Current day', actual, { label: 'Current day', tooltip: actual }],
    ['now : today', actual, { label: actual, tooltip: 'now : today' }],
    ['Last 7 days', actual, { label: actual, tooltip: 'Last 7 days' }],
    ['Last 7 days', null, { label: 'Last 7 days', tooltip: 'Last 7 days' }],
  ])('%s', (value, evaluated, expected) => {
    expect(timeRangeLabel(value, evaluated)).toEqual(expected);
  });
});
