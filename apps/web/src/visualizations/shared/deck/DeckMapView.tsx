/**
 * The map every deck.gl chart draws on: a plain background with the shipped country outlines
 * (a GeoJSON layer beneath the chart's layers), raster tiles from a configured tile server when
 * the chart's map style picks one, pan/zoom/rotate, and deck.gl's tooltip. It tells the chart
 * holder the chart is drawn after deck.gl's first frame with the outlines loaded (or failed).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import DeckGL from '@deck.gl/react';
import type { Layer, PickingInfo } from '@deck.gl/core';
import { GeoJsonLayer } from '@deck.gl/layers';
import { t } from '../../../i18n/t';
import { useChartRenderedCallback } from '../chartRenderSignal';
import { loadWorldAtlas } from '../maps/mapAtlasLoaders';
import { MapMessage } from '../maps/MapChartFrame';
import { useMapAtlas } from '../maps/useMapAtlas';
import type { Viewport } from '../viewport';
import { baseMapTemplate } from './baseMap';
import type { CategoryLegend } from './categoryLegend';
import { DeckLegend } from './DeckLegend';
import { useTileServers } from './useTileServers';
import type { QueryFormData } from '@panorama/core/query/form-data';

/** The sea, and the land's fill and borders, of the plain base map. */
const BACKGROUND = '#F3F5F7';
const LAND: [number, number, number, number] = [222, 226, 231, 255];
const BORDER: [number, number, number, number] = [255, 255, 255, 255];

export interface DeckMapViewProps {
  width: number;
  height: number;
  formData: QueryFormData;
  view: Viewport;
  layers: Layer[];
  /** The tooltip's text for a hovered object, or null for none. */
  tooltip?: (info: PickingInfo) => string | null;
  legend?: CategoryLegend | null;
  testId: string;
}

type TileLayerFactory = (template: string) => Layer;

/** Loads the tile layer's chunk only when a tile server is configured and chosen. */
function useTileLayer(template: string | null): Layer | null {
  const [factory, setFactory] = useState<TileLayerFactory | null>(null);
  useEffect(() => {
    if (template === null) return;
    let current = true;
    void import('./tileBaseMap').then((module) => {
      if (current) setFactory(() => module.createTileLayer as TileLayerFactory);
    });
    return () => {
      current = false;
    };
  }, [template]);
  return useMemo(
    () => (template !== null && factory ? factory(template) : null),
    [factory, template],
  );
}

export function DeckMapView({
  width,
  height,
  formData,
  view,
  layers,
  tooltip,
  legend,
  testId,
}: DeckMapViewProps) {
  const rendered = useChartRenderedCallback();
  const atlas = useMapAtlas(loadWorldAtlas);
  const [failure, setFailure] = useState<string | null>(null);
  const template = baseMapTemplate(formData.mapbox_style, useTileServers());
  const tiles = useTileLayer(template);
  const reported = useRef(false);

  const countries = useMemo(
    () =>
      atlas.status === 'ready'
        ? new GeoJsonLayer({
            id: 'base-map-countries',
            data: { type: 'FeatureCollection', features: atlas.atlas.features } as never,
            filled: true,
            stroked: true,
            getFillColor: LAND,
            getLineColor: BORDER,
            lineWidthUnits: 'pixels',
            getLineWidth: 0.6,
          })
        : null,
    [atlas],
  );

  const loading = atlas.status === 'loading';
  // New layers are a new drawing to report.
  useEffect(() => {
    reported.current = false;
  }, [layers]);
  useEffect(() => {
    if (failure !== null) rendered();
  }, [failure, rendered]);

  if (failure !== null) {
    return (
      <MapMessage width={width} height={height} alert>
        {t('The map could not be drawn: %s', failure)}
      </MapMessage>
    );
  }

  // The outlines stay beneath the tiles, so the map is never blank while tiles load or fail.
  const baseLayers = [countries, tiles].filter((layer): layer is Layer => layer !== null);

  return (
    <div
      data-testid={testId}
      style={{ position: 'relative', width, height, background: BACKGROUND, overflow: 'hidden' }}
    >
      <DeckGL
        width={width}
        height={height}
        initialViewState={view}
        controller
        layers={[...baseLayers, ...layers]}
        getTooltip={tooltip ? (info) => tooltip(info) : undefined}
        onError={(error) => setFailure(error.message)}
        onAfterRender={() => {
          if (loading || reported.current) return;
          reported.current = true;
          rendered();
        }}
      />
      {legend ? <DeckLegend legend={legend} /> : null}
    </div>
  );
}
