import { describe, expect, it } from 'vitest';
import { chart, grid, layoutFrom, root, row, tab, tabs } from '../layout/layout-test-fixtures';
import { calculateScopes, findFilterScope } from './filter-scopes';
import type { FilterConfigItem, NativeFilter, NativeFilterScope } from './filter-types';
import { nativeFilter } from './native-filter-fixture';

/**
 * TABS-top: TAB-a holds charts 1, 2 and nested TABS-inner (TAB-a1: chart 3, TAB-a2: chart 4);
 * TAB-b holds chart 5.
 */
const layout = layoutFrom(
  root([
    tabs('TABS-top', [
      tab('TAB-a', [
        row('ROW-1', [chart('CHART-1', 1), chart('CHART-2', 2)]),
        tabs('TABS-inner', [
          tab('TAB-a1', [row('ROW-2', [chart('CHART-3', 3)])]),
          tab('TAB-a2', [row('ROW-3', [chart('CHART-4', 4)])]),
        ]),
      ]),
      tab('TAB-b', [row('ROW-4', [chart('CHART-5', 5)])]),
    ]),
  ]),
);

const scopedFilter = (id: string, scope: NativeFilterScope): NativeFilter =>
  nativeFilter(id, { scope, targets: [] });

describe('calculateScopes', () => {
  it('derives charts and tabs in scope per filter', () => {
    const items: FilterConfigItem[] = [
      scopedFilter('all', { rootPath: ['ROOT_ID'], excluded: [] }),
      scopedFilter('a-without-2', { rootPath: ['TAB-a'], excluded: [2] }),
      scopedFilter('inner-tab', { rootPath: ['TAB-a2'], excluded: [] }),
      scopedFilter('two-roots', { rootPath: ['TAB-a1', 'TAB-b'], excluded: [] }),
      {
        id: 'div',
        type: 'DIVIDER',
        title: 'Divider',
        description: '',
        scope: { rootPath: ['ROOT_ID'], excluded: [] },
      },
    ];
    const scopes = calculateScopes(items, layout);
    expect(scopes.all).toEqual({
      chartsInScope: [1, 2, 3, 4, 5],
      tabsInScope: ['TAB-a', 'TAB-a1', 'TAB-a2', 'TAB-b'],
    });
    expect(scopes['a-without-2']).toEqual({
      chartsInScope: [1, 3, 4],
      tabsInScope: ['TAB-a', 'TAB-a1', 'TAB-a2'],
    });
    expect(scopes['inner-tab']).toEqual({ chartsInScope: [4], tabsInScope: ['TAB-a', 'TAB-a2'] });
    expect(scopes['two-roots']).toEqual({
      chartsInScope: [3, 5],
      tabsInScope: ['TAB-a', 'TAB-a1', 'TAB-b'],
    });
    expect(scopes.div).toEqual({ chartsInScope: [], tabsInScope: [] });
  });

  it('gives a malformed scope nothing', () => {
    const broken = scopedFilter('x', {
      rootPath: 'ROOT_ID',
      excluded: [],
    } as unknown as NativeFilterScope);
    expect(calculateScopes([broken], layout).x).toEqual({ chartsInScope: [], tabsInScope: [] });
  });

  it('works on a grid without tabs', () => {
    const flat = layoutFrom(
      root([grid([row('ROW-1', [chart('CHART-1', 1), chart('CHART-2', 2)])])]),
    );
    expect(
      calculateScopes([scopedFilter('f', { rootPath: ['ROOT_ID'], excluded: [1] })], flat).f,
    ).toEqual({ chartsInScope: [2], tabsInScope: [] });
  });
});

describe('findFilterScope', () => {
  it('is empty when nothing is checked', () => {
    expect(findFilterScope([], layout)).toEqual({ rootPath: [], excluded: [] });
  });

  it('uses the deepest tab holding every checked chart', () => {
    expect(findFilterScope([4], layout)).toEqual({ rootPath: ['TAB-a2'], excluded: [] });
    expect(findFilterScope([3, 4], layout)).toEqual({ rootPath: ['TAB-a'], excluded: [1, 2] });
    expect(findFilterScope([1, 2, 3, 4], layout)).toEqual({ rootPath: ['TAB-a'], excluded: [] });
  });

  it('falls back to ROOT across top-level tabs and excludes the unchecked charts', () => {
    expect(findFilterScope([1, 5], layout)).toEqual({ rootPath: ['ROOT_ID'], excluded: [2, 3, 4] });
    expect(findFilterScope([1, 2, 3, 4, 5], layout)).toEqual({
      rootPath: ['ROOT_ID'],
      excluded: [],
    });
  });

  it('round-trips through calculateScopes', () => {
    for (const checked of [[4], [3, 4], [1, 3], [2, 5], [1, 2, 3, 4, 5]]) {
      const scope = findFilterScope(checked, layout);
      const computed = calculateScopes([scopedFilter('f', scope)], layout).f;
      expect([...(computed?.chartsInScope ?? [])].sort()).toEqual([...checked].sort());
    }
  });
});
