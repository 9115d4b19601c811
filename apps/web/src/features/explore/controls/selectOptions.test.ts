import { describe, expect, it } from 'vitest';
import {
  decodeSelectKey,
  encodeSelectKey,
  keyForValue,
  selectOptions,
  shownValues,
  type Choice,
} from './selectOptions';

const limits: Choice[] = [
  [10, '10'],
  [100, '100'],
];
const grains: Choice[] = [
  [null, 'all'],
  ['P1D', '1 day'],
];

describe('select options', () => {
  it('round-trips typed values through keys', () => {
    for (const [value] of [...limits, ...grains, [true, 'yes'] as Choice]) {
      expect(decodeSelectKey(encodeSelectKey(value), [...limits, ...grains])).toBe(value);
    }
  });

  it('reads free text as a number when the choices are numbers', () => {
    expect(decodeSelectKey('250', limits)).toBe(250);
    expect(decodeSelectKey('lots', limits)).toBe('lots');
    expect(decodeSelectKey('P2D', grains)).toBe('P2D');
  });

  it('drops values outside fixed choices, keeps them when free-form', () => {
    expect(shownValues(['P1D', 'P9D'], grains, false)).toEqual(['P1D']);
    expect(shownValues('P9D', grains, false)).toEqual([]);
    expect(shownValues(null, grains, false)).toEqual([null]);
    expect(shownValues('100', limits, false)).toEqual(['100']);
    expect(shownValues(['P9D', { bad: 1 }], grains, true)).toEqual(['P9D']);
    expect(shownValues(undefined, grains, true)).toEqual([]);
    expect(shownValues(null, limits, true)).toEqual([]);
    expect(shownValues(null, limits, false)).toEqual([]);
  });

  it('lists kept free values after the choices and maps values to choice keys', () => {
    expect(selectOptions(limits, [100, 7]).map((o) => o.label)).toEqual(['10', '100', '7']);
    expect(selectOptions(limits, ['100']).map((o) => o.label)).toEqual(['10', '100']);
    expect(keyForValue('100', limits)).toBe(encodeSelectKey(100));
    expect(keyForValue('x', limits)).toBe('x');
  });
});
