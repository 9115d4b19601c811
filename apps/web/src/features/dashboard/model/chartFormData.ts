/**
 * The form data a chart is queried and drawn with on a dashboard: its saved form data plus
 * what the dashboard imposes, as Superset does: the dashboard's colour scheme (when it has one)
 * and its label colours, and the dashboard id.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DashboardMetadata } from './dashboardMetadata';

export function dashboardChartFormData(
  formData: QueryFormData,
  metadata: DashboardMetadata,
  dashboardId: number,
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
  };
}
