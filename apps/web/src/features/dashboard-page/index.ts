/**
 * The dashboard page's public surface: its store slices and listener, the dashboard read the
 * router starts early, and a few dashboard rules other features show. Other features, the store,
 * routes and shared code import only this file; the rest of the folder is private to it. Route
 * pages are loaded on demand from their own files.
 */
export { useGetDashboardQuery } from './api/dashboardApi';
export { type RoleRef } from './api/dashboardApiTypes';
export { chartTypesInChartsResponse } from './api/dashboardChartTypes';
export { dashboardUrls } from './api/dashboardUrls';
export { parseUtcTimestamp } from './model/cacheTime';
export { refreshIntervalOptions } from './model/refreshIntervals';
export { dataMaskSlice } from './native-filters/state/dataMaskSlice';
export { nativeFiltersSlice } from './native-filters/state/nativeFiltersSlice';
export { dashboardInfoSlice } from './state/dashboardInfoSlice';
export { dashboardLayoutSlice } from './state/dashboardLayoutSlice';
export { dashboardListener } from './state/dashboardListener';
export { dashboardStateSlice } from './state/dashboardStateSlice';
export { datasourcesSlice } from './state/datasourcesSlice';
export { sliceEntitiesSlice } from './state/sliceEntitiesSlice';
