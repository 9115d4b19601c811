import { describe, expect, it } from 'vitest';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import { item } from './testLayoutItem';
import {
  activeTabOf,
  activeTabsAfterSwitch,
  activeTabsShowing,
  ancestorsOf,
  chartComponentId,
  visibleChartIds,
} from './tabPaths';

// ROOT > TABS-top > [TAB-a > ROW-1 > CHART-1 (chart 1), TAB-b > TABS-inner > [TAB-c > CHART-2, TAB-d > CHART-3]]
const layout: DashboardLayout = {
  ROOT_ID: item('ROOT_ID', 'ROOT', ['TABS-top']),
  'TABS-top': item('TABS-top', 'TABS', ['TAB-a', 'TAB-b']),
  'TAB-a': item('TAB-a', 'TAB', ['ROW-1']),
  'ROW-1': item('ROW-1', 'ROW', ['CHART-1']),
  'CHART-1': item('CHART-1', 'CHART', [], { chartId: 1, width: 4, height: 50 }),
  'TAB-b': item('TAB-b', 'TAB', ['TABS-inner']),
  'TABS-inner': item('TABS-inner', 'TABS', ['TAB-c', 'TAB-d']),
  'TAB-c': item('TAB-c', 'TAB', ['ROW-2']),
  'ROW-2': item('ROW-2', 'ROW', ['CHART-2']),
  'CHART-2': item('CHART-2', 'CHART', [], { chartId: 2 }),
  'TAB-d': item('TAB-d', 'TAB', ['ROW-3']),
  'ROW-3': item('ROW-3', 'ROW', ['CHART-3', 'CHART-3b']),
  'CHART-3': item('CHART-3', 'CHART', [], { chartId: 3 }),
  'CHART-3b': item('CHART-3b', 'CHART', [], { chartId: 3 }),
};

describe('activeTabOf', () => {
  it('shows the tab listed in activeTabs, else the first', () => {
    expect(activeTabOf(layout, 'TABS-top', [])).toBe('TAB-a');
    expect(activeTabOf(layout, 'TABS-top', ['TAB-b'])).toBe('TAB-b');
    expect(activeTabOf(layout, 'missing', [])).toBeUndefined();
  });
});

describe('visibleChartIds', () => {
  it('counts only charts of shown tabs', () => {
    expect(visibleChartIds(layout, [])).toEqual([1]);
    expect(visibleChartIds(layout, ['TAB-b'])).toEqual([2]);
    expect(visibleChartIds(layout, ['TAB-b', 'TAB-d'])).toEqual([3]);
  });
});

describe('ancestorsOf and activeTabsShowing', () => {
  it('lists ancestors from the root down', () => {
    expect(ancestorsOf(layout, 'CHART-3')).toEqual([
      'ROOT_ID',
      'TABS-top',
      'TAB-b',
      'TABS-inner',
      'TAB-d',
      'ROW-3',
    ]);
  });

  it('switches every tab on the way to a component, replacing sibling tabs', () => {
    expect(activeTabsShowing(layout, ['TAB-a', 'TAB-c'], 'CHART-3')).toEqual(['TAB-b', 'TAB-d']);
    expect(activeTabsShowing(layout, ['TAB-b'], 'TAB-c')).toEqual(['TAB-b', 'TAB-c']);
    expect(activeTabsShowing(layout, ['TAB-b', 'TAB-d'], 'CHART-1')).toEqual(['TAB-d', 'TAB-a']);
  });
});

describe('activeTabsAfterSwitch', () => {
  it('replaces the previous tab of the same tabs component', () => {
    expect(activeTabsAfterSwitch(['TAB-a', 'TAB-c'], 'TAB-d', 'TAB-c')).toEqual(['TAB-a', 'TAB-d']);
    expect(activeTabsAfterSwitch([], 'TAB-b', undefined)).toEqual(['TAB-b']);
    expect(activeTabsAfterSwitch(['TAB-b'], 'TAB-b', 'TAB-a')).toEqual(['TAB-b']);
  });
});

describe('chartComponentId', () => {
  it('finds the first component showing a chart', () => {
    expect(chartComponentId(layout, 3)).toBe('CHART-3');
    expect(chartComponentId(layout, 99)).toBeUndefined();
  });
});
