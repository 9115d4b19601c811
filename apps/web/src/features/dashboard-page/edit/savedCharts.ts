/**
 * The saved charts the palette offers (`GET /api/v1/chart/`): the list query (search, "only my
 * charts", sort) and turning a row into the chart definition the dashboard keeps in
 * `sliceEntities`, or refusing a row that has none.
 */
import type { ListFilter, ListQuery } from '../../../api/listQuery';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { UserRef } from '@panorama/core/schemas/user-ref';
import type { DashboardChart } from '../api/dashboardApiTypes';

/** The fields of a chart list row the palette reads (the list endpoint's `columns`). */
export interface SavedChartRow {
  id: number;
  uuid?: string | null;
  slice_name: string;
  viz_type: string;
  datasource_id: number | null;
  datasource_type?: string | null;
  datasource_name_text: string | null;
  datasource_url?: string | null;
  description: string | null;
  cache_timeout?: number | null;
  certified_by?: string | null;
  certification_details?: string | null;
  changed_on?: string | null;
  changed_on_delta_humanized?: string | null;
  owners?: UserRef[];
  slice_url?: string | null;
  /** The chart's form data as dashboards consume it; absent when the chart has no definition. */
  form_data?: QueryFormData | null;
}

export const SAVED_CHART_COLUMNS = [
  'id',
  'uuid',
  'slice_name',
  'viz_type',
  'datasource_id',
  'datasource_type',
  'datasource_name_text',
  'datasource_url',
  'description',
  'cache_timeout',
  'certified_by',
  'certification_details',
  'changed_on',
  'changed_on_delta_humanized',
  'owners',
  'slice_url',
  'form_data',
] as const;

/** How many charts one palette request asks for. */
export const SAVED_CHARTS_PAGE_SIZE = 200;

export type SavedChartSort = 'recent' | 'name' | 'type';

export interface SavedChartsArgs {
  search: string;
  /** Only charts the user owns. */
  onlyMine: boolean;
  userId: number | null;
  sort: SavedChartSort;
}

export type SavedChartsListQuery = ListQuery & { columns: readonly string[] };

const ORDER: Record<SavedChartSort, Pick<ListQuery, 'order_column' | 'order_direction'>> = {
  recent: { order_column: 'changed_on', order_direction: 'desc' },
  name: { order_column: 'slice_name', order_direction: 'asc' },
  type: { order_column: 'viz_type', order_direction: 'asc' },
};

export function savedChartsListQuery(args: SavedChartsArgs): SavedChartsListQuery {
  // Filter boxes are legacy charts that native filters replace: never offered for a dashboard.
  const filters: ListFilter[] = [{ col: 'viz_type', opr: 'neq', value: 'filter_box' }];
  const search = args.search.trim();
  // The chart list's free-text filter: name, description, type and dataset name.
  if (search !== '') filters.push({ col: 'slice_name', opr: 'chart_all_text', value: search });
  if (args.onlyMine && args.userId !== null) {
    filters.push({ col: 'owners', opr: 'rel_m_m', value: args.userId });
  }
  return {
    ...ORDER[args.sort],
    page: 0,
    page_size: SAVED_CHARTS_PAGE_SIZE,
    filters,
    columns: SAVED_CHART_COLUMNS,
  };
}

function isFormData(value: unknown): value is QueryFormData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The dashboard's definition of a palette chart, or null when the chart cannot be added: it has
 * no form data or no dataset to query.
 */
export function chartDefinitionOf(row: SavedChartRow): DashboardChart | null {
  if (!isFormData(row.form_data) || row.datasource_id === null) return null;
  const formData = row.form_data;
  const datasource =
    typeof formData.datasource === 'string' && formData.datasource !== ''
      ? formData.datasource
      : `${row.datasource_id}__${row.datasource_type ?? 'table'}`;
  const sliceUrl = row.slice_url ?? `/explore/?slice_id=${row.id}`;
  return {
    id: row.id,
    slice_id: row.id,
    slice_name: row.slice_name,
    slice_url: sliceUrl,
    viz_type: row.viz_type,
    datasource,
    form_data: {
      ...formData,
      datasource,
      viz_type: formData.viz_type || row.viz_type,
      slice_id: row.id,
    },
    // The palette does not read the saved query context; the chart is queried from form data.
    query_context: null,
    description: row.description,
    // The chart list carries no description HTML; the page renders the description text itself.
    description_markeddown: null,
    cache_timeout: row.cache_timeout ?? null,
    certified_by: row.certified_by ?? null,
    certification_details: row.certification_details ?? null,
    changed_on: row.changed_on ?? '',
    modified: row.changed_on_delta_humanized ?? null,
    owners: row.owners ?? [],
    is_managed_externally: false,
    datasource_id: row.datasource_id,
    datasource_type: row.datasource_type ?? null,
    datasource_name_text: row.datasource_name_text,
    datasource_url: row.datasource_url ?? null,
  };
}
