/**
 * Checks that a bundle's `plugin` export looks like a ChartPlugin before the app relies on it.
 * A bundle is foreign code built elsewhere, so a missing function would otherwise surface much
 * later as a crash inside explore; this names the first missing part instead.
 */
import { isRecord } from '@panorama/core/json/is-record';
import type { ChartPlugin } from '../chartPluginTypes';

/** Returns the plugin, or a sentence saying what is wrong with the export. */
export function checkChartPluginShape(
  moduleExports: unknown,
  expectedKey: string,
): { plugin: ChartPlugin } | { error: string } {
  const plugin = isRecord(moduleExports) ? moduleExports.plugin : undefined;
  if (!isRecord(plugin)) return { error: 'The bundle does not export `plugin`.' };
  if (plugin.key !== expectedKey) {
    return {
      error: `The bundle's plugin has key ${JSON.stringify(plugin.key)}, expected "${expectedKey}".`,
    };
  }
  const metadata = plugin.metadata;
  if (!isRecord(metadata)) return { error: 'The plugin lacks metadata.' };
  // The chart picker and explore read these without guards.
  for (const name of ['name', 'category', 'thumbnail'] as const) {
    if (typeof metadata[name] !== 'string') return { error: `metadata.${name} is not text.` };
  }
  for (const name of ['tags', 'behaviors'] as const) {
    if (!Array.isArray(metadata[name])) return { error: `metadata.${name} is not a list.` };
  }
  const controlPanel = plugin.controlPanel;
  if (!isRecord(controlPanel) || !Array.isArray(controlPanel.controlPanelSections)) {
    return { error: 'The plugin lacks controlPanel.controlPanelSections.' };
  }
  for (const name of ['buildQuery', 'transformProps', 'loadComponent'] as const) {
    if (typeof plugin[name] !== 'function') return { error: `The plugin lacks ${name}().` };
  }
  // Checked above part by part; the component's props type cannot be checked at run time.
  return { plugin: plugin as unknown as ChartPlugin };
}
