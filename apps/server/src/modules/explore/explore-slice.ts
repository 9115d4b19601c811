/**
 * A saved chart as the chart editor opens it: Superset's `Slice.data` (`result.slice` of
 * `GET /api/v1/explore/`) and the chart metadata shown in the editor's header (`result.metadata`).
 * Built from the chart API's own serialised chart so both always agree.
 */
import type { UserRef } from '../shared/user-refs';

type Json = Record<string, unknown>;

function name(user: unknown): string | null {
  if (typeof user !== 'object' || user === null) return null;
  const { first_name: first, last_name: last } = user as Partial<UserRef>;
  return [first, last].filter(Boolean).join(' ') || null;
}

/** The chart's saved form data, with its cache timeout as Superset's Slice.form_data adds it. */
export function sliceFormData(chart: Json): Json {
  const formData = (chart.form_data ?? {}) as Json;
  return chart.cache_timeout ? { ...formData, cache_timeout: chart.cache_timeout } : formData;
}

export function sliceData(chart: Json, datasourceName: string | null): Json {
  const owners = Array.isArray(chart.owners) ? (chart.owners as UserRef[]) : [];
  return {
    cache_timeout: chart.cache_timeout ?? null,
    changed_on: chart.changed_on ?? null,
    changed_on_humanized: chart.changed_on_delta_humanized ?? null,
    modified: chart.changed_on_delta_humanized ?? null,
    datasource: datasourceName,
    datasource_id: chart.datasource_id ?? null,
    datasource_type: chart.datasource_type ?? null,
    description: chart.description ?? null,
    // Plain text: the web app renders (and sanitises) markdown itself; no server-made HTML.
    description_markeddown: chart.description ?? null,
    edit_url: `/chart/edit/${String(chart.id)}`,
    form_data: sliceFormData(chart),
    query_context: chart.query_context ?? null,
    owners: owners.map((o) => o.id),
    slice_id: chart.id,
    slice_name: chart.slice_name,
    slice_url: chart.slice_url,
    viz_type: chart.viz_type,
    certified_by: chart.certified_by ?? null,
    certification_details: chart.certification_details ?? null,
    is_managed_externally: chart.is_managed_externally === true,
  };
}

/** The editor header's chart facts; `dashboards` are only those the caller may see. */
export function sliceMetadata(chart: Json, visibleDashboardIds: ReadonlySet<number>): Json {
  const owners = Array.isArray(chart.owners) ? (chart.owners as UserRef[]) : [];
  const dashboards = Array.isArray(chart.dashboards)
    ? (chart.dashboards as { id: number; dashboard_title: string }[])
    : [];
  const metadata: Json = {
    created_on_humanized: chart.created_on_delta_humanized ?? null,
    changed_on_humanized: chart.changed_on_delta_humanized ?? null,
    owners: owners.map(name).filter((n): n is string => n !== null),
    dashboards: dashboards
      .filter((d) => visibleDashboardIds.has(d.id))
      .map((d) => ({ id: d.id, dashboard_title: d.dashboard_title })),
  };
  const createdBy = name(chart.created_by);
  if (createdBy) metadata.created_by = createdBy;
  const changedBy = name(chart.changed_by);
  if (changedBy) metadata.changed_by = changedBy;
  return metadata;
}
