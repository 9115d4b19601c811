import { describe, expect, it } from 'vitest';
import { aggregateWeights } from './aggregation';

const weights = [4, 1, 3, 2, 10];

describe('aggregateWeights', () => {
  it('computes the plain statistics', () => {
    expect(aggregateWeights('sum', weights)).toBe(20);
    expect(aggregateWeights('count', weights)).toBe(5);
    expect(aggregateWeights('min', weights)).toBe(1);
    expect(aggregateWeights('max', weights)).toBe(10);
    expect(aggregateWeights('mean', weights)).toBe(4);
    expect(aggregateWeights('median', weights)).toBe(3);
  });

  it('computes the sample variance and deviation', () => {
    // Squared distances from the mean 4: 0, 9, 1, 4, 36 → 50, over n - 1 = 4.
    expect(aggregateWeights('variance', weights)).toBeCloseTo(12.5);
    expect(aggregateWeights('deviation', weights)).toBeCloseTo(Math.sqrt(12.5));
  });

  it('interpolates percentiles between the sorted weights', () => {
    // Sorted 1, 2, 3, 4, 10: p95 sits at index 3.8, between 4 and 10.
    expect(aggregateWeights('p95', weights)).toBeCloseTo(4 + 0.8 * 6);
    expect(aggregateWeights('p5', weights)).toBeCloseTo(1 + 0.2 * 1);
  });

  it('gives 0 for an empty cell', () => {
    expect(aggregateWeights('mean', [])).toBe(0);
    expect(aggregateWeights('p99', [])).toBe(0);
    expect(aggregateWeights('sum', [])).toBe(0);
  });
});
