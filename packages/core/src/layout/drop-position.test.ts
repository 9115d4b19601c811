import { describe, expect, it } from 'vitest';
import {
  componentOrientation,
  getDropDestination,
  getDropPosition,
  type EdgeOffsets,
} from './drop-position';
import {
  chart,
  column,
  row,
  tab,
  tabs,
  type TreeNode,
  gridLayout,
  topTabsLayout,
} from './layout-test-fixtures';
import type { DropPosition, LayoutComponentType } from './layout-types';

const header: TreeNode = { id: 'H', type: 'HEADER', meta: { text: 'Intro' } };
const layout = gridLayout(
  row('R', [chart('A', 1), chart('B', 2)]),
  header,
  tabs('TS', [tab('T1', [row('TR', [chart('C', 3)])]), tab('T2')]),
  row('S', [column('COL', 6, [row('CR', [chart('D', 4, 2)])])]),
);
const emptyGrid = gridLayout();

const middle = { top: 100, right: 100, bottom: 100, left: 100 };

/** Where a dragged `draggingType` lands over `targetId` of `layout`, the cursor at `edges`. */
const dropOn = (draggingType: LayoutComponentType, targetId: string, edges?: EdgeOffsets) =>
  getDropPosition({ layout, draggingType, targetId, offsetFromEdges: edges });

describe('componentOrientation', () => {
  it('rows and tabs lay children side by side; leaves in a row stack their siblings sideways', () => {
    expect(componentOrientation(layout, 'R')).toBe('row');
    expect(componentOrientation(layout, 'TS')).toBe('row');
    expect(componentOrientation(layout, 'GRID_ID')).toBe('column');
    expect(componentOrientation(layout, 'COL')).toBe('column');
    expect(componentOrientation(layout, 'T1')).toBe('column');
    expect(componentOrientation(layout, 'A')).toBe('column');
    expect(componentOrientation(layout, 'H')).toBe('row');
  });
});

