/**
 * `GET /api/v1/explore/`: everything the chart editor opens with, in one answer (Superset's
 * GetExploreCommand). The form data comes from a permalink, else from the form data cache, else
 * from the URL's chart or dataset; form data the link carries inline (`form_data`) is laid over
 * it, and a saved chart's params sit underneath whatever was sent.
 *
 * A dataset that is missing, or that the caller may not read, answers the same placeholder
 * ('[Missing Dataset]'), so the editor can offer to swap it and ids cannot be probed.
 */
import { isAppError } from '@panorama/core/errors/app-error';
import type { Chart } from '@panorama/core/schemas/chart';
import type { ExploreContext, ExploreRedirect } from '@panorama/core/schemas/explore';
import { requirePermission, type Principal } from '../../security/principal';
import { visibleIds } from '../../rest/list-engine';
import type { ChartsService } from '../charts/charts.service';
import type { DashboardsService } from '../dashboards/dashboards.service';
import type { DatasetsService } from '../datasets/datasets.service';
import type { QueryDatasourceService } from '../queries/query-datasource.service';
import { QUERY_DATASOURCE_TYPE } from '@panorama/core/schemas/query-datasource';
import type { MetadataSchema } from '../../store/schema';
import type { Kysely } from 'kysely';
import { parseJsonObject } from '@panorama/core/json/json-object';
import { TABLE_DATASOURCE_TYPES } from './explore-access';
import type { ExploreFormDataService } from './explore-form-data.service';
import { prepareExploreFormData, updateTimeRange } from './explore-form-data-merge';
import type { ExploreQuery } from './explore-schemas';
import { readUrlFormData } from './explore-url-form-data';
import { sliceData, sliceFormData, sliceMetadata } from './explore-slice';
import type { PermalinksService } from './permalinks.service';
import { positiveId } from './positive-id';

type Json = Record<string, unknown>;

export const MISSING_DATASET_NAME = '[Missing Dataset]';
export const CACHE_MISS_CHART = 'Form data not found in cache, reverting to chart metadata.';
export const CACHE_MISS_DATASET = 'Form data not found in cache, reverting to dataset metadata.';

/** `form_data.datasource` ("12__table", "None__table") wins over the URL's id and type. */
function datasourceInfo(query: ExploreQuery, formData: Json): { id: number | null; type: string } {
  let id: number | null = query.datasource_id ?? null;
  let type = query.datasource_type ?? null;
  const key = formData.datasource;
  if (typeof key === 'string' && key.includes('__')) {
    const [idText = '', typeText = ''] = key.split('__');
    id = positiveId(idText);
    type = typeText || null;
  }
  if (id === null) return { id: null, type: 'table' };
  return { id, type: type ?? 'table' };
}

export class ExploreContextService {
  constructor(
    private readonly deps: {
      db: Kysely<MetadataSchema>;
      charts: ChartsService;
      datasets: DatasetsService;
      dashboards: DashboardsService;
      formData: ExploreFormDataService;
      permalinks: PermalinksService;
      queryDatasources: QueryDatasourceService;
    },
  ) {}

  async get(
    query: ExploreQuery,
    requestParams: Record<string, unknown>,
    principal: Principal,
  ): Promise<ExploreContext | ExploreRedirect> {
    requirePermission(principal, 'can_read', 'Explore');
    let initial: Json = {};
    let chartState: unknown;
    if (query.permalink_key !== undefined) {
      const value = await this.deps.permalinks.getExplore(query.permalink_key, principal);
      initial = { ...value.state.formData };
      const urlParams = value.state.urlParams;
      if (urlParams?.length) initial.url_params = Object.fromEntries(urlParams);
      chartState = value.state.chartState;
    } else if (query.form_data_key !== undefined) {
      initial = parseJsonObject(await this.deps.formData.get(query.form_data_key, principal));
    }

    let message: string | null = null;
    if (Object.keys(initial).length === 0) {
      if (query.slice_id !== undefined) {
        initial.slice_id = query.slice_id;
        if (query.form_data_key !== undefined) message = CACHE_MISS_CHART;
      } else if (query.datasource_id !== undefined) {
        initial.datasource = `${query.datasource_id}__${query.datasource_type ?? 'table'}`;
        if (query.form_data_key !== undefined) message = CACHE_MISS_DATASET;
      }
    }
    // As Superset's get_form_data: the link's own form data wins over what was stored.
    const fromLink = readUrlFormData(query.form_data);
    initial = { ...initial, ...fromLink.formData };
    if (fromLink.message) message = message ? `${message} ${fromLink.message}` : fromLink.message;

    // A saved chart's params underneath the form data that was sent (Superset's get_form_data).
    const chartId = positiveId(initial.slice_id) ?? query.slice_id ?? null;
    let chart: Chart | null = null;
    let formData = initial;
    if (chartId !== null) {
      chart = await this.deps.charts.get(chartId, principal);
      formData = { ...sliceFormData(chart), ...initial };
    }
    formData = updateTimeRange(formData);

    const datasource = datasourceInfo(query, formData);
    const dataset =
      datasource.id === null
        ? null
        : await this.dataset({ id: datasource.id, type: datasource.type }, principal);
    if (
      !formData.viz_type &&
      typeof dataset?.default_endpoint === 'string' &&
      dataset.default_endpoint
    )
      return { redirect: dataset.default_endpoint };
    formData.datasource = `${datasource.id ?? 'None'}__${datasource.type}`;
    formData = prepareExploreFormData(formData, requestParams);

    const context: ExploreContext = {
      dataset: dataset ?? {
        type: datasource.type,
        name: MISSING_DATASET_NAME,
        columns: [],
        metrics: [],
        database: { id: 0, backend: '' },
      },
      form_data: formData,
      slice: chart ? sliceData(chart) : null,
      message,
      metadata: chart ? sliceMetadata(chart, await this.visibleDashboards(chart, principal)) : null,
    };
    if (chartState !== undefined) context.chartState = chartState;
    return context;
  }

  /** The dataset JSON, or null when it is missing or the caller may not read it. */
  private async dataset(
    datasource: { id: number; type: string },
    principal: Principal,
  ): Promise<Json | null> {
    if (datasource.type === QUERY_DATASOURCE_TYPE)
      return this.queryDatasource(datasource.id, principal);
    if (!TABLE_DATASOURCE_TYPES.has(datasource.type)) return null;
    try {
      const data = await this.deps.datasets.datasource(datasource.id, principal);
      // As Superset's sanitize_datasource_data: never any connection parameters.
      const database = data.database;
      return typeof database === 'object' && database !== null
        ? { ...data, database: { ...database, parameters: {} } }
        : data;
    } catch (err) {
      if (isAppError(err) && (err.code === 'NOT_FOUND' || err.code === 'FORBIDDEN')) return null;
      throw err;
    }
  }

  /**
   * A SQL Lab query's JSON (Superset's `Query.data`), or null when it is missing or not the
   * caller's. A query the caller may no longer chart (a table now out of reach, SQL the checks
   * refuse) answers its error, so the editor says why rather than showing an empty source.
   */
  private async queryDatasource(id: number, principal: Principal): Promise<Json | null> {
    try {
      return await this.deps.queryDatasources.datasourceJson(id, principal);
    } catch (err) {
      if (isAppError(err) && err.code === 'NOT_FOUND') return null;
      throw err;
    }
  }

  private async visibleDashboards(chart: Chart, principal: Principal): Promise<Set<number>> {
    const ids = chart.dashboards.map((d) => d.id);
    if (ids.length === 0) return new Set();
    return visibleIds(this.deps.db, this.deps.dashboards.listSpec, ids, { principal });
  }
}
