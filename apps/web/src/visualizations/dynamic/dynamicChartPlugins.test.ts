import { describe, expect, it } from 'vitest';
import {
  getDynamicChartPlugin,
  isDynamicChartPluginPending,
  withDynamicChartPlugins,
} from './dynamicChartPlugins';
import { dynamicPluginStore } from './dynamicPluginStore';
import { testPlugin } from './testPlugin';

// These tests drive the app's one store, in order: first empty, then with plugins.
describe('dynamic chart plugins in the registry', () => {
  const builtIn = [testPlugin('table'), testPlugin('pie')];

  it('adds nothing before any plugin loaded', () => {
    expect(withDynamicChartPlugins(builtIn)).toBe(builtIn);
    expect(getDynamicChartPlugin('ext_a')).toBeUndefined();
  });

  it('reports keys pending while the list or their bundle loads', () => {
    dynamicPluginStore.listingStarted();
    expect(isDynamicChartPluginPending('anything')).toBe(true);
    dynamicPluginStore.begin(['ext_a', 'table', 'ext_b']);
    expect(isDynamicChartPluginPending('ext_a')).toBe(true);
    expect(isDynamicChartPluginPending('not_listed')).toBe(false);
  });

  it('appends loaded plugins after the built-in ones, never replacing one', () => {
    const a = testPlugin('ext_a');
    const impostor = testPlugin('table');
    dynamicPluginStore.complete('ext_a', { plugin: a });
    dynamicPluginStore.complete('table', { plugin: impostor });
    dynamicPluginStore.complete('ext_b', { error: 'Failed to fetch' });

    const all = withDynamicChartPlugins(builtIn);
    expect(all.map((p) => p.key)).toEqual(['table', 'pie', 'ext_a']);
    expect(all[0]).toBe(builtIn[0]);
    // Same array until something changes, so memoised consumers keep their work.
    expect(withDynamicChartPlugins(builtIn)).toBe(all);
    expect(getDynamicChartPlugin('ext_a')).toBe(a);
    expect(isDynamicChartPluginPending('ext_b')).toBe(false);
  });
});
