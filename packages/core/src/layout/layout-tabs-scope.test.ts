import { describe, expect, it } from 'vitest';
import {
  chart,
  row,
  tab,
  tabs,
  TOP_LEVEL,
  expectParentsConsistent,
  moveComponent,
  gridLayout,
  topTabsLayout,
} from './layout-test-fixtures';

describe('top-level tabs', () => {
  const base = topTabsLayout(
    tab('T1', [tabs('NESTED', [tab('N1', [row('NR', [chart('A', 1)])])])]),
    tab('T2', [row('R2', [chart('B', 2)])]),
  );

  it('refuses moving a top-level tab into nested tabs, with the Superset message', () => {
    const result = moveComponent(base, 'T2', 'NESTED', 1);
    expect(result.error).toBe(TOP_LEVEL);
    expect(result.layout).toBe(base);
  });

  it('refuses moving the top-level tabs themselves into a tab', () => {
    const result = moveComponent(base, 'TOP', 'N1', 0);
    expect(result.error).toBe(TOP_LEVEL);
  });

  it('still reorders top-level tabs among themselves', () => {
    const { layout, error } = moveComponent(base, 'T2', 'TOP', 0);
    expect(error).toBeUndefined();
    expect(layout.TOP?.children).toEqual(['T2', 'T1']);
  });

  it('lets a nested tab move up into the top-level tabs', () => {
    const { layout, error } = moveComponent(base, 'N1', 'TOP', 2);
    expect(error).toBeUndefined();
    expect(layout.TOP?.children).toEqual(['T1', 'T2', 'N1']);
    expect(layout.NESTED).toBeUndefined();
    expect(layout.T1?.children).toEqual([]);
    expect(layout.A?.parents).toEqual(['ROOT_ID', 'TOP', 'N1', 'NR']);
  });

  it('moving tabs from the grid to ROOT makes them top-level and takes in the grid', () => {
    const flat = gridLayout(
      row('R', [chart('A', 1)]),
      tabs('TS', [tab('T1', [row('TR', [chart('B', 2)])])]),
    );
    const { layout, error } = moveComponent(flat, 'TS', 'ROOT_ID', 0);
    expect(error).toBeUndefined();
    expect(layout.ROOT_ID?.children).toEqual(['TS']);
    expect(layout.T1?.children).toEqual(['TR', 'R']);
    expect(layout.GRID_ID?.children).toEqual([]);
    expectParentsConsistent(layout);
  });
});

describe('filter scope warning', () => {
  const WARNING = 'This chart has been moved to a different filter scope.';
  const base = topTabsLayout(
    tab('T1', [row('R1', [chart('A', 1), chart('B', 2)])]),
    tab('T2', [row('R2', [chart('C', 3)])]),
  );
  const scopeT1 = { rootPath: ['T1'], excluded: [] };

  it('warns when a chart leaves a filter scope', () => {
    const result = moveComponent(base, 'A', 'R2', 0, { filterScopes: [scopeT1] });
    expect(result.warning).toBe(WARNING);
    expect(result.layout.R2?.children).toEqual(['A', 'C']);
  });

  it('warns when a chart enters a filter scope', () => {
    const result = moveComponent(base, 'C', 'R1', 2, {
      filterScopes: [{ rootPath: ['ROOT_ID'], excluded: [3] }, scopeT1],
    });
    expect(result.warning).toBe(WARNING);
  });

  it('is quiet when membership does not change', () => {
    // Within T1, and under a ROOT-wide scope, nothing changes.
    expect(moveComponent(base, 'B', 'R1', 0, { filterScopes: [scopeT1] }).warning).toBeUndefined();
    expect(
      moveComponent(base, 'A', 'R2', 0, { filterScopes: [{ rootPath: ['ROOT_ID'], excluded: [] }] })
        .warning,
    ).toBeUndefined();
    // An excluded chart stays out of scope wherever it goes.
    expect(
      moveComponent(base, 'A', 'R2', 0, { filterScopes: [{ rootPath: ['T1'], excluded: [1] }] })
        .warning,
    ).toBeUndefined();
    // No scopes given: no warning.
    expect(moveComponent(base, 'A', 'R2', 0).warning).toBeUndefined();
  });

  it('warns for charts carried inside a moved container', () => {
    const result = moveComponent(base, 'R1', 'T2', 1, { filterScopes: [scopeT1] });
    expect(result.error).toBeUndefined();
    expect(result.layout.T2?.children).toEqual(['R2', 'R1']);
    expect(result.warning).toBe(WARNING);
  });
});
