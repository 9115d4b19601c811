/**
 * The Multiple Layers chart: loads every layer (its saved chart, query and chart type; see
 * loadLayer.ts) whenever the chart ids or this chart's filters change, then draws all the layers
 * on one deck.gl map, the first chart lowest. The chart holder hears it is drawn only from the
 * map, after every layer's data is in; layers that failed are listed over the map with why.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PickingInfo } from '@deck.gl/core';
import { Spinner } from '../../components/Spinner';
import { useChartRenderedCallback } from '../shared/chartRenderSignal';
import { DeckMapView } from '../shared/deck/DeckMapView';
import { MapMessage } from '../shared/maps/MapChartFrame';
import { drawLayers } from './layerDrawings';
import { loadLayer, type LayerOutcome } from './loadLayer';
import type { DeckMultiChartProps } from './transformProps';

export default function DeckMultiChart(props: DeckMultiChartProps) {
  const { width, height, formData, chartIds, context } = props;
  // Claims the render report, so the renderer waits for the map below instead of this commit.
  useChartRenderedCallback();

  // What the layers' queries depend on: a map style or viewport change draws without reloading.
  const queryKey = JSON.stringify([
    chartIds,
    formData.adhoc_filters ?? [],
    formData.extra_filters ?? [],
    formData.extra_form_data ?? {},
  ]);
  const latest = useRef({ chartIds, formData });
  useLayoutEffect(() => {
    latest.current = { chartIds, formData };
  });
  const [loaded, setLoaded] = useState<{ key: string; outcomes: LayerOutcome[] } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const { chartIds: ids, formData: multi } = latest.current;
    Promise.all(ids.map((id, index) => loadLayer(id, index, multi, controller.signal))).then(
      (outcomes) => {
        if (!controller.signal.aborted) setLoaded({ key: queryKey, outcomes });
      },
      // Only an abort rejects: a newer load or unmounting replaced this one.
      () => undefined,
    );
    return () => controller.abort();
  }, [queryKey]);

  const outcomes = loaded?.key === queryKey ? loaded.outcomes : null;
  const map = useMemo(
    () => (outcomes ? drawLayers(outcomes, formData, { width, height, context }) : null),
    [outcomes, formData, width, height, context],
  );
  const layers = useMemo(() => map?.drawings.flatMap((drawing) => drawing.layers) ?? [], [map]);

  if (!map) {
    return (
      <MapMessage width={width} height={height} alert={false}>
        <Spinner />
      </MapMessage>
    );
  }

  const tooltip = (info: PickingInfo): string | null => {
    const id = info.layer?.id ?? '';
    const drawing = map.drawings.find((candidate) => id.startsWith(candidate.idPrefix));
    return drawing?.spec.tooltip ? drawing.spec.tooltip(info, drawing.props) : null;
  };

  return (
    <div style={{ position: 'relative', width, height }}>
      <DeckMapView
        width={width}
        height={height}
        formData={formData}
        view={map.view}
        layers={layers}
        tooltip={tooltip}
        testId="deck-multi"
      />
      {map.failures.length > 0 ? (
        <div
          role="alert"
          style={{
            position: 'absolute',
            top: 8,
            left: 8,
            right: 8,
            padding: '6px 10px',
            background: 'rgba(255, 255, 255, 0.92)',
            border: '1px solid #E04355',
            borderRadius: 4,
            color: '#A3202E',
            fontSize: 12,
            pointerEvents: 'none',
          }}
        >
          {map.failures.map((failure, index) => (
            <div key={index}>{failure}</div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
