/**
 * The form data a chart is queried and drawn with on a dashboard: its saved form data plus
 * what the dashboard imposes, as Superset does: the dashboard's colour scheme and namespace (when
 * it has them), its label colours, the dashboard id, and the dashboard filters that reach the
 * chart (`extra_form_data`, merged into the query by core buildQueryObject). A shared colour map
 * a chart kept from elsewhere is dropped: the dashboard's own is added when drawn.
 */
import type { ExtraFormData } from '@panorama/core/filters/filter-types';
import { isRecord } from '@panorama/core/json/is-record';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { LabelColorMap } from '@panorama/core/color/label-colors';
import type { DashboardMetadata } from './dashboardMetadata';

export function dashboardChartFormData(
  formData: QueryFormData,
  metadata: DashboardMetadata,
  dashboardId: number,
  extraFormData: ExtraFormData = {},
): QueryFormData {
  const scheme = typeof metadata.color_scheme === 'string' ? metadata.color_scheme.trim() : '';
  const namespace =
    typeof metadata.color_namespace === 'string' ? metadata.color_namespace.trim() : '';
  const labelColors = metadata.label_colors;
  const {
    shared_label_colors: _shared,
    map_label_colors: _map,
    ...own
  } = formData as QueryFormData & { shared_label_colors?: unknown; map_label_colors?: unknown };
  return {
    ...own,
    dashboardId,
    ...(scheme !== '' ? { color_scheme: scheme } : {}),
    ...(namespace !== '' ? { color_namespace: namespace } : {}),
    ...(labelColors && typeof labelColors === 'object' && Object.keys(labelColors).length > 0
      ? { label_colors: { ...labelColors } }
      : {}),
    ...(Object.keys(extraFormData).length > 0
      ? { extra_form_data: { ...extraFormData } as Record<string, unknown> }
      : {}),
  };
}

/**
 * The form data with the dashboard's shared colour map (label → colour) as `shared_label_colors`,
 * so labels several charts draw get one colour; untouched while the map is empty.
 */
export function withSharedColors(formData: QueryFormData, shared: LabelColorMap): QueryFormData {
  if (Object.keys(shared).length === 0) return formData;
  return { ...formData, shared_label_colors: { ...shared } };
}

/** Whether the dashboard imposes label colours on the chart (pinned or shared), which explore keeps. */
export function drawsDashboardColors(formData: QueryFormData): boolean {
  return ['label_colors', 'shared_label_colors'].some((key) => {
    const value = formData[key];
    return isRecord(value) && Object.keys(value).length > 0;
  });
}
