import { describe, expect, it } from 'vitest';
import {
  layoutFrom,
  chart,
  column,
  root,
  row,
  tab,
  tabs,
  gridLayout,
  topTabsLayout,
} from './layout-test-fixtures';
import type { DashboardLayout, LayoutComponentType } from './layout-types';
import { componentDepth, isValidChild } from './valid-child';

const CHILD_TYPES: LayoutComponentType[] = [
  'CHART',
  'MARKDOWN',
  'DYNAMIC',
  'COLUMN',
  'ROW',
  'HEADER',
  'DIVIDER',
  'TABS',
  'TAB',
  'GRID',
  'ROOT',
];

// Superset's isValidChild table, row by row: the deepest parent depth allowed, or null for "never".
const TABLE: Record<LayoutComponentType, (number | null)[]> = {
  //        CHART MARKDOWN DYNAMIC COLUMN ROW  HEADER DIVIDER TABS  TAB   GRID  ROOT
  ROOT: [null, null, null, null, null, null, null, 0, null, 0, null],
  GRID: [1, 1, 1, 1, 1, 1, 1, 1, null, null, null],
  ROW: [4, 4, 4, 4, null, null, null, null, null, null, null],
  TABS: [null, null, null, null, null, null, null, null, 3, null, null],
  TAB: [5, 5, 5, 3, 3, 5, 5, 3, null, null, null],
  COLUMN: [5, 5, null, null, 3, 5, 3, 3, null, null, null],
  CHART: Array<null>(11).fill(null),
  MARKDOWN: Array<null>(11).fill(null),
  DYNAMIC: Array<null>(11).fill(null),
  HEADER: Array<null>(11).fill(null),
  DIVIDER: Array<null>(11).fill(null),
};

const cells = Object.entries(TABLE).flatMap(([parent, limits]) =>
  CHILD_TYPES.map((child, index) => ({
    parent: parent as LayoutComponentType,
    child,
    limit: limits[index] ?? null,
  })),
);

describe('isValidChild: every cell of the 2.4 table', () => {
  it.each(cells.filter((cell) => cell.limit !== null))(
    '$parent may hold $child up to parent depth $limit, not deeper',
    ({ parent, child, limit }) => {
      const max = limit as number;
      for (let depth = 0; depth <= max; depth += 1) {
        expect(isValidChild(parent, depth, child)).toBe(true);
      }
      expect(isValidChild(parent, max + 1, child)).toBe(false);
      expect(isValidChild(parent, max + 5, child)).toBe(false);
    },
  );

  it.each(cells.filter((cell) => cell.limit === null))(
    '$parent never holds $child',
    ({ parent, child }) => {
      for (const depth of [0, 1, 2, 3, 4, 5]) {
        expect(isValidChild(parent, depth, child)).toBe(false);
      }
    },
  );

  it('covers 121 cells and refuses a missing parent', () => {
    expect(cells).toHaveLength(121);
    expect(isValidChild(undefined, 0, 'CHART')).toBe(false);
  });

  it('bounds nesting: a row never holds a row, the grid never holds a tab', () => {
    expect(isValidChild('ROW', 2, 'ROW')).toBe(false);
    expect(isValidChild('GRID', 1, 'TAB')).toBe(false);
    // row(2) > column(3) > row(4) > chart(5) is the deepest chart
    expect(isValidChild('ROW', 2, 'COLUMN')).toBe(true);
    expect(isValidChild('COLUMN', 3, 'ROW')).toBe(true);
    expect(isValidChild('ROW', 4, 'CHART')).toBe(true);
    // a column at 5 can no longer hold a row
    expect(isValidChild('COLUMN', 5, 'ROW')).toBe(false);
  });
});

describe('componentDepth', () => {
  const expectDepths = (layout: DashboardLayout, depths: Record<string, number>) => {
    for (const [id, depth] of Object.entries(depths)) {
      expect(componentDepth(layout, id), id).toBe(depth);
    }
  };

  it('(a) root(0) > grid(1) > row(2) > column(3) > row(4) > chart(5)', () => {
    const layout = gridLayout(row('R1', [column('C1', 4, [row('R2', [chart('X', 1)])])]));
    expectDepths(layout, { ROOT_ID: 0, GRID_ID: 1, R1: 2, C1: 3, R2: 4, X: 5 });
  });

  it('(b) tabs and tab in the grid do not add depth', () => {
    const layout = gridLayout(
      tabs('TS', [tab('T', [row('R1', [column('C1', 4, [row('R2', [chart('X', 1)])])])])]),
    );
    expectDepths(layout, { TS: 2, T: 2, R1: 2, C1: 3, R2: 4, X: 5 });
  });

  it('(c) the content of a top-level tab starts at 2, like the grid content', () => {
    const layout = topTabsLayout(
      tab('T1', [row('R1', [column('C1', 4, [row('R2', [chart('X', 1)])])])]),
    );
    expectDepths(layout, { TOP: 1, T1: 1, R1: 2, C1: 3, R2: 4, X: 5 });
  });

  it('(d) nested tabs inside a top-level tab', () => {
    const layout = layoutFrom(
      root([tabs('TOP', [tab('T1', [tabs('IN', [tab('T2', [row('R1', [chart('X', 1)])])])])])]),
    );
    expectDepths(layout, { IN: 2, T2: 2, R1: 2, X: 3 });
  });

  it('tabs in a column sit one level below the column', () => {
    const layout = gridLayout(
      row('R1', [column('C1', 6, [tabs('TS', [tab('T', [chart('X', 1)])])])]),
    );
    expectDepths(layout, { TS: 4, T: 4, X: 4 });
  });
});
