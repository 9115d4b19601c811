/**
 * The reports feature's public surface: its store slice and the report menus of the dashboard and
 * explore headers. Other features, the store, routes and shared code import only this file; the
 * rest of the folder is private to it. Route pages are loaded on demand from their own files.
 */
export { ExploreReportsSlot } from './ExploreReportsSlot';
export { ReportHeaderMenu } from './ReportHeaderMenu';
export { reportsSlice } from './reportsSlice';
