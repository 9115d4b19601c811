/**
 * The chart entries of `GET /api/v1/dashboard/{id_or_slug}/charts`: everything a dashboard page
 * needs to render its charts without one request per chart. Superset's ChartEntityResponseSchema
 * fields (id, slice_name, slice_url, form_data, description, description_markeddown,
 * cache_timeout, changed_on, certified_by, certification_details), the Slice.data keys its
 * dashboard state is hydrated from (slice_id, viz_type, datasource, modified, owners,
 * query_context, is_managed_externally), and the dataset links the chart header shows.
 */
import { escapeHtml } from '@panorama/core/html/escape-html';
import type { DashboardChart } from '@panorama/core/schemas/dashboard';

/** The fields of a chart as ChartsService.serialize shapes it that an entry is made of. */
type SerializedChart = Omit<
  DashboardChart,
  'slice_id' | 'datasource' | 'form_data' | 'description_markeddown' | 'modified'
> & {
  form_data: DashboardChart['form_data'];
  changed_on_delta_humanized: string | null;
};

/**
 * A chart description as HTML: every character escaped (so no markup a user wrote can reach the
 * page), blank lines as paragraphs and single line breaks as `<br>`. Null for no description.
 */
export function descriptionHtml(description: unknown): string | null {
  if (typeof description !== 'string' || description.trim() === '') return null;
  return description
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * Superset's Slice.form_data: the saved params with slice_id, viz_type and datasource (done by
 * ChartsService.formData), plus the chart's own cache_timeout when it has one.
 */
function dashboardFormData(chart: SerializedChart): DashboardChart['form_data'] {
  const formData = chart.form_data;
  const cacheTimeout = chart.cache_timeout;
  return typeof cacheTimeout === 'number' && cacheTimeout !== 0
    ? { ...formData, cache_timeout: cacheTimeout }
    : formData;
}

export function dashboardChartEntity(chart: SerializedChart): DashboardChart {
  const formData = dashboardFormData(chart);
  return {
    id: chart.id,
    slice_id: chart.id,
    slice_name: chart.slice_name,
    slice_url: chart.slice_url,
    viz_type: chart.viz_type,
    datasource: formData.datasource ?? null,
    form_data: formData,
    query_context: chart.query_context,
    description: chart.description,
    description_markeddown: descriptionHtml(chart.description),
    cache_timeout: chart.cache_timeout,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    changed_on: chart.changed_on,
    modified: chart.changed_on_delta_humanized,
    owners: chart.owners,
    is_managed_externally: chart.is_managed_externally,
    datasource_id: chart.datasource_id,
    datasource_type: chart.datasource_type,
    datasource_name_text: chart.datasource_name_text,
    datasource_url: chart.datasource_url,
  };
}

/** The entities in chart-id order, so the answer is stable. */
export function dashboardChartEntities(
  charts: readonly Record<string, unknown>[],
): DashboardChart[] {
  // ChartsService.serialize answers untyped records; these are its fields named above.
  return (charts as unknown as SerializedChart[])
    .map(dashboardChartEntity)
    .sort((a, b) => a.id - b.id);
}
