import { describe, expect, it } from 'vitest';
import { newDividerId, newNativeFilterId } from './filter-ids';

describe('filter ids', () => {
  it('carries the prefixes and differs each time', () => {
    expect(newNativeFilterId()).toMatch(/^NATIVE_FILTER-[A-Za-z0-9_-]{21}$/);
    expect(newDividerId()).toMatch(/^NATIVE_FILTER_DIVIDER-[A-Za-z0-9_-]{21}$/);
    expect(new Set(Array.from({ length: 50 }, newNativeFilterId)).size).toBe(50);
  });
});
