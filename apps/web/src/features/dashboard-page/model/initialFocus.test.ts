import { describe, expect, it } from 'vitest';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import { item } from './testLayoutItem';
import { initialFocus } from './initialFocus';
import { parseDashboardUrlParams } from './urlParams';

const layout: DashboardLayout = {
  ROOT_ID: item('ROOT_ID', 'ROOT', ['TABS-1']),
  'TABS-1': item('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
  'TAB-a': item('TAB-a', 'TAB', ['ROW-a']),
  'ROW-a': item('ROW-a', 'ROW', ['CHART-a']),
  'CHART-a': item('CHART-a', 'CHART', [], { chartId: 1 }),
  'TAB-b': item('TAB-b', 'TAB', ['ROW-b']),
  'ROW-b': item('ROW-b', 'ROW', ['CHART-b']),
  'CHART-b': item('CHART-b', 'CHART', [], { chartId: 2 }),
};

describe('initialFocus', () => {
  it('opens nothing special by default', () => {
    expect(initialFocus(layout, parseDashboardUrlParams(''), null)).toEqual({
      activeTabs: [],
      anchor: null,
    });
  });

  it("switches to the focused chart's tab and anchors on it", () => {
    expect(initialFocus(layout, parseDashboardUrlParams('?focused_chart=2'), null)).toEqual({
      activeTabs: ['TAB-b'],
      anchor: 'CHART-b',
    });
  });

  it('restores the permalink tabs and anchor, dropping ids the layout lacks', () => {
    expect(
      initialFocus(layout, parseDashboardUrlParams(''), {
        activeTabs: ['TAB-b', 'TAB-gone'],
        anchor: 'ROW-b',
      }),
    ).toEqual({ activeTabs: ['TAB-b'], anchor: 'ROW-b' });
    expect(
      initialFocus(layout, parseDashboardUrlParams(''), { activeTabs: ['TAB-b'], anchor: 'nope' }),
    ).toEqual({ activeTabs: ['TAB-b'], anchor: null });
  });

  it('lets the focused chart win over the permalink anchor', () => {
    expect(
      initialFocus(layout, parseDashboardUrlParams('?focusedChart=1'), {
        activeTabs: ['TAB-b'],
        anchor: 'CHART-b',
      }),
    ).toEqual({ activeTabs: ['TAB-a'], anchor: 'CHART-a' });
  });
});
