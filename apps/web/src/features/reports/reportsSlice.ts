/**
 * The `reports` state slice (Superset's name): the current user's report of each chart and
 * dashboard whose header asked for it, keyed by creation method and object id as Superset keeps it
 * (`reports.dashboards[12]`). It follows the report calls: a header fetch sets or clears an entry,
 * a create or edit stores the saved report, a toggle flips `active`, a delete removes it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../../store/authEvents';
import { reportsApi, resourceFilterField } from './reportsApi';
import type { CreationMethod, ReportBody, ReportListItem } from './reportTypes';

export type ReportsState = Record<CreationMethod, Record<number, ReportListItem>>;

const initialState: ReportsState = { dashboards: {}, charts: {}, alerts_reports: {} };

export interface ResourceReportLoaded {
  creationMethod: Exclude<CreationMethod, 'alerts_reports'>;
  resourceId: number;
  report: ReportListItem | null;
}

/** The object a report belongs to: its dashboard, else its chart. */
function resourceIdOf(report: Pick<ReportListItem, 'dashboard_id' | 'chart_id'>): number | null {
  return report.dashboard_id ?? report.chart_id ?? null;
}

/** What the slice keeps of a saved report: the body sent plus the id the server gave it. */
export function savedReport(id: number, body: ReportBody): ReportListItem {
  return {
    id,
    name: body.name,
    type: body.type,
    active: body.active,
    description: body.description,
    creation_method: body.creation_method,
    crontab: body.crontab,
    timezone: body.timezone,
    chart_id: body.chart,
    dashboard_id: body.dashboard,
  };
}

function removeById(state: ReportsState, id: number) {
  for (const bucket of Object.values(state)) {
    for (const [key, report] of Object.entries(bucket)) {
      if (report.id === id) delete bucket[Number(key)];
    }
  }
}

const loaded = (
  state: ReportsState,
  { creationMethod, resourceId, report }: ResourceReportLoaded,
) => {
  if (report) state[creationMethod][resourceId] = report;
  else delete state[creationMethod][resourceId];
};

const saved = (state: ReportsState, report: ReportListItem) => {
  // An edit may move a report to another object; it must not stay under the old one.
  removeById(state, report.id);
  const resourceId = resourceIdOf(report);
  if (resourceId !== null) state[report.creation_method][resourceId] = report;
};

const activeChanged = (state: ReportsState, { id, active }: { id: number; active: boolean }) => {
  for (const bucket of Object.values(state)) {
    for (const report of Object.values(bucket)) {
      if (report.id === id) report.active = active;
    }
  }
};

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    resourceReportLoaded: (state, { payload }: PayloadAction<ResourceReportLoaded>) =>
      loaded(state, payload),
    reportSaved: (state, { payload }: PayloadAction<ReportListItem>) => saved(state, payload),
    reportActiveChanged: (state, { payload }: PayloadAction<{ id: number; active: boolean }>) =>
      activeChanged(state, payload),
    reportDeleted: (state, { payload }: PayloadAction<{ id: number }>) =>
      removeById(state, payload.id),
  },
  extraReducers: (builder) => {
    const { endpoints } = reportsApi;
    builder
      // Reports belonged to the session that just ended.
      .addCase(sessionExpired, () => initialState)
      .addMatcher(endpoints.getResourceReport.matchFulfilled, (state, action) => {
        const args = action.meta.arg.originalArgs;
        const report = action.payload;
        // A stale answer for another object never lands here: the report must be this one's.
        const matches =
          report === null || report[resourceFilterField(args.creationMethod)] === args.resourceId;
        loaded(state, { ...args, report: matches ? report : null });
      })
      .addMatcher(endpoints.createReport.matchFulfilled, (state, action) =>
        saved(state, savedReport(action.payload.id, action.meta.arg.originalArgs)),
      )
      .addMatcher(endpoints.updateReport.matchFulfilled, (state, action) => {
        const { id, body } = action.meta.arg.originalArgs;
        saved(state, savedReport(id, body));
      })
      .addMatcher(endpoints.setReportActive.matchFulfilled, (state, action) =>
        activeChanged(state, action.meta.arg.originalArgs),
      )
      .addMatcher(endpoints.deleteReport.matchFulfilled, (state, action) =>
        removeById(state, action.meta.arg.originalArgs),
      );
  },
});

export const { resourceReportLoaded, reportSaved, reportActiveChanged, reportDeleted } =
  reportsSlice.actions;

/**
 * The report the header of `resourceId` shows, null when there is none. Typed on an optional
 * `reports` key: undefined means the slice is not in the store, and callers fall back on the
 * fetched value.
 */
export function selectResourceReport(
  state: { reports?: ReportsState },
  creationMethod: CreationMethod,
  resourceId: number,
): ReportListItem | null | undefined {
  if (state.reports === undefined) return undefined;
  return state.reports[creationMethod][resourceId] ?? null;
}
