import { describe, expect, it } from 'vitest';
import { columnWidths } from './columnWidths';
import type { TableColumn } from './tableColumns';

function column(key: string, width?: number): TableColumn {
  return {
    key,
    label: key,
    kind: 'dimension',
    dataType: 1,
    isNumeric: false,
    align: 'left',
    ...(width === undefined ? {} : { width }),
    showCellBars: false,
    alignPositiveNegative: false,
    colorPositiveNegative: false,
    valueRange: null,
    format: (value) => String(value),
  };
}

const columns = [column('country'), column('year'), column('pop'), column('fertility')];
const rows = [
  { country: 'Dominican Republic', year: 1955, pop: 2737257, fertility: 7.64 },
  { country: 'Afghanistan', year: 1960, pop: 9829450, fertility: 7.67 },
];

describe('columnWidths', () => {
  it('sizes columns to their longest text when there is room, then shares the rest', () => {
    const widths = columnWidths(columns, rows, 1000);
    expect(widths.reduce((sum, w) => sum + w, 0)).toBeLessThanOrEqual(1000);
    expect(widths.reduce((sum, w) => sum + w, 0)).toBeGreaterThan(990);
    expect(widths[0]).toBeGreaterThan(widths[1] as number);
  });

  it('never lets one automatic column take more than two thirds of a narrow box', () => {
    const widths = columnWidths(columns, rows, 120);
    // 'Dominican Republic' alone would be wider than the whole box: the next column shows too.
    expect(widths[0]).toBeLessThanOrEqual(80);
    expect((widths[0] as number) + (widths[1] as number)).toBeLessThan(160);
    expect(widths.every((w) => w >= 48)).toBe(true);
  });

  it('keeps at least the width the column config sets, however narrow the box', () => {
    const widths = columnWidths([column('country', 300), column('year')], rows, 120);
    expect(widths[0]).toBe(300);
  });

  it('lets a column with a configured minimum width share the room left over', () => {
    const widths = columnWidths([column('country', 100), column('year')], rows, 1000);
    expect(widths[0]).toBeGreaterThan(100);
    expect(widths.reduce((sum, w) => sum + w, 0)).toBeGreaterThan(990);
  });
});
