import { describe, expect, it } from 'vitest';
import { applyLayoutAction } from './layout-actions';
import {
  chart,
  column,
  markdown,
  row,
  tab,
  tabs,
  gridLayout,
  topTabsLayout,
  withHeader,
} from './layout-test-fixtures';

describe('delete', () => {
  it('removes the component and its whole subtree', () => {
    const base = gridLayout(
      row('R', [column('C', 6, [row('CR', [chart('A', 1), chart('B', 2)])]), chart('X', 3)]),
    );
    const { layout, error } = applyLayoutAction(base, { type: 'delete', componentId: 'C' });
    expect(error).toBeUndefined();
    for (const id of ['C', 'CR', 'A', 'B']) expect(layout[id], id).toBeUndefined();
    expect(layout.R?.children).toEqual(['X']);
    expect(Object.keys(layout).sort()).toEqual(['GRID_ID', 'R', 'ROOT_ID', 'X']);
    // The layout it started from is intact.
    expect(base.C?.children).toEqual(['CR']);
  });

  it('removes a row or tabs container it leaves empty', () => {
    const base = gridLayout(row('R', [chart('A', 1)]), row('S', [chart('B', 2)]));
    const { layout } = applyLayoutAction(base, { type: 'delete', componentId: 'A' });
    expect(layout.R).toBeUndefined();
    expect(layout.GRID_ID?.children).toEqual(['S']);

    const nested = gridLayout(tabs('TS', [tab('T1', [row('TR', [chart('A', 1)])])]));
    const lastTab = applyLayoutAction(nested, { type: 'delete', componentId: 'T1' });
    expect(lastTab.layout.TS).toBeUndefined();
    expect(lastTab.layout.GRID_ID?.children).toEqual([]);
    expect(Object.keys(lastTab.layout).sort()).toEqual(['GRID_ID', 'ROOT_ID']);
  });

  it('keeps an emptied column or tab', () => {
    const base = gridLayout(
      row('R', [column('C', 4, [markdown('M')])]),
      tabs('TS', [tab('T', [row('TR', [chart('A', 1)])])]),
    );
    expect(
      applyLayoutAction(base, { type: 'delete', componentId: 'M' }).layout.C?.children,
    ).toEqual([]);
    expect(
      applyLayoutAction(base, { type: 'delete', componentId: 'TR' }).layout.T?.children,
    ).toEqual([]);
  });

  it('deleting the top-level tabs returns their content to the grid', () => {
    const base = topTabsLayout(
      tab('T1', [row('R1', [chart('A', 1)])]),
      tab('T2', [row('R2', [chart('B', 2)])]),
    );
    const { layout } = applyLayoutAction(base, { type: 'delete', componentId: 'TOP' });
    expect(layout.ROOT_ID?.children).toEqual(['GRID_ID']);
    expect(layout.GRID_ID?.children).toEqual(['R1', 'R2']);
    expect(layout.TOP).toBeUndefined();
    expect(layout.T1).toBeUndefined();
    expect(layout.A?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'R1']);
  });

  it('deleting the last top-level tab brings back the grid', () => {
    const base = topTabsLayout(tab('T1', [row('R1', [chart('A', 1)])]));
    const { layout } = applyLayoutAction(base, { type: 'delete', componentId: 'T1' });
    expect(layout.ROOT_ID?.children).toEqual(['GRID_ID']);
    expect(layout.GRID_ID?.children).toEqual([]);
    expect(Object.keys(layout).sort()).toEqual(['GRID_ID', 'ROOT_ID']);
  });

  it('never deletes ROOT, GRID or HEADER_ID, and reports unknown ids', () => {
    const base = withHeader(gridLayout(row('R', [chart('A', 1)])));
    for (const componentId of ['ROOT_ID', 'GRID_ID', 'HEADER_ID']) {
      const result = applyLayoutAction(base, { type: 'delete', componentId });
      expect(result.error).toBe('This component cannot be moved or deleted.');
      expect(result.layout).toBe(base);
    }
    for (const componentId of ['nope', 'toString', '__proto__']) {
      expect(applyLayoutAction(base, { type: 'delete', componentId }).error).toBe(
        'This component is no longer on the dashboard.',
      );
    }
  });
});
