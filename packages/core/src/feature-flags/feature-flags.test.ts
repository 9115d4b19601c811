import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS, mergeFeatureFlags } from './feature-flags';

describe('feature flags', () => {
  it('experimental filters and analogous colours are off by default, as in Superset', () => {
    expect(DEFAULT_FEATURE_FLAGS.DASHBOARD_FILTERS_EXPERIMENTAL).toBe(false);
    expect(DEFAULT_FEATURE_FLAGS.USE_ANALAGOUS_COLORS).toBe(false);
    const merged = mergeFeatureFlags({});
    expect(merged.DASHBOARD_FILTERS_EXPERIMENTAL).toBe(false);
    expect(merged.USE_ANALAGOUS_COLORS).toBe(false);
  });

  it('an override turns them on and keeps the other defaults', () => {
    const merged = mergeFeatureFlags({
      DASHBOARD_FILTERS_EXPERIMENTAL: true,
      USE_ANALAGOUS_COLORS: true,
    });
    expect(merged.DASHBOARD_FILTERS_EXPERIMENTAL).toBe(true);
    expect(merged.USE_ANALAGOUS_COLORS).toBe(true);
    expect(merged.DASHBOARD_NATIVE_FILTERS).toBe(DEFAULT_FEATURE_FLAGS.DASHBOARD_NATIVE_FILTERS);
  });

  it('refuses a value that is not true or false', () => {
    expect(() => mergeFeatureFlags({ DASHBOARD_FILTERS_EXPERIMENTAL: 'yes' })).toThrow(
      'Feature flag DASHBOARD_FILTERS_EXPERIMENTAL must be true or false, got "yes"',
    );
  });
});
