/**
 * What a map chart shows around its canvas: nothing while the map file downloads, and a message
 * (after telling the chart holder it is done) when the download fails. Once the map is loaded
 * the canvas gets what every map view draws with: the map, the size, and the callback telling
 * the chart holder the drawing is done.
 */
import { useEffect, type ReactNode } from 'react';
import { t } from '../../../i18n/t';
import { useChartRenderedCallback } from '../chartRenderSignal';
import type { MapAtlas } from './mapAtlas';
import { useMapAtlas } from './useMapAtlas';

/** What the frame hands its map canvas: the props every GeoChartView of a chart takes. */
export interface MapView {
  atlas: MapAtlas;
  width: number;
  height: number;
  /** Tells the chart holder the canvas has drawn. */
  onFinished: () => void;
}

export interface MapChartFrameProps {
  load: () => Promise<MapAtlas>;
  width: number;
  height: number;
  children: (view: MapView) => ReactNode;
}

/** A message (or nothing) centred where a map chart would be, announced when `alert`. */
export function MapMessage({
  width,
  height,
  alert,
  children,
}: {
  width: number;
  height: number;
  alert: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      style={{
        width,
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'rgba(0, 0, 0, 0.45)',
      }}
    >
      {children}
    </div>
  );
}

export function MapChartFrame({ load, width, height, children }: MapChartFrameProps) {
  const rendered = useChartRenderedCallback();
  const state = useMapAtlas(load);
  const failed = state.status === 'failed';
  // A map that cannot load is done: the holder stops waiting for a drawing.
  useEffect(() => {
    if (failed) rendered();
  }, [failed, rendered]);

  if (state.status === 'ready') {
    return <>{children({ atlas: state.atlas, width, height, onFinished: rendered })}</>;
  }
  return (
    <MapMessage width={width} height={height} alert={failed}>
      {failed ? t('The map could not be loaded: %s', state.message) : null}
    </MapMessage>
  );
}
