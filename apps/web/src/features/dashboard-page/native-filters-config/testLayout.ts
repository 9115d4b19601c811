/**
 * A dashboard layout for the configuration modal's tests: two tabs, the first holding charts 1
 * and 2 in a row, the second chart 3.
 */
import type { DashboardLayout, LayoutItem } from '@panorama/core/layout/layout-types';

function item(id: string, type: LayoutItem['type'], children: string[], meta = {}): LayoutItem {
  return { id, type, children, meta };
}

export const testLayout: DashboardLayout = {
  ROOT_ID: item('ROOT_ID', 'ROOT', ['TABS-1']),
  'TABS-1': item('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
  'TAB-a': item('TAB-a', 'TAB', ['ROW-1'], { text: 'Overview' }),
  'ROW-1': item('ROW-1', 'ROW', ['CHART-1', 'CHART-2']),
  'CHART-1': item('CHART-1', 'CHART', [], { chartId: 1, sliceName: 'Flights' }),
  'CHART-2': item('CHART-2', 'CHART', [], { chartId: 2, sliceName: 'Delays' }),
  'TAB-b': item('TAB-b', 'TAB', ['CHART-3'], { text: 'Details' }),
  'CHART-3': item('CHART-3', 'CHART', [], { chartId: 3, sliceName: 'Routes' }),
};
