import { describe, expect, it } from 'vitest';
import { asBounds, boundsInverted } from './bounds';

describe('bounds', () => {
  it('reads stored bounds leniently', () => {
    expect(asBounds([1, '2'])).toEqual([1, 2]);
    expect(asBounds([null, 'x'])).toEqual([null, null]);
    expect(asBounds(undefined)).toEqual([null, null]);
  });
  it('flags a minimum that is not below the maximum', () => {
    expect(boundsInverted([2, 1])).toBe(true);
    expect(boundsInverted([1, 1])).toBe(true);
    expect(boundsInverted([1, 2])).toBe(false);
    expect(boundsInverted([null, 2])).toBe(false);
  });
});
