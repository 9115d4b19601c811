import { describe, expect, it } from 'vitest';
import { readColumnConfigValue, withColumnSetting } from './columnConfigValue';

describe('column_config values', () => {
  it('keeps per-column objects only', () => {
    expect(readColumnConfigValue({ a: { max: 3 }, b: 'junk', c: [1] })).toEqual({ a: { max: 3 } });
    expect(readColumnConfigValue(null)).toEqual({});
  });

  it('sets one setting without touching the others', () => {
    const value = { a: { radarMetricMinValue: 0, radarMetricMaxValue: 10 } };
    const next = withColumnSetting(value, 'a', 'radarMetricMaxValue', null);
    expect(next).toEqual({ a: { radarMetricMinValue: 0, radarMetricMaxValue: null } });
    expect(value.a.radarMetricMaxValue).toBe(10);
    expect(withColumnSetting(next, 'b', 'radarMetricMaxValue', 5).b).toEqual({
      radarMetricMaxValue: 5,
    });
  });
});
