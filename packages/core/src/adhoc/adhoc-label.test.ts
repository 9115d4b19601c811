import { describe, expect, it } from 'vitest';
import { truncateLabel } from './adhoc-label';

describe('truncateLabel', () => {
  it('keeps labels shorter than 43 characters whole', () => {
    expect(truncateLabel('SUM(delay)')).toBe('SUM(delay)');
    const text42 = 'x'.repeat(42);
    expect(truncateLabel(text42)).toBe(text42);
  });

  it('cuts labels of 43 characters or more to 40 plus "..."', () => {
    expect(truncateLabel('y'.repeat(43))).toBe(`${'y'.repeat(40)}...`);
    expect(truncateLabel('z'.repeat(100))).toHaveLength(43);
  });
});
