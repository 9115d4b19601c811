/**
 * What a map chart shows around its canvas: nothing while the map file downloads, and a message
 * (after telling the chart holder it is done) when the download fails.
 */
import { useEffect, type ReactNode } from 'react';
import { t } from '../../../i18n/t';
import type { MapAtlas } from './mapAtlas';
import { useMapAtlas } from './useMapAtlas';

export interface MapChartFrameProps {
  load: () => Promise<MapAtlas>;
  width: number;
  height: number;
  /** Called when the chart cannot draw (so the holder stops waiting). */
  onFailed: () => void;
  children: (atlas: MapAtlas) => ReactNode;
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

export function MapChartFrame({ load, width, height, onFailed, children }: MapChartFrameProps) {
  const state = useMapAtlas(load);
  const failed = state.status === 'failed';
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);

  if (state.status === 'ready') return <>{children(state.atlas)}</>;
  return (
    <MapMessage width={width} height={height} alert={failed}>
      {failed ? t('The map could not be loaded: %s', state.message) : null}
    </MapMessage>
  );
}
