import { describe, expect, it } from 'vitest';
import { ScatterplotLayer } from '@deck.gl/layers';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartProps } from '../chartPluginTypes';
import { drawLayers } from './layerDrawings';
import type { LayerKind, LayerOutcome } from './loadLayer';

const multi: QueryFormData = {
  datasource: '3__table',
  viz_type: 'deck_multi',
  viewport: { longitude: 0, latitude: 0, zoom: 1, bearing: 0, pitch: 0 },
};

/** A layer kind opening at the view its form data saves, drawing one empty layer. */
const kind: LayerKind = {
  transform: ({ formData, width, height }: ChartProps) => ({
    width,
    height,
    formData,
    view: formData.viewport as never,
  }),
  spec: {
    testId: 'fake',
    layers: () => [new ScatterplotLayer({ id: 'points', data: [] })],
  },
};

function loaded(chartId: number, longitude: number): LayerOutcome {
  return {
    ok: true,
    chartId,
    name: `Chart ${chartId}`,
    kind,
    formData: {
      datasource: '9__table',
      viz_type: 'deck_hex',
      viewport: { longitude, latitude: 40, zoom: 8, bearing: 0, pitch: 0 },
    },
    queriesData: [],
  };
}

const size = { width: 600, height: 400, context: 'EXPLORE' as const };

describe('deck_multi drawLayers', () => {
  it('gives each layer’s deck.gl layers ids of their own, in deck_slices order', () => {
    const map = drawLayers([loaded(4, -120), loaded(5, -70)], multi, size);
    expect(map.drawings.flatMap((drawing) => drawing.layers.map((layer) => layer.id))).toEqual([
      'layer-0-points',
      'layer-1-points',
    ]);
    expect(map.failures).toEqual([]);
  });

  it('opens around every layer’s own opening area', () => {
    const { view } = drawLayers([loaded(4, -120), loaded(5, -70)], multi, size);
    expect(view.longitude).toBeGreaterThan(-120);
    expect(view.longitude).toBeLessThan(-70);
    expect(view.zoom).toBeLessThan(8);
  });

  it('lists failed layers by name and keeps drawing the others', () => {
    const broken: LayerOutcome = { ok: false, chartId: 6, name: 'Routes', message: 'No table' };
    const throwing: LayerOutcome = {
      ...loaded(7, 0),
      name: 'Bad props',
      kind: {
        ...kind,
        transform: () => {
          throw new Error('Unreadable');
        },
      },
    } as LayerOutcome;
    const map = drawLayers([broken, loaded(4, -120), throwing], multi, size);
    expect(map.drawings).toHaveLength(1);
    expect(map.failures).toEqual([
      expect.stringContaining('Routes'),
      expect.stringContaining('Bad props'),
    ]);
    expect(map.failures[0]).toContain('No table');
    expect(map.failures[1]).toContain('Unreadable');
  });

  it('opens at the saved viewport without layers', () => {
    const { view, drawings } = drawLayers([], multi, size);
    expect(drawings).toEqual([]);
    expect(view).toMatchObject({ longitude: 0, latitude: 0, zoom: 1 });
  });
});
