/**
 * Where a deck.gl chart's map opens: around its data with `autozoom` (Superset's default), or at
 * the saved `viewport` (longitude, latitude, zoom, pitch and bearing). Fitting keeps the saved
 * pitch and bearing.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { readBoolean } from '../echarts/formDataValues';
import type { Position } from '../maps/topojson';
import { fitView } from '../maps/webMercator';
import { asViewport, type Viewport } from '../viewport';

/** deck.gl's zoom range. */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 20;

export function openingView(
  formData: QueryFormData,
  positions: readonly Position[],
  width: number,
  height: number,
): Viewport {
  const saved = asViewport(formData.viewport);
  const fitted = readBoolean(formData, 'autozoom', true)
    ? fitView(positions, width, height, { maxZoom: 14 })
    : null;
  const opened = fitted ? { ...saved, ...fitted } : saved;
  return { ...opened, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, opened.zoom)) };
}
