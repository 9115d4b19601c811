import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../../visualizations/chartPluginTypes';
import { resultTable } from './resultTable';

describe('resultTable', () => {
  it('reads the rows, column names, types and count of a result', () => {
    const result = {
      data: [{ name: 'a' }],
      colnames: ['name'],
      coltypes: [1],
      rowcount: 7,
    } as unknown as ChartDataResult;
    expect(resultTable(result)).toEqual({
      rows: [{ name: 'a' }],
      colnames: ['name'],
      coltypes: [1],
      rowcount: 7,
    });
  });

  it('gives an empty table before any result', () => {
    expect(resultTable(null)).toEqual({
      rows: [],
      colnames: undefined,
      coltypes: undefined,
      rowcount: 0,
    });
  });
});
