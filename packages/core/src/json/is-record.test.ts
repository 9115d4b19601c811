import { describe, expect, it } from 'vitest';
import { isRecord } from './is-record';

describe('isRecord', () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [Object.create(null), true],
    [[], false],
    [[1], false],
    [null, false],
    [undefined, false],
    ['{}', false],
    [1, false],
    [true, false],
  ])('%j is a record: %s', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});
