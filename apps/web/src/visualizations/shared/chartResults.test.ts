import { describe, expect, it } from 'vitest';
import { isEmptyResult } from './chartResults';

describe('isEmptyResult', () => {
  it('is true only when every result has no rows', () => {
    expect(isEmptyResult([{ data: [], rowcount: 0 }])).toBe(true);
    expect(
      isEmptyResult([
        { data: [], rowcount: 0 },
        { data: [], rowcount: 0 },
      ]),
    ).toBe(true);
    expect(
      isEmptyResult([
        { data: [], rowcount: 0 },
        { data: [{ a: 1 }], rowcount: 1 },
      ]),
    ).toBe(false);
    expect(isEmptyResult([])).toBe(false);
  });
});
