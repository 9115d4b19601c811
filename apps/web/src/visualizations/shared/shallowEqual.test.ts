import { describe, expect, it } from 'vitest';
import { shallowEqual } from './shallowEqual';

describe('shallowEqual', () => {
  const rows = [{ a: 1 }];
  it('is true for distinct objects holding the same values', () => {
    expect(shallowEqual({ rows, width: 3 }, { width: 3, rows })).toBe(true);
  });
  it('is false when a value differs by identity or a key is missing', () => {
    expect(shallowEqual({ rows }, { rows: [{ a: 1 }] })).toBe(false);
    expect(shallowEqual({ rows, width: 3 }, { rows })).toBe(false);
    expect(shallowEqual({ width: undefined }, { height: undefined })).toBe(false);
  });
  it('treats NaN as equal to itself', () => {
    expect(shallowEqual({ n: NaN }, { n: NaN })).toBe(true);
  });
});
