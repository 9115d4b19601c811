import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ChartPluginLoaders from './chartPluginLoaders';
import { dynamicPluginStore } from './dynamic/dynamicPluginStore';
import { testPlugin } from './dynamic/testPlugin';
import {
  chartPluginState,
  getChartPluginLoads,
  getLoadedChartPlugin,
  loadChartPlugin,
  subscribeToChartPluginLoads,
} from './loadChartPlugin';

// The real loaders, except that a type listed in `failNextLoad` fails once (a lost chunk).
const failNextLoad = new Set<string>();
vi.mock('./chartPluginLoaders', async (importOriginal) => {
  const actual = await importOriginal<typeof ChartPluginLoaders>();
  return {
    ...actual,
    builtInChartPluginLoader: (vizType: string) => {
      const load = actual.builtInChartPluginLoader(vizType);
      if (!load) return undefined;
      return () => {
        if (!failNextLoad.delete(vizType)) return load();
        return Promise.reject(new Error('Failed to fetch dynamically imported module'));
      };
    },
  };
});

// The module keeps one cache for the whole app; each test uses chart types no other test loads.
describe('loadChartPlugin', () => {
  beforeEach(() => failNextLoad.clear());

  it('loads a built-in type on first request, then has it at hand synchronously', async () => {
    expect(getLoadedChartPlugin('table')).toBeUndefined();
    expect(chartPluginState('table')).toEqual({ status: 'loading' });

    const plugin = await loadChartPlugin('table');
    expect(plugin?.key).toBe('table');
    expect(typeof plugin?.buildQuery).toBe('function');
    expect(typeof plugin?.transformProps).toBe('function');
    expect(typeof plugin?.loadComponent).toBe('function');

    expect(getLoadedChartPlugin('table')).toBe(plugin);
    expect(chartPluginState('table')).toEqual({ status: 'loaded', plugin });
    expect(await loadChartPlugin('table')).toBe(plugin);
  });

  it('requests a type once however many charts ask for it at the same time', async () => {
    const [first, second] = await Promise.all([loadChartPlugin('pie'), loadChartPlugin('pie')]);
    expect(first).toBeDefined();
    expect(second).toBe(first);
  });

  it('resolves undefined for an unknown type', async () => {
    expect(await loadChartPlugin('no_such_chart')).toBeUndefined();
    expect(chartPluginState('no_such_chart')).toEqual({ status: 'unknown' });
    expect(getLoadedChartPlugin('no_such_chart')).toBeUndefined();
  });

  it('tells listeners when a type arrives', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToChartPluginLoads(listener);
    const before = getChartPluginLoads();
    await loadChartPlugin('funnel');
    unsubscribe();
    expect(listener).toHaveBeenCalled();
    expect(getChartPluginLoads()).not.toBe(before);
  });

  it('reports a chunk that failed to load, and fetches it again on the next request', async () => {
    failNextLoad.add('radar');
    await expect(loadChartPlugin('radar')).rejects.toThrow('Failed to fetch');
    const state = chartPluginState('radar');
    expect(state.status).toBe('failed');
    expect(state.status === 'failed' && state.error.message).toMatch('Failed to fetch');

    const retried = loadChartPlugin('radar');
    expect(chartPluginState('radar')).toEqual({ status: 'loading' });
    expect((await retried)?.key).toBe('radar');
    expect(chartPluginState('radar').status).toBe('loaded');
  });

  it('finds dynamic plugins, loading while their bundle mounts, never over a built-in type', async () => {
    dynamicPluginStore.listingStarted();
    expect(chartPluginState('ext_chart')).toEqual({ status: 'loading' });
    dynamicPluginStore.begin(['ext_chart', 'big_number_total']);
    const extension = testPlugin('ext_chart');
    const impostor = testPlugin('big_number_total');
    dynamicPluginStore.complete('ext_chart', { plugin: extension });
    dynamicPluginStore.complete('big_number_total', { plugin: impostor });

    expect(await loadChartPlugin('ext_chart')).toBe(extension);
    expect(getLoadedChartPlugin('ext_chart')).toBe(extension);
    const builtIn = await loadChartPlugin('big_number_total');
    expect(builtIn?.key).toBe('big_number_total');
    expect(builtIn).not.toBe(impostor);
    expect(getLoadedChartPlugin('big_number_total')).toBe(builtIn);
  });
});
