import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COLUMN_CONFIG_LAYOUT,
  defaultAlignment,
  fieldsByKey,
  readConfigColumns,
  SHARED_COLUMN_CONFIG_FIELDS,
} from './columnConfigFields';

describe('per-column editor fields', () => {
  it('reads the columns of a result, text when the type is unknown, each name once', () => {
    expect(
      readConfigColumns({ colnames: ['a', 'b', 'a', 3, 'c'], coltypes: [0, null, 0, 0] }),
    ).toEqual([
      { name: 'a', dataType: 0 },
      { name: 'b', dataType: 1 },
      { name: 'c', dataType: 1 },
    ]);
    expect(readConfigColumns(null)).toEqual([]);
    expect(readConfigColumns({ coltypes: [0] })).toEqual([]);
  });

  it('gives numbers bars and formats, every kind width and alignment', () => {
    const numeric = DEFAULT_COLUMN_CONFIG_LAYOUT[0] ?? [];
    expect(numeric.map((tab) => tab.tab)).toEqual(['Display', 'Number formatting']);
    expect(numeric.flatMap((tab) => tab.rows.flat())).toEqual([
      'columnWidth',
      'horizontalAlign',
      'showCellBars',
      'alignPositiveNegative',
      'colorPositiveNegative',
      'd3NumberFormat',
      'd3SmallNumberFormat',
      'currencyFormat',
      'fractionDigits',
    ]);
    for (const type of [1, 2, 3]) {
      expect(DEFAULT_COLUMN_CONFIG_LAYOUT[type]).toEqual([
        { rows: [['columnWidth', 'horizontalAlign']] },
      ]);
    }
    expect(SHARED_COLUMN_CONFIG_FIELDS.fractionDigits).toMatchObject({ min: 0, max: 100 });
    expect(defaultAlignment(0)).toBe('right');
    expect(defaultAlignment(1)).toBe('left');
  });

  it("adds a chart's own fields to the shared ones, ignoring malformed entries", () => {
    const fields = fieldsByKey([
      { key: 'radarMetricMaxValue', kind: 'number', label: 'Max' },
      { key: 'broken' },
      'junk',
    ]);
    expect(fields.radarMetricMaxValue?.kind).toBe('number');
    expect(fields.broken).toBeUndefined();
    expect(fields.columnWidth?.kind).toBe('width');
  });
});
