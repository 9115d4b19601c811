import { describe, expect, it } from 'vitest';
import {
  chartIdsUnder,
  chartsInScope,
  defaultFilterScope,
  scopeMembershipChanged,
} from './filter-scope';
import {
  buildDashboardLayout,
  chartIdsInLayout,
  getEmptyLayout,
  layoutWithAttachedCharts,
} from './load-save';
import { chart, layoutFrom, root, row, tab, tabs, topTabsLayout } from './layout-test-fixtures';

const layout = topTabsLayout(
  tab('T1', [
    row('R1', [chart('A', 1), chart('B', 2)]),
    tabs('IN', [tab('N1', [row('NR', [chart('C', 3)])]), tab('N2', [row('NR2', [chart('D', 4)])])]),
  ]),
  tab('T2', [row('R2', [chart('E', 5), chart('E-again', 1)])]),
);

describe('chartsInScope', () => {
  it('the default scope (ROOT) covers every chart once, in dashboard order', () => {
    expect(defaultFilterScope()).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
    expect(chartsInScope(layout, defaultFilterScope())).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves out excluded charts', () => {
    expect(chartsInScope(layout, { rootPath: ['ROOT_ID'], excluded: [2, 5] })).toEqual([1, 3, 4]);
  });

  it('limits to charts under the given tabs', () => {
    expect(chartsInScope(layout, { rootPath: ['T1'], excluded: [] })).toEqual([1, 2, 3, 4]);
    expect(chartsInScope(layout, { rootPath: ['N2'], excluded: [] })).toEqual([4]);
    expect(chartsInScope(layout, { rootPath: ['N1', 'T2'], excluded: [] })).toEqual([3, 5, 1]);
  });

  it('counts a chart placed twice when any copy is under a root', () => {
    // Chart 1 sits in T1 and (as E-again) in T2.
    expect(chartsInScope(layout, { rootPath: ['T2'], excluded: [] })).toEqual([5, 1]);
  });

  it('an empty rootPath covers nothing', () => {
    expect(chartsInScope(layout, { rootPath: [], excluded: [] })).toEqual([]);
  });

  it('a chart is not its own scope root', () => {
    expect(chartsInScope(layout, { rootPath: ['A'], excluded: [] })).toEqual([]);
  });
});

describe('chartIdsUnder and scopeMembershipChanged', () => {
  it('lists charts of a subtree', () => {
    expect(chartIdsUnder(layout, 'IN')).toEqual([3, 4]);
    expect(chartIdsUnder(layout, 'A')).toEqual([1]);
  });

  it('notices charts entering or leaving a scope', () => {
    const moved = layoutFrom(
      root([
        tabs('TOP', [
          tab('T1', [row('R1', [chart('A', 1)])]),
          tab('T2', [row('R2', [chart('B', 2)])]),
        ]),
      ]),
    );
    const before = layoutFrom(
      root([tabs('TOP', [tab('T1', [row('R1', [chart('A', 1), chart('B', 2)])]), tab('T2')])]),
    );
    const scope = { rootPath: ['T1'], excluded: [] };
    expect(scopeMembershipChanged(before, moved, [scope], [2])).toBe(true);
    expect(scopeMembershipChanged(before, moved, [scope], [1])).toBe(false);
    expect(
      scopeMembershipChanged(before, moved, [{ rootPath: ['ROOT_ID'], excluded: [] }], [2]),
    ).toBe(false);
  });
});

describe('scopes over the layout the page shows (layoutWithAttachedCharts)', () => {
  it('reaches every attached chart of a dashboard without position_json', () => {
    const shown = layoutWithAttachedCharts(null, [7, 8, 9, 10]);
    expect(chartsInScope(shown, defaultFilterScope())).toEqual([7, 8, 9, 10]);
    expect(chartsInScope(getEmptyLayout(), defaultFilterScope())).toEqual([]);
  });

  it('places charts the stored layout lacks where the page does, in the first tab', () => {
    const stored = topTabsLayout(tab('T1', [row('R1', [chart('A', 1)])]), tab('T2'));
    const shown = layoutWithAttachedCharts(JSON.stringify(stored), [1, 6]);
    expect(chartsInScope(shown, { rootPath: ['T1'], excluded: [] })).toEqual([1, 6]);
    expect(chartsInScope(shown, { rootPath: ['T2'], excluded: [] })).toEqual([]);
    const page = buildDashboardLayout({
      positionJson: stored,
      charts: [
        { id: 1, sliceName: 'A' },
        { id: 6, sliceName: 'F' },
      ],
      dashboardTitle: 'D',
    });
    expect(chartsInScope(shown, defaultFilterScope())).toEqual(chartIdsInLayout(page));
  });
});
