import { describe, expect, it } from 'vitest';
import { toNumber } from './to-number';

describe('toNumber', () => {
  it.each([
    [3, 3],
    [-2.5, -2.5],
    ['42', 42],
    [' 1.5 ', 1.5],
    ['1e3', 1000],
    [10n, 10],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['Infinity', null],
    ['', null],
    ['   ', null],
    ['12abc', null],
    [null, null],
    [undefined, null],
    [true, null],
    [{}, null],
  ])('%s reads as %s', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });
});
