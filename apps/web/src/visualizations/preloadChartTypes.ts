/**
 * Starts loading the chart types a page is about to draw (plugin, then component chunk), all at
 * once, as soon as the page knows its charts: a dashboard of line, bar and table charts fetches
 * those three types in parallel while its layout renders, instead of each chart asking when it
 * mounts. Failures are left for the chart itself to report when it renders.
 */
import { loadChartPlugin } from './loadChartPlugin';
import { loadChartComponent } from './shared/loadChartComponent';

export function preloadChartTypes(vizTypes: Iterable<string>): void {
  for (const vizType of new Set(vizTypes)) {
    loadChartPlugin(vizType)
      .then((plugin) => (plugin ? loadChartComponent(plugin) : undefined))
      .catch(() => undefined);
  }
}
