/**
 * Waits (briefly) for the code of the chart types the first screen shows (and of the control
 * defaults their queries are completed with) before the dashboard
 * is handed to the store. Their code was requested at boot (routes/routePrefetch.ts) and is
 * usually in by now, but a module is only evaluated when the main thread is free: started
 * after the page's first render, the queries waited for that render (tens of ms on a large
 * dashboard) and for the type code queued behind it. Waiting here instead sends every
 * first-screen query at once (one batched request) before the page renders, so the server
 * answers while React builds the page.
 *
 * Bounded by FIRST_SCREEN_TYPES_WAIT_MS: a slow or failing download never holds the page back
 * longer; those charts then query from their holders once their type arrives, as they would
 * have anyway.
 */
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import { loadChartPlugin } from '../../../visualizations/loadChartPlugin';
import type { DashboardChart } from '../api/dashboardApiTypes';
import { dashboardChartTypes } from '../api/dashboardChartTypes';
import { loadControlDefaults } from '../model/controlDefaultsLoader';
import { firstScreenCharts } from '../model/firstScreenCharts';

export const FIRST_SCREEN_TYPES_WAIT_MS = 1000;

export function loadFirstScreenChartTypes(
  layout: DashboardLayout,
  activeTabs: readonly string[],
  charts: readonly DashboardChart[],
  screenHeightPx: number,
): Promise<void> {
  const shown = new Set(firstScreenCharts(layout, activeTabs, screenHeightPx));
  const types = dashboardChartTypes(charts.filter((chart) => shown.has(chart.id)));
  if (types.length === 0) return Promise.resolve();
  // The control defaults every chart's query is completed with load beside the types.
  const loaded = Promise.all([
    ...types.map((vizType) => loadChartPlugin(vizType).catch(() => null)),
    loadControlDefaults().catch(() => null),
  ]);
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_SCREEN_TYPES_WAIT_MS);
    void loaded.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
