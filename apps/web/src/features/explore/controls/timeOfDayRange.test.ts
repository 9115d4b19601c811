import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { parseTimeOfDay, timeOfDayRange, timeOfDayRangeValue } from './timeOfDayRange';

describe('time-of-day range values', () => {
  it('reads saved HH:mm:ss sides, and HH:mm ones', () => {
    const [start, end] = timeOfDayRangeValue(['08:30:15', '17:05']);
    expect(start?.format('HH:mm:ss')).toBe('08:30:15');
    expect(end?.format('HH:mm:ss')).toBe('17:05:00');
  });

  it('reads empty, missing and malformed sides as open', () => {
    expect(timeOfDayRangeValue(['', '03:00:00'])[0]).toBeNull();
    expect(timeOfDayRangeValue([null, undefined])).toEqual([null, null]);
    expect(timeOfDayRangeValue(null)).toEqual([null, null]);
    expect(parseTimeOfDay('8am')).toBeNull();
    expect(parseTimeOfDay('25:00:00')).toBeNull();
  });

  it('stores the picked sides as HH:mm:ss text, an open side as an empty string', () => {
    const nine = dayjs(new Date(2024, 5, 1, 9, 0, 5));
    expect(timeOfDayRange([nine, null])).toEqual(['09:00:05', '']);
    expect(timeOfDayRange(null)).toEqual(['', '']);
  });

  it('gives back the saved text unchanged after a round trip', () => {
    const saved = ['00:30:00', '23:59:59'];
    expect(timeOfDayRange(timeOfDayRangeValue(saved))).toEqual(saved);
  });
});
