/**
 * A saved chart as the chart editor opens it: Superset's `Slice.data` (`result.slice` of
 * `GET /api/v1/explore/`) and the chart metadata shown in the editor's header (`result.metadata`).
 * Built from the chart API's own serialised chart so both always agree.
 */
import type { Chart } from '@panorama/core/schemas/chart';
import type { ExploreSlice, ExploreSliceMetadata } from '@panorama/core/schemas/explore';
import type { UserRef } from '@panorama/core/schemas/user-ref';

function name(user: Partial<UserRef> | null): string | null {
  if (!user) return null;
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || null;
}

/** The chart's saved form data, with its cache timeout as Superset's Slice.form_data adds it. */
export function sliceFormData(chart: Chart): Chart['form_data'] {
  return chart.cache_timeout
    ? { ...chart.form_data, cache_timeout: chart.cache_timeout }
    : chart.form_data;
}

export function sliceData(chart: Chart): ExploreSlice {
  return {
    cache_timeout: chart.cache_timeout,
    changed_on: chart.changed_on,
    changed_on_humanized: chart.changed_on_delta_humanized,
    modified: chart.changed_on_delta_humanized,
    datasource: chart.datasource_name_text,
    datasource_id: chart.datasource_id,
    datasource_type: chart.datasource_type,
    description: chart.description,
    // Plain text: the web app renders (and sanitises) markdown itself; no server-made HTML.
    description_markeddown: chart.description,
    edit_url: `/chart/edit/${chart.id}`,
    form_data: sliceFormData(chart),
    query_context: chart.query_context,
    owners: chart.owners.map((o) => o.id),
    slice_id: chart.id,
    slice_name: chart.slice_name,
    slice_url: chart.slice_url,
    viz_type: chart.viz_type,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    is_managed_externally: chart.is_managed_externally,
  };
}

/** The editor header's chart facts; `dashboards` are only those the caller may see. */
export function sliceMetadata(
  chart: Chart,
  visibleDashboardIds: ReadonlySet<number>,
): ExploreSliceMetadata {
  const metadata: ExploreSliceMetadata = {
    created_on_humanized: chart.created_on_delta_humanized,
    changed_on_humanized: chart.changed_on_delta_humanized,
    owners: chart.owners.map(name).filter((n): n is string => n !== null),
    dashboards: chart.dashboards
      .filter((d) => visibleDashboardIds.has(d.id))
      .map((d) => ({ id: d.id, dashboard_title: d.dashboard_title })),
  };
  const createdBy = name(chart.created_by);
  if (createdBy) metadata.created_by = createdBy;
  const changedBy = name(chart.changed_by);
  if (changedBy) metadata.changed_by = changedBy;
  return metadata;
}
