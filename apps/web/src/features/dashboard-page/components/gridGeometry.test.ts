import { describe, expect, it } from 'vitest';
import { backgroundClass, columnUnitPx, heightPx, widthColumnsIn, widthPx } from './gridGeometry';

describe('grid geometry', () => {
  it('splits the grid width into 12 columns and 11 gutters of 16 px', () => {
    // (1376 - 11 × 16) / 12 = 1200 / 12 = 100
    expect(columnUnitPx(1376)).toBe(100);
    expect(columnUnitPx(100)).toBe(0);
  });

  it('spans columns and the gutters between them', () => {
    expect(widthPx(4, 100)).toBe(4 * 100 + 3 * 16);
    expect(widthPx(12, 100)).toBe(1376);
    expect(widthPx(1, 100)).toBe(100);
    expect(widthPx(20, 100)).toBe(1376);
    expect(widthPx(undefined, 100)).toBe(448);
  });

  it('turns height units into 8 px steps, 50 units by default', () => {
    expect(heightPx(50)).toBe(400);
    expect(heightPx(5)).toBe(40);
    expect(heightPx(undefined)).toBe(400);
  });

  it('maps the background option to a class', () => {
    expect(backgroundClass('BACKGROUND_WHITE')).toBe('pn-dash-bg-white');
    expect(backgroundClass('BACKGROUND_TRANSPARENT')).toBe('pn-dash-bg-transparent');
    expect(backgroundClass(undefined)).toBe('pn-dash-bg-transparent');
  });

  it('draws a chart or markdown directly in a column at the column’s width', () => {
    const column = { type: 'COLUMN' as const, meta: { width: 3 } };
    const row = { type: 'ROW' as const, meta: {} };
    expect(widthColumnsIn(6, column)).toBe(3);
    expect(widthColumnsIn(undefined, column)).toBe(3);
    expect(widthColumnsIn(6, row)).toBe(6);
    expect(widthColumnsIn(6, undefined)).toBe(6);
    // With 100 px columns, a 6-wide chart in a 3-wide column is 3 × 100 + 2 × 16 = 332 px,
    // exactly the column's own width, instead of 6 × 100 + 5 × 16 = 680 px.
    expect(widthPx(widthColumnsIn(6, column), 100)).toBe(332);
    expect(widthPx(widthColumnsIn(6, column), 100)).toBe(widthPx(column.meta.width, 100));
    expect(widthPx(widthColumnsIn(6, row), 100)).toBe(680);
    // A column without a width of its own is drawn at the default (4), and so are its children.
    const bareColumn = { type: 'COLUMN' as const, meta: {} };
    expect(widthPx(widthColumnsIn(2, bareColumn), 100)).toBe(4 * 100 + 3 * 16);
  });
});
