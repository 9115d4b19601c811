import { afterEach, describe, expect, it } from 'vitest';
import type { BootstrapData } from '../../../api/types';
import { bootstrapApi } from '../../../bootstrap/bootstrapApi';
import { createStore } from '../../../store/store';
import { categoricalColors, createColorScale } from '../echarts/categoricalColors';
import { analogousColorsEnabled, setAnalogousColors } from './analogousColorsSetting';

function bootstrapWith(flags: Record<string, boolean>): BootstrapData {
  return {
    feature_flags: flags,
    permissions: [],
    locale: 'en',
    conf: {},
  } as unknown as BootstrapData;
}

const labels = Array.from({ length: 25 }, (_, i) => `label ${i}`);

afterEach(() => setAnalogousColors(false));

describe('analogous colours in chart colour scales', () => {
  it('follows the USE_ANALAGOUS_COLORS flag of the bootstrap payload', async () => {
    const store = createStore();
    await store.dispatch(
      bootstrapApi.util.upsertQueryData(
        'getBootstrapData',
        undefined,
        bootstrapWith({ USE_ANALAGOUS_COLORS: true }),
      ),
    );
    expect(analogousColorsEnabled()).toBe(true);
    await store.dispatch(
      bootstrapApi.util.upsertQueryData('getBootstrapData', undefined, bootstrapWith({})),
    );
    expect(analogousColorsEnabled()).toBe(false);
  });

  it('on: 25 series of a 10-colour scheme get 25 colours', () => {
    setAnalogousColors(true);
    const scale = createColorScale('d3Category10');
    expect(new Set(labels.map(scale)).size).toBe(25);
  });

  it('off: the scheme repeats from its first colour', () => {
    const scheme = categoricalColors('d3Category10');
    const scale = createColorScale('d3Category10');
    expect(labels.map(scale)).toEqual(labels.map((_, i) => scheme[i % scheme.length]));
  });
});
