/**
 * The dashboard's shared colour map from its stored json_metadata and the labels its charts
 * draw now, and the json_metadata a save writes it back into, in the shape the dashboard
 * already uses: older Superset's label → colour object, or newer Superset's list of shared
 * labels with their colours in `map_label_colors`.
 */
import {
  freshSharedLabelColors,
  labelColorMapOf,
  sharedLabelColorsOf,
  type LabelColorMap,
} from '@panorama/core/color/label-colors';
import { isRecord } from '@panorama/core/json/is-record';
import type { DashboardColorsUpdate } from '@panorama/core/schemas/dashboard-colors';
import { analogousColorsEnabled } from '../../../visualizations/shared/color/analogousColorsSetting';
import { categoricalColors } from '../../../visualizations/shared/echarts/categoricalColors';
import type { DashboardMetadata } from './dashboardMetadata';

/** Charts in id order, so the map does not depend on which chart finished drawing first. */
export function dashboardSharedLabelColors(
  metadata: DashboardMetadata,
  chartLabels: ReadonlyMap<number, readonly string[]>,
): LabelColorMap {
  const ordered = [...chartLabels].sort(([a], [b]) => a - b).map(([, labels]) => labels);
  const scheme = typeof metadata.color_scheme === 'string' ? metadata.color_scheme.trim() : '';
  return freshSharedLabelColors({
    chartLabels: ordered,
    colors: categoricalColors(scheme || undefined),
    stored: sharedLabelColorsOf(metadata),
    labelColors: labelColorMapOf(metadata.label_colors),
    analogous: analogousColorsEnabled(),
  });
}

export function metadataWithSharedLabelColors(
  metadata: DashboardMetadata,
  shared: LabelColorMap,
): DashboardMetadata {
  if (Object.keys(shared).length === 0) return metadata;
  if (isRecord(metadata.shared_label_colors)) {
    return { ...metadata, shared_label_colors: { ...shared } };
  }
  return {
    ...metadata,
    shared_label_colors: Object.keys(shared),
    map_label_colors: { ...labelColorMapOf(metadata.map_label_colors), ...shared },
  };
}

export type SharedColorKeys = Pick<
  DashboardColorsUpdate,
  'shared_label_colors' | 'map_label_colors'
>;

/** The keys the colours call sets, from the metadata with the shared colours written in. */
export function sharedColorKeysOf(metadata: DashboardMetadata): SharedColorKeys {
  const keys: SharedColorKeys = {};
  const shared = metadata.shared_label_colors;
  if (shared !== undefined) keys.shared_label_colors = shared;
  if (metadata.map_label_colors !== undefined) {
    keys.map_label_colors = labelColorMapOf(metadata.map_label_colors);
  }
  return keys;
}
