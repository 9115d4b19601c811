import { describe, expect, it } from 'vitest';
import { crossFilterConfiguration, crossFilterDraftOf, layoutChartIds } from './crossFilterScoping';
import {
  chartCountInScope,
  checkedKeysOf,
  isAllPanelsScope,
  scopeFromCheckedKeys,
  scopeTree,
} from './scopeTree';
import { testLayout } from './testLayout';

const tree = scopeTree(testLayout, 'All panels', (chartId, item) =>
  String(item.meta.sliceName ?? chartId),
);

describe('scope tree', () => {
  it('shows tabs and charts under All panels, without rows', () => {
    expect(tree).toEqual([
      {
        key: 'ROOT_ID',
        kind: 'root',
        title: 'All panels',
        children: [
          {
            key: 'TAB-a',
            kind: 'tab',
            title: 'Overview',
            children: [
              { key: 'CHART-1', kind: 'chart', title: 'Flights', chartId: 1 },
              { key: 'CHART-2', kind: 'chart', title: 'Delays', chartId: 2 },
            ],
          },
          {
            key: 'TAB-b',
            kind: 'tab',
            title: 'Details',
            children: [{ key: 'CHART-3', kind: 'chart', title: 'Routes', chartId: 3 }],
          },
        ],
      },
    ]);
  });

  it('ticks the charts a scope reaches', () => {
    expect(checkedKeysOf(tree, testLayout, { rootPath: ['TAB-a'], excluded: [2] })).toEqual([
      'CHART-1',
    ]);
    expect(checkedKeysOf(tree, testLayout, { rootPath: ['ROOT_ID'], excluded: [] })).toEqual([
      'CHART-1',
      'CHART-2',
      'CHART-3',
    ]);
  });

  it('turns ticked charts into {rootPath, excluded} with the count of charts in scope', () => {
    const oneTab = scopeFromCheckedKeys(tree, testLayout, ['TAB-a', 'CHART-1', 'CHART-2']);
    expect(oneTab).toEqual({ rootPath: ['TAB-a'], excluded: [] });
    expect(chartCountInScope(testLayout, oneTab)).toBe(2);

    const across = scopeFromCheckedKeys(tree, testLayout, ['CHART-1', 'CHART-3']);
    expect(across).toEqual({ rootPath: ['ROOT_ID'], excluded: [2] });
    expect(chartCountInScope(testLayout, across)).toBe(2);
    expect(isAllPanelsScope(across)).toBe(false);

    expect(scopeFromCheckedKeys(tree, testLayout, [])).toEqual({ rootPath: [], excluded: [] });
  });

  it('recognises "Apply to all panels"', () => {
    expect(isAllPanelsScope({ rootPath: ['ROOT_ID'], excluded: [] })).toBe(true);
  });
});

describe('cross-filter scoping', () => {
  it('reads missing entries as following the global scope', () => {
    const draft = crossFilterDraftOf(
      { '2': { id: 2, crossFilters: { scope: { rootPath: ['TAB-b'], excluded: [] } } } },
      undefined,
      layoutChartIds(testLayout),
    );
    expect(draft).toEqual({
      global: { rootPath: ['ROOT_ID'], excluded: [] },
      charts: { 1: 'global', 2: { rootPath: ['TAB-b'], excluded: [] }, 3: 'global' },
    });
  });

  it('stores each chart’s targets without the chart itself', () => {
    const configuration = crossFilterConfiguration(
      {
        global: { rootPath: ['ROOT_ID'], excluded: [3] },
        charts: { 1: 'global', 2: { rootPath: ['TAB-b'], excluded: [] }, 3: 'global' },
      },
      testLayout,
    );
    expect(configuration).toEqual({
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [2] } },
        '2': {
          id: 2,
          crossFilters: { scope: { rootPath: ['TAB-b'], excluded: [] }, chartsInScope: [3] },
        },
        '3': { id: 3, crossFilters: { scope: 'global', chartsInScope: [1, 2] } },
      },
      global_chart_configuration: {
        scope: { rootPath: ['ROOT_ID'], excluded: [3] },
        chartsInScope: [1, 2],
      },
    });
  });
});
