import { describe, expect, it } from 'vitest';
import { BUILT_IN_VIZ_TYPES, builtInChartPluginLoader } from './chartPluginLoaders';
import { getChartPlugin, listChartPlugins } from './registry';

// The loader table is the one list of built-in chart types; these keep the rest in step with it.
describe('the built-in chart types', () => {
  it('has a loader for every chart type folder', () => {
    const folders = Object.keys(import.meta.glob('./*/index.ts')).map((file) => file.split('/')[1]);
    expect([...BUILT_IN_VIZ_TYPES].sort()).toEqual(folders.sort());
  });

  it('are what the synchronous registry lists, in the same order', () => {
    expect(listChartPlugins().map((plugin) => plugin.key)).toEqual(BUILT_IN_VIZ_TYPES);
  });

  it('load the very plugin objects the registry holds', async () => {
    for (const vizType of BUILT_IN_VIZ_TYPES) {
      const plugin = await builtInChartPluginLoader(vizType)?.();
      expect(plugin?.key).toBe(vizType);
      expect(plugin).toBe(getChartPlugin(vizType));
    }
  });

  it('has no loader for other keys, including Object.prototype names', () => {
    expect(builtInChartPluginLoader('not_a_chart')).toBeUndefined();
    expect(builtInChartPluginLoader('constructor')).toBeUndefined();
    expect(builtInChartPluginLoader('__proto__')).toBeUndefined();
  });
});
