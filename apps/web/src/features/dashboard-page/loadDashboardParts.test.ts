/** A dashboard asks for the Tabs code only when its layout has tabs. */
import type {
  DashboardLayout,
  LayoutComponentType,
  LayoutItem,
} from '@panorama/core/layout/layout-types';
import { describe, expect, it } from 'vitest';
import { layoutHasTabs } from './loadDashboardParts';

function item(id: string, type: LayoutComponentType, children: string[] = []): LayoutItem {
  return { id, type, children, parents: [], meta: {} };
}

describe('layoutHasTabs', () => {
  it('finds TABS anywhere in the layout', () => {
    const layout: DashboardLayout = {
      ROOT_ID: item('ROOT_ID', 'ROOT', ['GRID_ID']),
      GRID_ID: item('GRID_ID', 'GRID', ['ROW-1']),
      'ROW-1': item('ROW-1', 'ROW', ['TABS-1']),
      'TABS-1': item('TABS-1', 'TABS', ['TAB-1']),
      'TAB-1': item('TAB-1', 'TAB'),
    };
    expect(layoutHasTabs(layout)).toBe(true);
  });

  it('says no for a layout of rows and charts', () => {
    const layout: DashboardLayout = {
      ROOT_ID: item('ROOT_ID', 'ROOT', ['GRID_ID']),
      GRID_ID: item('GRID_ID', 'GRID', ['ROW-1']),
      'ROW-1': item('ROW-1', 'ROW', ['CHART-1']),
      'CHART-1': item('CHART-1', 'CHART'),
    };
    expect(layoutHasTabs(layout)).toBe(false);
  });
});
