/**
 * Loads a chart type's component chunk once: the promise is cached per chart type, and the
 * component itself once it arrived, so re-renders and other charts of the same type render it
 * synchronously (no loading flash on dashboards with many charts of one type).
 */
import type { ComponentType } from 'react';
import type { ChartPlugin } from '../chartPluginTypes';

// The registry erases each plugin's props type; the component receives its own transformProps.
type AnyChartComponent = ComponentType<Record<string, unknown>>;

const pending = new Map<string, Promise<AnyChartComponent>>();
const loaded = new Map<string, AnyChartComponent>();

export function getLoadedChartComponent(plugin: ChartPlugin): AnyChartComponent | undefined {
  return loaded.get(plugin.key);
}

export function loadChartComponent(plugin: ChartPlugin): Promise<AnyChartComponent> {
  let promise = pending.get(plugin.key);
  if (!promise) {
    promise = plugin.loadComponent().then((module) => {
      loaded.set(plugin.key, module.default);
      return module.default;
    });
    // A failed chunk load (network) may be retried by the next render.
    promise.catch(() => pending.delete(plugin.key));
    pending.set(plugin.key, promise);
  }
  return promise;
}
