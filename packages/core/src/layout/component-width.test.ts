import { describe, expect, it } from 'vitest';
import {
  dropOverflowsParent,
  getComponentWidthFromDrop,
  getDetailedComponentWidth,
} from './component-width';
import {
  chart,
  column,
  dynamic,
  markdown,
  row,
  tab,
  tabs,
  gridLayout,
} from './layout-test-fixtures';
import { newComponent } from './new-component';

// Row A: 4 + 3 = 7 of 12 used. Column C (width 5) holds row CR with 2 + 3 = 5, and a chart.
const layout = gridLayout(
  row('A', [chart('A1', 1, 4), chart('A2', 2, 3)]),
  row('B', [column('C', 5, [row('CR', [chart('C1', 3, 2), chart('C2', 4, 3)]), chart('C3', 5)])]),
  row('FULL', [chart('F1', 6, 6), chart('F2', 7, 6)]),
  tabs('TS', [tab('T1', [row('TR', [markdown('M1', 8)])])]),
);

describe('getDetailedComponentWidth', () => {
  it.each([
    ['a row spans the grid and occupies the sum of its children', 'A', 12, 7, 7],
    ['a row in a column spans the column', 'CR', 5, 5, 5],
    ['a column occupies nothing and is at least as wide as its widest row', 'C', 5, 0, 5],
  ])('%s', (_name, id, width, occupiedWidth, minimumWidth) => {
    expect(getDetailedComponentWidth(layout, id)).toEqual({ width, occupiedWidth, minimumWidth });
  });

  it('an empty row still needs one column', () => {
    const withEmpty = gridLayout(row('E'));
    expect(getDetailedComponentWidth(withEmpty, 'E')).toEqual({
      width: 12,
      occupiedWidth: 0,
      minimumWidth: 1,
    });
  });

  it('charts and markdown can shrink to one column', () => {
    expect(getDetailedComponentWidth(layout, 'A1')).toEqual({
      width: 4,
      occupiedWidth: 4,
      minimumWidth: 1,
    });
    expect(getDetailedComponentWidth(layout, 'M1').minimumWidth).toBe(1);
  });

  it('the grid, tabs and unknown ids have no width', () => {
    expect(getDetailedComponentWidth(layout, 'GRID_ID')).toEqual({
      width: undefined,
      occupiedWidth: undefined,
    });
    expect(getDetailedComponentWidth(layout, 'TS').width).toBeUndefined();
    expect(getDetailedComponentWidth(layout, 'nope')).toEqual({});
  });
});

describe('getComponentWidthFromDrop', () => {
  it('keeps the width within the same container', () => {
    expect(
      getComponentWidthFromDrop(layout, {
        draggingId: 'A1',
        sourceParentId: 'A',
        destinationId: 'A',
      }),
    ).toBe(4);
  });

  it('gives the full width when it fits, else the free width above the minimum', () => {
    // Row A has 12 - 7 = 5 free: a 4-wide chart fits whole.
    expect(
      getComponentWidthFromDrop(layout, {
        draggingId: 'C3',
        sourceParentId: 'C',
        destinationId: 'A',
      }),
    ).toBe(4);
    // A 6-wide chart does not fit, but 5 is above its minimum of 1.
    expect(
      getComponentWidthFromDrop(layout, {
        draggingId: 'F1',
        sourceParentId: 'FULL',
        destinationId: 'A',
      }),
    ).toBe(5);
  });

  it('returns -1 when not even the minimum fits', () => {
    const args = { draggingId: 'A1', sourceParentId: 'A', destinationId: 'FULL' } as const;
    expect(getComponentWidthFromDrop(layout, args)).toBe(-1);
    expect(dropOverflowsParent(layout, args)).toBe(true);
  });

  it('a registered component shrinks to fit unless it may not be resized', () => {
    const withDynamic = gridLayout(
      row('A', [chart('A1', 1, 4), chart('A2', 2, 3)]),
      dynamic('FREE', 8),
      dynamic('FIXED', 8, false),
    );
    expect(getDetailedComponentWidth(withDynamic, 'FREE').minimumWidth).toBe(1);
    expect(getDetailedComponentWidth(withDynamic, 'FIXED').minimumWidth).toBe(8);
    const into = (draggingId: string) =>
      getComponentWidthFromDrop(withDynamic, {
        draggingId,
        sourceParentId: 'GRID_ID',
        destinationId: 'A',
      });
    expect(into('FREE')).toBe(5);
    expect(into('FIXED')).toBe(-1);
  });

  it('a column fits only where its widest row fits', () => {
    // Column C is 5 wide with minimum 5; row A has exactly 5 free.
    expect(
      getComponentWidthFromDrop(layout, {
        draggingId: 'C',
        sourceParentId: 'B',
        destinationId: 'A',
      }),
    ).toBe(5);
    // Row FULL has 0 free.
    expect(
      getComponentWidthFromDrop(layout, {
        draggingId: 'C',
        sourceParentId: 'B',
        destinationId: 'FULL',
      }),
    ).toBe(-1);
  });

  it('a chart dropped into a column takes at most the column width', () => {
    expect(
      getComponentWidthFromDrop(layout, {
        draggingId: 'F1',
        sourceParentId: 'FULL',
        destinationId: 'C',
      }),
    ).toBe(5);
    expect(
      getComponentWidthFromDrop(layout, {
        draggingId: 'A2',
        sourceParentId: 'A',
        destinationId: 'C',
      }),
    ).toBe(3);
  });

  it('a new component from the palette is measured by its own meta', () => {
    const wide = newComponent('MARKDOWN', { width: 9 }, () => 'x');
    expect(getComponentWidthFromDrop(layout, { draggingItem: wide, destinationId: 'A' })).toBe(5);
    expect(getComponentWidthFromDrop(layout, { draggingItem: wide, destinationId: 'FULL' })).toBe(
      -1,
    );
  });

  it('the grid and tabs have no width: the dragged width stays', () => {
    expect(
      getComponentWidthFromDrop(layout, {
        draggingId: 'F1',
        sourceParentId: 'FULL',
        destinationId: 'GRID_ID',
      }),
    ).toBe(6);
    expect(
      getComponentWidthFromDrop(layout, {
        draggingId: 'F1',
        sourceParentId: 'FULL',
        destinationId: 'T1',
      }),
    ).toBe(6);
  });

  it('components without a width (header, tabs) never overflow', () => {
    const header = newComponent('HEADER', {}, () => 'h');
    expect(getComponentWidthFromDrop(layout, { draggingItem: header, destinationId: 'C' })).toBe(
      undefined,
    );
    expect(dropOverflowsParent(layout, { draggingItem: header, destinationId: 'FULL' })).toBe(
      false,
    );
  });
});
