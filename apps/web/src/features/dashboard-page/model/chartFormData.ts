/**
 * The form data a chart is queried and drawn with on a dashboard: its saved form data plus
 * what the dashboard imposes, as Superset does: the dashboard's colour scheme (when it has one)
 * and its label colours, the dashboard id, and the dashboard filters that reach the chart
 * (`extra_form_data`, merged into the query by core buildQueryObject).
 */
import type { ExtraFormData } from '@panorama/core/filters/filter-types';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DashboardMetadata } from './dashboardMetadata';

export function dashboardChartFormData(
  formData: QueryFormData,
  metadata: DashboardMetadata,
  dashboardId: number,
  extraFormData: ExtraFormData = {},
): QueryFormData {
  const scheme = typeof metadata.color_scheme === 'string' ? metadata.color_scheme.trim() : '';
  const labelColors = metadata.label_colors;
  return {
    ...formData,
    dashboardId,
    ...(scheme !== '' ? { color_scheme: scheme } : {}),
    ...(labelColors && typeof labelColors === 'object' && Object.keys(labelColors).length > 0
      ? { label_colors: { ...labelColors } }
      : {}),
    ...(Object.keys(extraFormData).length > 0
      ? { extra_form_data: { ...extraFormData } as Record<string, unknown> }
      : {}),
  };
}
