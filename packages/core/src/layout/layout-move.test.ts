import { describe, expect, it } from 'vitest';
import { applyLayoutAction } from './layout-actions';
import {
  chart,
  column,
  row,
  tab,
  tabs,
  NO_SPACE,
  expectParentsConsistent,
  moveComponent,
  gridLayout,
  withHeader,
} from './layout-test-fixtures';

describe('move', () => {
  it('reorders within a row, the index being the final position', () => {
    const base = gridLayout(row('R', [chart('A', 1), chart('B', 2), chart('C', 3)]));
    const { layout } = moveComponent(base, 'A', 'R', 2);
    expect(layout.R?.children).toEqual(['B', 'C', 'A']);
    // Widths stay within the same container.
    expect(layout.A?.meta.width).toBe(4);
  });

  it('a move to the same place changes nothing', () => {
    const base = gridLayout(row('R', [chart('A', 1), chart('B', 2)]));
    const result = moveComponent(base, 'B', 'R', 1);
    expect(result.layout).toBe(base);
    expect(result.error).toBeUndefined();
  });

  it('moves between rows, updating parents and removing the emptied row', () => {
    const base = gridLayout(row('R1', [chart('A', 1)]), row('R2', [chart('B', 2)]));
    const { layout } = moveComponent(base, 'A', 'R2', 0);
    expect(layout.R2?.children).toEqual(['A', 'B']);
    expect(layout.R1).toBeUndefined();
    expect(layout.GRID_ID?.children).toEqual(['R2']);
    expectParentsConsistent(layout);
  });

  it('keeps parents right for a whole moved subtree', () => {
    const base = gridLayout(
      row('R1', [column('C', 4, [row('CR', [chart('A', 1, 2)])]), chart('X', 9)]),
      tabs('TS', [tab('T1', [row('TR', [chart('B', 2)])])]),
    );
    const { layout, error } = moveComponent(base, 'C', 'TR', 1);
    expect(error).toBeUndefined();
    expect(layout.A?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'TS', 'T1', 'TR', 'C', 'CR']);
    expectParentsConsistent(layout);
  });

  it('wraps a chart moved onto the grid in a new row', () => {
    const base = gridLayout(row('R', [chart('A', 1), chart('B', 2)]));
    const { layout } = moveComponent(base, 'B', 'GRID_ID', 1, { idSeed: () => 'n' });
    expect(layout.GRID_ID?.children).toEqual(['R', 'ROW-n']);
    expect(layout['ROW-n']?.children).toEqual(['B']);
    expect(layout.B?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-n']);
  });

  it('refuses a drop into itself or a descendant', () => {
    const base = gridLayout(row('R', [column('C', 6, [row('CR', [chart('A', 1)])])]));
    for (const destination of ['C', 'CR']) {
      const result = moveComponent(base, 'C', destination, 0);
      expect(result.error).toBe('This component cannot be placed here.');
      expect(result.layout).toBe(base);
    }
  });

  it('refuses an invalid parent', () => {
    const base = gridLayout(row('R', [chart('A', 1)]), row('S', [chart('B', 2)]));
    expect(moveComponent(base, 'S', 'R', 0).error).toBe('This component cannot be placed here.');
  });

  it('refuses to carry nesting deeper than the table allows', () => {
    // Column C holds a row; dropped into row R2 (depth 4) it would sit at 5 and hold a row.
    const base = gridLayout(
      row('R1', [column('OUT', 8, [row('R2', [chart('Z', 5, 2)])])]),
      row('R3', [column('C', 2, [row('CR', [chart('A', 1, 2)])])]),
    );
    const result = moveComponent(base, 'C', 'R2', 1);
    expect(result.error).toBe('This component cannot be placed here.');
    // An empty column is fine there (ROW > COLUMN up to depth 4).
    const empty = gridLayout(
      row('R1', [column('OUT', 8, [row('R2', [chart('Z', 5, 2)])])]),
      row('R3', [column('C', 2)]),
    );
    expect(moveComponent(empty, 'C', 'R2', 1).error).toBeUndefined();
  });

  it('refuses a move without room and shrinks one with some room', () => {
    const base = gridLayout(
      row('R1', [chart('A', 1, 6)]),
      row('R2', [chart('B', 2, 9)]),
      row('FULL', [chart('F', 3, 12)]),
    );
    const refused = moveComponent(base, 'A', 'FULL', 0);
    expect(refused.error).toBe(NO_SPACE);
    expect(refused.layout).toBe(base);
    const shrunk = moveComponent(base, 'A', 'R2', 1);
    expect(shrunk.layout.A?.meta.width).toBe(3);
    expect(shrunk.layout.R1).toBeUndefined();
  });

  it('refuses a row whose charts do not fit the column it is moved into', () => {
    const base = gridLayout(
      row('WIDE', [chart('A', 1, 5), chart('B', 2, 3)]),
      row('S', [column('NARROW', 4), column('ROOMY', 8)]),
    );
    const refused = moveComponent(base, 'WIDE', 'NARROW', 0);
    expect(refused.error).toBe(NO_SPACE);
    expect(refused.layout).toBe(base);
    const fits = moveComponent(base, 'WIDE', 'ROOMY', 0);
    expect(fits.error).toBeUndefined();
    expect(fits.layout.ROOMY?.children).toEqual(['WIDE']);
    // A row takes its width from its column; it stores none of its own.
    expect(fits.layout.WIDE?.meta).toEqual({});
  });

  it('removes emptied containers recursively up: a row, then its tabs', () => {
    // Moving the only TAB of TS out leaves TS empty; moving its last chart empties the row.
    const base = gridLayout(
      tabs('TS', [tab('T1', [row('TR', [chart('A', 1)])])]),
      tabs('OTHER', [tab('T2')]),
      row('R', [chart('B', 2)]),
    );
    const movedTab = moveComponent(base, 'T1', 'OTHER', 1);
    expect(movedTab.error).toBeUndefined();
    expect(movedTab.layout.TS).toBeUndefined();
    expect(movedTab.layout.GRID_ID?.children).toEqual(['OTHER', 'R']);
    expect(movedTab.layout.OTHER?.children).toEqual(['T2', 'T1']);
    const movedChart = moveComponent(base, 'A', 'R', 0);
    expect(movedChart.layout.TR).toBeUndefined();
    // The tab stays: only rows and tabs containers go.
    expect(movedChart.layout.T1?.children).toEqual([]);
  });

  it('keeps an emptied column', () => {
    const base = gridLayout(row('R', [column('C', 4, [chart('A', 1)]), chart('B', 2)]));
    const { layout } = moveComponent(base, 'A', 'R', 2);
    expect(layout.C?.children).toEqual([]);
    expect(layout.R?.children).toEqual(['C', 'B', 'A']);
  });

  it('never moves ROOT, GRID or HEADER_ID', () => {
    const base = withHeader(gridLayout(row('R', [chart('A', 1)])), 'T');
    for (const componentId of ['ROOT_ID', 'GRID_ID', 'HEADER_ID']) {
      const result = applyLayoutAction(base, {
        type: 'move',
        componentId,
        destination: { id: 'R', index: 0 },
      });
      expect(result.error).toBe('This component cannot be moved or deleted.');
      expect(result.layout).toBe(base);
    }
  });
});
