/**
 * The `reports` slice is not in the root reducer: the report header entry's code injects it,
 * and from then on the store keeps the header's report as before.
 */
import { describe, expect, it } from 'vitest';
import { createStore } from '../../store/store';
import { reportActiveChanged, resourceReportLoaded, selectResourceReport } from './reportsSlice';
import type { ReportListItem } from './reportTypes';
import './reportsState';

const weekly: ReportListItem = {
  id: 7,
  name: 'Weekly',
  type: 'Report',
  active: true,
  creation_method: 'dashboards',
  crontab: '0 12 * * 1',
  dashboard_id: 10,
  chart_id: null,
};

describe('the injected reports slice', () => {
  it('keeps the header report once injected', () => {
    const store = createStore();
    store.dispatch(
      resourceReportLoaded({ creationMethod: 'dashboards', resourceId: 10, report: weekly }),
    );
    expect(selectResourceReport(store.getState(), 'dashboards', 10)).toEqual(weekly);
    store.dispatch(reportActiveChanged({ id: 7, active: false }));
    expect(selectResourceReport(store.getState(), 'dashboards', 10)?.active).toBe(false);
    expect(selectResourceReport(store.getState(), 'charts', 3)).toBeNull();
  });
});
