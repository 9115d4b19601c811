import { describe, expect, it } from 'vitest';
import { PIVOT_AGGREGATES } from '@panorama/core/pivot/pivot-aggregators';
import { buildPivot, flatKey, type PivotOptions } from './pivotData';
import { attrSpans, keysAtLevel, visibleKeys } from './pivotLayout';

// One record per (region, state, year) cell, as the grouped query returns them.
const RECORDS = [
  { region: 'West', state: 'CA', year: 2020, value: 10 },
  { region: 'West', state: 'CA', year: 2021, value: 14 },
  { region: 'West', state: 'OR', year: 2020, value: 3 },
  { region: 'West', state: 'OR', year: 2021, value: 5 },
  { region: 'East', state: 'NY', year: 2020, value: 8 },
  { region: 'East', state: 'NY', year: 2021, value: 12 },
  { region: 'East', state: 'MA', year: 2021, value: 6 },
];

const BASE: PivotOptions = {
  rows: ['region', 'state'],
  cols: ['year'],
  valueField: 'value',
  aggregateFunction: 'Sum',
  rowOrder: 'key_a_to_z',
  colOrder: 'key_a_to_z',
  rowSubtotals: false,
  colSubtotals: false,
  rowSubtotalsOnTop: false,
  colSubtotalsOnTop: false,
};

function pivot(options: Partial<PivotOptions> = {}) {
  return buildPivot(RECORDS, { ...BASE, ...options });
}

/** Sum of the values of the records matching every given field, computed independently. */
function sumWhere(match: Record<string, unknown>): number {
  return RECORDS.filter((record) =>
    Object.entries(match).every(([field, value]) => record[field as keyof typeof record] === value),
  ).reduce((total, record) => total + record.value, 0);
}

/** Region and state keys with each region's subtotal key after its states. */
const REGION_STATE_KEYS_WITH_SUBTOTALS = [
  ['East', 'MA'],
  ['East', 'NY'],
  ['East'],
  ['West', 'CA'],
  ['West', 'OR'],
  ['West'],
];

describe('buildPivot with Sum', () => {
  it('orders keys a to z and sums each cell', () => {
    const p = pivot();
    expect(p.rowKeys).toEqual([
      ['East', 'MA'],
      ['East', 'NY'],
      ['West', 'CA'],
      ['West', 'OR'],
    ]);
    expect(p.colKeys).toEqual([[2020], [2021]]);
    expect(p.value(['West', 'CA'], [2021])).toBe(14);
    // MA has no 2020 record: the cell is empty, not zero.
    expect(p.has(['East', 'MA'], [2020])).toBe(false);
    expect(p.value(['East', 'MA'], [2020])).toBeNull();
  });

  it('computes row, column and grand totals from the records', () => {
    const p = pivot();
    for (const [region, state] of p.rowKeys as Array<[string, string]>) {
      expect(p.value([region, state], [])).toBe(sumWhere({ region, state }));
    }
    expect(p.value([], [2020])).toBe(sumWhere({ year: 2020 }));
    expect(p.value([], [2021])).toBe(sumWhere({ year: 2021 }));
    expect(p.value([], [])).toBe(sumWhere({}));
    expect(p.value([], [])).toBe(58);
  });

  it('adds subtotal keys after their children, or on top', () => {
    const bottom = pivot({ rowSubtotals: true });
    expect(bottom.rowKeys).toEqual(REGION_STATE_KEYS_WITH_SUBTOTALS);
    const top = pivot({ rowSubtotals: true, rowSubtotalsOnTop: true });
    expect(top.rowKeys.slice(0, 3)).toEqual([['East'], ['East', 'MA'], ['East', 'NY']]);
  });

  it('computes subtotals of every cell against independent sums', () => {
    const p = pivot({ rowSubtotals: true });
    for (const region of ['East', 'West']) {
      expect(p.value([region], [])).toBe(sumWhere({ region }));
      for (const year of [2020, 2021]) {
        expect(p.value([region], [year])).toBe(sumWhere({ region, year }));
      }
    }
    expect(p.value(['West'], [2020])).toBe(13);
    expect(p.value(['East'], [])).toBe(26);
  });

  it('computes column subtotals with two column levels', () => {
    const p = buildPivot(RECORDS, {
      ...BASE,
      rows: ['year'],
      cols: ['region', 'state'],
      colSubtotals: true,
    });
    expect(p.colKeys).toEqual(REGION_STATE_KEYS_WITH_SUBTOTALS);
    expect(p.value([2021], ['West'])).toBe(sumWhere({ year: 2021, region: 'West' }));
    expect(p.value([], ['East'])).toBe(sumWhere({ region: 'East' }));
    expect(p.value([2020], [])).toBe(sumWhere({ year: 2020 }));
  });

  it('orders by key z to a and by total value', () => {
    expect(pivot({ rowOrder: 'key_z_to_a' }).rowKeys[0]).toEqual(['West', 'OR']);
    // Region totals: East 26, West 32; states sort within their region by their totals.
    expect(pivot({ rowOrder: 'value_z_to_a' }).rowKeys).toEqual([
      ['West', 'CA'],
      ['West', 'OR'],
      ['East', 'NY'],
      ['East', 'MA'],
    ]);
    expect(pivot({ rowOrder: 'value_a_to_z' }).rowKeys).toEqual([
      ['East', 'MA'],
      ['East', 'NY'],
      ['West', 'OR'],
      ['West', 'CA'],
    ]);
    // Year totals: 2020 → 21, 2021 → 37.
    expect(pivot({ colOrder: 'value_z_to_a' }).colKeys).toEqual([[2021], [2020]]);
  });

  it('keeps a fixed order for the metric attribute whatever the sort', () => {
    const records = [
      { m: 'b_metric', g: 'x', v: 1 },
      { m: 'a_metric', g: 'x', v: 100 },
    ];
    const p = buildPivot(records, {
      ...BASE,
      rows: ['g'],
      cols: ['m'],
      valueField: 'v',
      colOrder: 'value_a_to_z',
      fixedOrders: { m: ['b_metric', 'a_metric'] },
    });
    expect(p.colKeys).toEqual([['b_metric'], ['a_metric']]);
  });
});

