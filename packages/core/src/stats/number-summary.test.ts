import { describe, expect, it } from 'vitest';
import { summarizeNumbers } from './number-summary';

describe('summarizeNumbers', () => {
  const values = [3, null, -2, Number.NaN, 10, 'text', undefined];

  it('skips missing values in each summary', () => {
    expect(summarizeNumbers(values, 'sum')).toBe(11);
    expect(summarizeNumbers(values, 'min')).toBe(-2);
    expect(summarizeNumbers(values, 'max')).toBe(10);
    expect(summarizeNumbers(values, 'avg')).toBeCloseTo(11 / 3);
  });

  it('has no score when nothing is a number', () => {
    expect(summarizeNumbers([null, Number.NaN], 'sum')).toBeNull();
    expect(summarizeNumbers([], 'max')).toBeNull();
  });

  it('takes more values than a call can spread', () => {
    const many = Array.from({ length: 200_000 }, (_, i) => i);
    expect(summarizeNumbers(many, 'max')).toBe(199_999);
  });
});
