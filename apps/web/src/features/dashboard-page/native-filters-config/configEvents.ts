/**
 * Events the configuration modal dispatches after the server stored a change, so the page's
 * copy of json_metadata (dashboardInfo, current and saved) matches what the server holds and a
 * later dashboard save does not write the old configuration back.
 */
import { createAction } from '@reduxjs/toolkit';
import type {
  ChartConfiguration,
  FilterConfigItem,
  GlobalChartConfiguration,
} from '@panorama/core/filters/filter-types';

/** `PUT /api/v1/dashboard/{id}/filters` answered with the stored configuration. */
export const nativeFilterConfigurationSaved = createAction<{ items: FilterConfigItem[] }>(
  'dashboard/nativeFilterConfigurationSaved',
);

/** `PUT /api/v1/dashboard/{id}` stored new cross-filter scoping in json_metadata. */
export const crossFilterScopingSaved = createAction<{
  chartConfiguration: ChartConfiguration;
  globalChartConfiguration: GlobalChartConfiguration;
}>('dashboard/crossFilterScopingSaved');
