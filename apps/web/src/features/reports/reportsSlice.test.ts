import { describe, expect, it } from 'vitest';
import { sessionExpired } from '../../store/authEvents';
import {
  reportActiveChanged,
  reportDeleted,
  reportSaved,
  reportsSlice,
  resourceReportLoaded,
  savedReport,
  selectResourceReport,
  type ReportsState,
} from './reportsSlice';
import type { ReportBody, ReportListItem } from './reportTypes';

const reduce = reportsSlice.reducer;
const empty = (): ReportsState => reduce(undefined, { type: 'init' });

const report = (change: Partial<ReportListItem> = {}): ReportListItem => ({
  id: 1,
  name: 'Weekly',
  type: 'Report',
  active: true,
  creation_method: 'dashboards',
  crontab: '0 12 * * 1',
  dashboard_id: 10,
  chart_id: null,
  ...change,
});

describe('reportsSlice', () => {
  it('keeps the fetched report by creation method and object, and clears it when none comes back', () => {
    let state = reduce(
      empty(),
      resourceReportLoaded({ creationMethod: 'dashboards', resourceId: 10, report: report() }),
    );
    expect(selectResourceReport({ reports: state }, 'dashboards', 10)?.name).toBe('Weekly');
    expect(selectResourceReport({ reports: state }, 'charts', 10)).toBeNull();
    state = reduce(
      state,
      resourceReportLoaded({ creationMethod: 'dashboards', resourceId: 10, report: null }),
    );
    expect(selectResourceReport({ reports: state }, 'dashboards', 10)).toBeNull();
  });

  it('stores a saved report under its object and moves it when the object changes', () => {
    const body: ReportBody = {
      type: 'Report',
      name: 'Chart report',
      description: '',
      crontab: '0 9 * * *',
      timezone: 'UTC',
      active: true,
      creation_method: 'charts',
      chart: 5,
      dashboard: null,
      recipients: [],
      report_format: 'PNG',
      force_screenshot: false,
      custom_width: null,
    };
    let state = reduce(empty(), reportSaved(savedReport(3, body)));
    expect(state.charts[5]).toMatchObject({ id: 3, name: 'Chart report', chart_id: 5 });
    state = reduce(state, reportSaved(savedReport(3, { ...body, chart: 6 })));
    expect(state.charts[5]).toBeUndefined();
    expect(state.charts[6]?.id).toBe(3);
  });

  it('flips active and removes deleted reports by id', () => {
    let state = reduce(
      empty(),
      resourceReportLoaded({ creationMethod: 'dashboards', resourceId: 10, report: report() }),
    );
    state = reduce(state, reportActiveChanged({ id: 1, active: false }));
    expect(state.dashboards[10]?.active).toBe(false);
    state = reduce(state, reportDeleted({ id: 1 }));
    expect(state.dashboards[10]).toBeUndefined();
  });

  it('forgets everything when the session ends', () => {
    const state = reduce(
      reduce(
        empty(),
        resourceReportLoaded({ creationMethod: 'dashboards', resourceId: 10, report: report() }),
      ),
      sessionExpired(),
    );
    expect(state).toEqual(empty());
  });

  it('tells callers when the slice is not in the store', () => {
    expect(selectResourceReport({}, 'dashboards', 10)).toBeUndefined();
  });
});
