import { describe, expect, it } from 'vitest';
import { columnsFromResult, GenericDataType, inferColumnType } from './columnTypes';

describe('columnsFromResult', () => {
  it('pairs colnames with coltypes in order', () => {
    expect(columnsFromResult(['a', 'b'], [2, 0], [])).toEqual([
      { key: 'a', type: GenericDataType.TEMPORAL },
      { key: 'b', type: GenericDataType.NUMERIC },
    ]);
  });

  it('infers missing or unknown types from the data', () => {
    const rows = [
      { a: null, b: 'x', c: true },
      { a: 3, b: 'y', c: false },
    ];
    expect(columnsFromResult(['a', 'b', 'c'], [null, 9], rows).map((c) => c.type)).toEqual([
      GenericDataType.NUMERIC,
      GenericDataType.STRING,
      GenericDataType.BOOLEAN,
    ]);
  });

  it('uses the first row keys when there are no colnames', () => {
    expect(columnsFromResult(undefined, undefined, [{ x: 1, y: 'z' }]).map((c) => c.key)).toEqual([
      'x',
      'y',
    ]);
    expect(columnsFromResult(undefined, undefined, [])).toEqual([]);
  });
});

describe('inferColumnType', () => {
  it('is text for an all-empty column', () => {
    expect(inferColumnType([{ a: null }], 'a')).toBe(GenericDataType.STRING);
  });
});
