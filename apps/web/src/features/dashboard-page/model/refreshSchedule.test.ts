import { describe, expect, it } from 'vitest';
import {
  chartsToAutoRefresh,
  isStaggered,
  refreshDelays,
  refreshFrequencySeconds,
  staggerTimeMs,
} from './refreshSchedule';

describe('refreshDelays', () => {
  it('spreads 5 charts over the 5000 ms default stagger time when the frequency is lower', () => {
    // window = max(0 s, 5000 ms) = 5000 ms; step = 5000 / 5 = 1000 ms
    expect(refreshDelays(5, 0, {})).toEqual([0, 1000, 2000, 3000, 4000]);
  });

  it('uses the refresh frequency when it is larger than the stagger time', () => {
    // window = max(10 s, 5 s) = 10000 ms; step = 10000 / 4 = 2500 ms
    expect(refreshDelays(4, 10, { staggerTime: 5000 })).toEqual([0, 2500, 5000, 7500]);
  });

  it('uses the stagger time when it is larger than the frequency', () => {
    // window = max(10 s, 30000 ms) = 30000 ms; step = 30000 / 3 = 10000 ms
    expect(refreshDelays(3, 10, { staggerTime: 30000 })).toEqual([0, 10000, 20000]);
  });

  it('rounds fractional steps to whole milliseconds', () => {
    // window 5000 ms over 3 charts: 0, 1666.67, 3333.33
    expect(refreshDelays(3, 0, {})).toEqual([0, 1667, 3333]);
  });

  it('fires everything at once when staggering is off', () => {
    expect(refreshDelays(3, 60, { staggerRefresh: false })).toEqual([0, 0, 0]);
    expect(refreshDelays(2, 60, { staggerRefresh: 'false' })).toEqual([0, 0]);
  });

  it('handles no charts and a single chart', () => {
    expect(refreshDelays(0, 10, {})).toEqual([]);
    expect(refreshDelays(1, 10, {})).toEqual([0]);
  });

  it('falls back to the default stagger time for an invalid one', () => {
    expect(refreshDelays(2, 0, { staggerTime: 'soon' })).toEqual([0, 2500]);
    expect(refreshDelays(2, 0, { staggerTime: -5 })).toEqual([0, 2500]);
    expect(refreshDelays(2, 0, { staggerTime: '8000' })).toEqual([0, 4000]);
  });
});

describe('stagger settings', () => {
  it('staggers by default and honours explicit false', () => {
    expect(isStaggered(undefined)).toBe(true);
    expect(isStaggered(true)).toBe(true);
    expect(isStaggered(false)).toBe(false);
    expect(isStaggered('true')).toBe(true);
    expect(isStaggered('False')).toBe(false);
  });

  it('defaults the stagger time to 5000 ms', () => {
    expect(staggerTimeMs(undefined)).toBe(5000);
    expect(staggerTimeMs(0)).toBe(0);
    expect(staggerTimeMs(1200)).toBe(1200);
  });
});

describe('chartsToAutoRefresh', () => {
  it('skips the immune charts, given as numbers or numeric strings', () => {
    expect(chartsToAutoRefresh([1, 2, 3, 4], [2, '4'])).toEqual([1, 3]);
    expect(chartsToAutoRefresh([1, 2], undefined)).toEqual([1, 2]);
  });
});

describe('refreshFrequencySeconds', () => {
  it('keeps positive numbers and turns everything else into 0 (off)', () => {
    expect(refreshFrequencySeconds(300)).toBe(300);
    expect(refreshFrequencySeconds('60')).toBe(60);
    expect(refreshFrequencySeconds(-10)).toBe(0);
    expect(refreshFrequencySeconds(null)).toBe(0);
    expect(refreshFrequencySeconds('x')).toBe(0);
  });
});
