import { describe, expect, it } from 'vitest';
import { isLayerVizType, LAYER_CHARTS_URL, layerChartOptions } from './layerChartTypes';

describe('deck_multi layer chart types', () => {
  it('layers every deck.gl chart type but itself', () => {
    expect(isLayerVizType('deck_arc')).toBe(true);
    expect(isLayerVizType('deck_scatter')).toBe(true);
    expect(isLayerVizType('deck_multi')).toBe(false);
    expect(isLayerVizType('pie')).toBe(false);
    expect(LAYER_CHARTS_URL).toContain('deck_hex');
    expect(LAYER_CHARTS_URL).not.toContain('deck_multi');
  });

  it('offers the listed charts by name', () => {
    expect(
      layerChartOptions({
        result: [{ id: 3, slice_name: 'Arcs' }, { id: 4, slice_name: '' }, { slice_name: 'x' }],
      }),
    ).toEqual([
      { value: 3, label: 'Arcs' },
      { value: 4, label: '#4' },
    ]);
    expect(layerChartOptions(null)).toEqual([]);
  });
});
