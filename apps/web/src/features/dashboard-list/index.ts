/**
 * The dashboard list's public surface: dashboard links, and the properties modal (loaded on
 * demand). Other features, the store, routes and shared code import only this file; the rest of
 * the folder is private to it. Route pages are loaded on demand from their own files.
 */
export { type DashboardPropertiesResult } from './DashboardPropertiesModal';
export { dashboardPath, type DashboardListItem } from './dashboardTypes';

/** The properties modal is its own chunk, fetched when a user first opens it. */
export const loadDashboardPropertiesModal = () =>
  import('./DashboardPropertiesModal').then((m) => m.DashboardPropertiesModal);
