import { describe, expect, it } from 'vitest';
import type { DashboardLayout, LayoutItem } from '@panorama/core/layout/layout-types';
import { firstScreenCharts, FIRST_SCREEN_MARGIN_PX } from './firstScreenCharts';

type Spec = Omit<LayoutItem, 'meta' | 'children'> & {
  children?: string[];
  meta?: LayoutItem['meta'];
};

function layoutOf(...items: Spec[]): DashboardLayout {
  return Object.fromEntries(
    items.map((item) => [item.id, { children: [], meta: {}, ...item } as LayoutItem]),
  );
}

const chart = (chartId: number, height = 50): Spec => ({
  id: `CHART-${chartId}`,
  type: 'CHART',
  meta: { chartId, width: 4, height },
});

/** A grid of rows of three 400 px charts: row n starts at n × 416 px. */
function gridOfRows(rowCount: number): DashboardLayout {
  const rows: Spec[] = [];
  const charts: Spec[] = [];
  for (let row = 0; row < rowCount; row += 1) {
    const ids = [1, 2, 3].map((n) => row * 3 + n);
    rows.push({ id: `ROW-${row}`, type: 'ROW', children: ids.map((id) => `CHART-${id}`) });
    charts.push(...ids.map((id) => chart(id)));
  }
  return layoutOf(
    { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    { id: 'GRID_ID', type: 'GRID', children: rows.map((r) => r.id) },
    ...rows,
    ...charts,
  );
}

describe('firstScreenCharts', () => {
  it('takes the rows that start within the screen and the preload margin', () => {
    const layout = gridOfRows(8);
    // Rows start at 0, 416, 832, 1248 px: a 1000 px screen (+200) reaches the first three.
    expect(firstScreenCharts(layout, [], 1000)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(firstScreenCharts(layout, [], 1248 - FIRST_SCREEN_MARGIN_PX + 1)).toHaveLength(12);
    expect(firstScreenCharts(layout, [], 4200)).toHaveLength(24);
  });

  it('counts a row as high as its tallest chart', () => {
    const layout = layoutOf(
      { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      { id: 'GRID_ID', type: 'GRID', children: ['ROW-a', 'ROW-b'] },
      { id: 'ROW-a', type: 'ROW', children: ['CHART-1', 'CHART-2'] },
      { id: 'ROW-b', type: 'ROW', children: ['CHART-3'] },
      chart(1, 20),
      chart(2, 100),
      chart(3),
    );
    // ROW-b starts at 800 + 16 px.
    expect(firstScreenCharts(layout, [], 816 - FIRST_SCREEN_MARGIN_PX)).toEqual([1, 2]);
    expect(firstScreenCharts(layout, [], 817 - FIRST_SCREEN_MARGIN_PX)).toEqual([1, 2, 3]);
  });

  it('stacks the charts of a column and places what follows headers and dividers', () => {
    const layout = layoutOf(
      { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      { id: 'GRID_ID', type: 'GRID', children: ['HEADER-1', 'DIVIDER-1', 'ROW-a'] },
      { id: 'HEADER-1', type: 'HEADER', meta: { text: 'Sales' } },
      { id: 'DIVIDER-1', type: 'DIVIDER' },
      { id: 'ROW-a', type: 'ROW', children: ['COLUMN-1'] },
      { id: 'COLUMN-1', type: 'COLUMN', children: ['CHART-1', 'CHART-2'], meta: { width: 4 } },
      chart(1, 30),
      chart(2, 30),
    );
    // The row starts below the header (56) and the divider (32) with two gutters: 120 px;
    // the column's second chart 240 + 16 px further down.
    const secondTop = 120 + 240 + 16;
    expect(firstScreenCharts(layout, [], secondTop - FIRST_SCREEN_MARGIN_PX)).toEqual([1]);
    expect(firstScreenCharts(layout, [], secondTop - FIRST_SCREEN_MARGIN_PX + 1)).toEqual([1, 2]);
  });

  it('places what follows a registered component below its height', () => {
    const layout = layoutOf(
      { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      { id: 'GRID_ID', type: 'GRID', children: ['DYNAMIC-1', 'ROW-a'] },
      { id: 'DYNAMIC-1', type: 'DYNAMIC', meta: { componentKey: 'k', width: 12, height: 40 } },
      { id: 'ROW-a', type: 'ROW', children: ['CHART-1'] },
      chart(1),
    );
    // 40 units × 8 px, then a gutter.
    const rowTop = 320 + 16;
    expect(firstScreenCharts(layout, [], rowTop - FIRST_SCREEN_MARGIN_PX)).toEqual([]);
    expect(firstScreenCharts(layout, [], rowTop - FIRST_SCREEN_MARGIN_PX + 1)).toEqual([1]);
  });

  it('leaves out the charts of tabs that are not shown, nested tabs included', () => {
    const layout = layoutOf(
      { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-top'] },
      { id: 'TABS-top', type: 'TABS', children: ['TAB-a', 'TAB-b'] },
      { id: 'TAB-a', type: 'TAB', children: ['ROW-a'] },
      { id: 'TAB-b', type: 'TAB', children: ['TABS-inner'] },
      { id: 'ROW-a', type: 'ROW', children: ['CHART-1'] },
      { id: 'TABS-inner', type: 'TABS', children: ['TAB-c', 'TAB-d'] },
      { id: 'TAB-c', type: 'TAB', children: ['ROW-c'] },
      { id: 'TAB-d', type: 'TAB', children: ['ROW-d'] },
      { id: 'ROW-c', type: 'ROW', children: ['CHART-2'] },
      { id: 'ROW-d', type: 'ROW', children: ['CHART-3'] },
      chart(1),
      chart(2),
      chart(3),
    );
    // With no tab chosen, each TABS shows its first TAB.
    expect(firstScreenCharts(layout, [], 1000)).toEqual([1]);
    expect(firstScreenCharts(layout, ['TAB-b'], 1000)).toEqual([2]);
    expect(firstScreenCharts(layout, ['TAB-b', 'TAB-d'], 1000)).toEqual([3]);
  });

  it('ignores components missing from the layout and does not loop on a cycle', () => {
    const layout = layoutOf(
      { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      { id: 'GRID_ID', type: 'GRID', children: ['ROW-a', 'ROW-gone'] },
      { id: 'ROW-a', type: 'ROW', children: ['CHART-1', 'GRID_ID'] },
      chart(1),
    );
    expect(firstScreenCharts(layout, [], 1000)).toEqual([1]);
  });
});