describe('buildPivot aggregators', () => {
  const cellValues = (year: number) => RECORDS.filter((r) => r.year === year).map((r) => r.value);

  it('counts, averages and takes medians, minima and maxima per cell and total', () => {
    const values2021 = cellValues(2021); // 14, 5, 12, 6
    expect(pivot({ aggregateFunction: 'Count' }).value([], [2021])).toBe(values2021.length);
    expect(pivot({ aggregateFunction: 'Average' }).value([], [2021])).toBeCloseTo(37 / 4);
    // Sorted 5, 6, 12, 14: the median is the mean of the middle two.
    expect(pivot({ aggregateFunction: 'Median' }).value([], [2021])).toBe(9);
    expect(pivot({ aggregateFunction: 'Median' }).value([], [2020])).toBe(8);
    expect(pivot({ aggregateFunction: 'Minimum' }).value([], [])).toBe(3);
    expect(pivot({ aggregateFunction: 'Maximum' }).value([], [])).toBe(14);
  });

  it('computes sample variance and standard deviation', () => {
    const values = cellValues(2021);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
    expect(pivot({ aggregateFunction: 'Sample Variance' }).value([], [2021])).toBeCloseTo(variance);
    expect(pivot({ aggregateFunction: 'Sample Standard Deviation' }).value([], [2021])).toBeCloseTo(
      Math.sqrt(variance),
    );
    // One value has no spread.
    expect(pivot({ aggregateFunction: 'Sample Variance' }).value(['West', 'CA'], [2020])).toBe(0);
  });

  it('counts and lists unique values, and takes first and last in natural order', () => {
    const records = [
      { g: 'a', v: 'x' },
      { g: 'a', v: 'y' },
      { g: 'a', v: 'x' },
      { g: 'b', v: 'item 10' },
      { g: 'b', v: 'item 2' },
    ];
    const make = (aggregateFunction: PivotOptions['aggregateFunction']) =>
      buildPivot(records, { ...BASE, rows: ['g'], cols: [], valueField: 'v', aggregateFunction });
    expect(make('Count Unique Values').value(['a'], [])).toBe(2);
    expect(make('List Unique Values').value(['a'], [])).toBe('x, y');
    expect(make('First').value(['b'], [])).toBe('item 2');
    expect(make('Last').value(['b'], [])).toBe('item 10');
  });

  it('divides by the grand total, the row or the column', () => {
    const total = sumWhere({});
    const ofTotal = pivot({ aggregateFunction: 'Sum as Fraction of Total' });
    expect(ofTotal.value(['West', 'CA'], [2020])).toBeCloseTo(10 / total);
    expect(ofTotal.value([], [])).toBe(1);
    const ofRows = pivot({ aggregateFunction: 'Sum as Fraction of Rows' });
    expect(ofRows.value(['West', 'CA'], [2021])).toBeCloseTo(14 / 24);
    expect(ofRows.value(['West', 'CA'], [])).toBe(1);
    const ofCols = pivot({ aggregateFunction: 'Sum as Fraction of Columns' });
    expect(ofCols.value(['East', 'NY'], [2020])).toBeCloseTo(8 / sumWhere({ year: 2020 }));
    const countOfTotal = pivot({ aggregateFunction: 'Count as Fraction of Total' });
    expect(countOfTotal.value([], [2021])).toBeCloseTo(4 / 7);
    const countOfCols = pivot({
      aggregateFunction: 'Count as Fraction of Columns',
      rowSubtotals: true,
    });
    expect(countOfCols.value(['West'], [2020])).toBeCloseTo(2 / 3);
  });

  it('accepts every aggregate function name', () => {
    for (const name of PIVOT_AGGREGATES) {
      expect(() => pivot({ aggregateFunction: name }).value([], [])).not.toThrow();
    }
  });

  it('keeps null keys apart from empty text', () => {
    const records = [
      { g: null, v: 1 },
      { g: '', v: 2 },
    ];
    const p = buildPivot(records, { ...BASE, rows: ['g'], cols: [], valueField: 'v' });
    expect(p.rowKeys).toEqual([[null], ['']]);
    expect(p.value([null], [])).toBe(1);
    expect(p.value([''], [])).toBe(2);
  });
});

describe('pivot layout', () => {
  it('spans equal leading values, subtotal rows included', () => {
    const keys = pivot({ rowSubtotals: true }).rowKeys;
    expect(attrSpans(keys)).toEqual([[3, 1], [-1, 1], [-1], [3, 1], [-1, 1], [-1]]);
  });

  it('hides the children of collapsed keys but keeps the collapsed key', () => {
    const keys = pivot({ rowSubtotals: true }).rowKeys;
    const collapsed = new Set([flatKey(['East'])]);
    expect(visibleKeys(keys, collapsed)).toEqual([
      ['East'],
      ['West', 'CA'],
      ['West', 'OR'],
      ['West'],
    ]);
    expect(keysAtLevel(keys, 0)).toEqual([flatKey(['East']), flatKey(['West'])]);
  });
});
