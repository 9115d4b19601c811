/**
 * The reports feature's public surface: the report menus of the dashboard and explore headers,
 * with what a page needs to start their download early (their code brings the `reports` store
 * slice, reportsState.ts). Other features, the store, routes and shared code import only this
 * file; the rest of the folder is private to it. Route pages are loaded on demand from their
 * own files.
 */
export { ExploreReportsSlot } from './ExploreReportsSlot';
export { loadReportHeaderMenu, ReportHeaderMenu } from './ReportHeaderMenu';
export { useCanScheduleReports } from './useCanScheduleReports';