describe('getDropPosition', () => {
  it('dropping on itself does nothing', () => {
    expect(
      getDropPosition({ layout, draggingType: 'CHART', draggingId: 'A', targetId: 'A' }),
    ).toBeNull();
  });

  it('forbids dropping a container into its own descendants', () => {
    expect(getDropPosition({ layout, draggingType: 'ROW', draggingId: 'R', targetId: 'A' })).toBe(
      'DROP_FORBIDDEN',
    );
    expect(
      getDropPosition({ layout, draggingType: 'COLUMN', draggingId: 'COL', targetId: 'CR' }),
    ).toBe('DROP_FORBIDDEN');
  });

  it('forbids a drop that is valid neither inside nor beside the target', () => {
    // A row can neither go into a chart nor beside it in a row.
    expect(dropOn('ROW', 'A', middle)).toBe('DROP_FORBIDDEN');
    // A tab goes only into tabs.
    expect(dropOn('TAB', 'R')).toBe('DROP_FORBIDDEN');
  });

  it('a drop valid only inside lands as a child, whatever the cursor', () => {
    // The grid holds a header, ROOT does not.
    expect(dropOn('HEADER', 'GRID_ID')).toBe('DROP_BOTTOM');
    expect(
      getDropPosition({ layout: emptyGrid, draggingType: 'HEADER', targetId: 'GRID_ID' }),
    ).toBe('DROP_TOP');
    // Tabs take tabs side by side.
    expect(dropOn('TAB', 'TS')).toBe('DROP_RIGHT');
    // A tab holds a row; tabs do not.
    expect(dropOn('ROW', 'T1')).toBe('DROP_BOTTOM');
    expect(dropOn('ROW', 'T2')).toBe('DROP_TOP');
  });

  it('a drop valid only beside uses the side of the middle the cursor is on', () => {
    // Beside a chart in a row: left or right.
    const left = { top: 50, bottom: 50, left: 30, right: 170 };
    const right = { top: 50, bottom: 50, left: 170, right: 30 };
    expect(dropOn('CHART', 'A', left)).toBe('DROP_LEFT');
    expect(dropOn('CHART', 'A', right)).toBe('DROP_RIGHT');
    // Beside a header in the grid: above or below.
    const above = { top: 10, bottom: 40, left: 100, right: 100 };
    const below = { top: 40, bottom: 10, left: 100, right: 100 };
    expect(dropOn('ROW', 'H', above)).toBe('DROP_TOP');
    expect(dropOn('ROW', 'H', below)).toBe('DROP_BOTTOM');
    // Without the cursor there is no way to choose.
    expect(dropOn('ROW', 'H')).toBeNull();
  });

  it('when both are valid, within 20 px of a sibling edge means beside, else inside', () => {
    // A chart over row R: it may join R or go above/below it in the grid (wrapped in a row).
    const at = (edges: typeof middle) => dropOn('CHART', 'R', edges);
    expect(at({ top: 5, bottom: 300, left: 200, right: 200 })).toBe('DROP_TOP');
    expect(at({ top: 300, bottom: 19, left: 200, right: 200 })).toBe('DROP_BOTTOM');
    expect(at({ top: 20, bottom: 300, left: 200, right: 200 })).toBe('DROP_RIGHT');
    expect(at({ top: 150, bottom: 150, left: 5, right: 300 })).toBe('DROP_RIGHT');
  });

  it('a hover below the shallowest target counts only near an edge', () => {
    const far = { top: 50, bottom: 50, left: 50, right: 50 };
    const near = { top: 50, bottom: 50, left: 15, right: 50 };
    expect(
      getDropPosition({
        layout,
        draggingType: 'CHART',
        targetId: 'A',
        offsetFromEdges: far,
        isShallow: false,
      }),
    ).toBeNull();
    expect(
      getDropPosition({
        layout,
        draggingType: 'CHART',
        targetId: 'A',
        offsetFromEdges: near,
        isShallow: false,
      }),
    ).toBe('DROP_LEFT');
  });

  it('checks what a dragged container holds at its new depth', () => {
    const deep = gridLayout(
      row('R1', [column('OUT', 8, [row('R2', [chart('Z', 5, 2)])])]),
      row('R3', [column('C', 2, [row('CR', [chart('A', 1, 2)])])]),
    );
    // Column C holds a row: at depth 5 inside R2 that row would be too deep.
    expect(
      getDropPosition({ layout: deep, draggingType: 'COLUMN', draggingId: 'C', targetId: 'R2' }),
    ).toBe('DROP_FORBIDDEN');
    // A new (empty) column is fine there, and goes inside.
    expect(
      getDropPosition({
        layout: deep,
        draggingType: 'COLUMN',
        targetId: 'R2',
        offsetFromEdges: middle,
      }),
    ).toBe('DROP_RIGHT');
  });

  it('tabs dropped on ROOT become top-level tabs, only while there are none', () => {
    expect(dropOn('TABS', 'ROOT_ID')).toBe('DROP_BOTTOM');
    expect(getDropDestination({ layout, targetId: 'ROOT_ID', position: 'DROP_BOTTOM' })).toEqual({
      id: 'ROOT_ID',
      index: 1,
    });
    expect(dropOn('CHART', 'ROOT_ID')).toBe('DROP_FORBIDDEN');
    const withTopTabs = topTabsLayout(tab('T1'));
    expect(
      getDropPosition({ layout: withTopTabs, draggingType: 'TABS', targetId: 'ROOT_ID' }),
    ).toBe('DROP_FORBIDDEN');
  });
});

describe('getDropDestination', () => {
  const destinationOf = (targetId: string, position: DropPosition | null, draggingId?: string) =>
    getDropDestination({ layout, targetId, position, draggingId });

  it('a child drop appends to the target', () => {
    expect(destinationOf('R', 'DROP_RIGHT')).toEqual({ id: 'R', index: 2 });
    expect(destinationOf('GRID_ID', 'DROP_BOTTOM')).toEqual({ id: 'GRID_ID', index: 4 });
    // Already in the target: the last place is index 1 once it has left index 0.
    expect(destinationOf('R', 'DROP_RIGHT', 'A')).toEqual({ id: 'R', index: 1 });
  });

  it('a sibling drop goes before or after the target in its parent', () => {
    expect(destinationOf('H', 'DROP_TOP')).toEqual({ id: 'GRID_ID', index: 1 });
    expect(destinationOf('H', 'DROP_BOTTOM')).toEqual({ id: 'GRID_ID', index: 2 });
    expect(destinationOf('B', 'DROP_LEFT')).toEqual({ id: 'R', index: 1 });
  });

  it('accounts for the dragged component leaving an earlier place in the same parent', () => {
    // R (index 0) dropped below H (index 1) ends at index 1.
    expect(destinationOf('H', 'DROP_BOTTOM', 'R')).toEqual({ id: 'GRID_ID', index: 1 });
    // S (index 3) dropped above H stays counted from the front.
    expect(destinationOf('H', 'DROP_TOP', 'S')).toEqual({ id: 'GRID_ID', index: 1 });
  });

  it('no destination for a forbidden drop or none', () => {
    expect(destinationOf('R', 'DROP_FORBIDDEN')).toBeNull();
    expect(destinationOf('R', null)).toBeNull();
    // Beside ROOT there is nothing.
    expect(destinationOf('ROOT_ID', 'DROP_LEFT')).toBeNull();
  });
});
