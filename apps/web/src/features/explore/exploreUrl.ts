/**
 * What an explore URL asks for, in Superset's link shapes so its links open here: `?slice_id=`,
 * `?datasource_id=&datasource_type=`, `?form_data_key=`, a permalink path `/explore/p/{key}/`,
 * `?datasource=12__table`, and form data carried inline,
 * `?form_data={"datasource": "12__table", "viz_type": ..., "metrics": [...]}` (the dataset may also
 * be `datasource_id` and `datasource_type`; a `slice_id` inside or beside it names the chart).
 * Null when none is present ('Missing URL parameters').
 *
 * The inline form data is only read here for what to open; its text goes to the server as it
 * came, which checks it as it checks any form data and says when it had to be ignored.
 */
import { isRecord } from '@panorama/core/json/is-record';
import { parseDatasourceKey } from '@panorama/core/query/form-data';
import type { ExploreUrlParams } from './exploreTypes';

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The link's `form_data`: its text, and the object it holds (null when it holds none). */
export interface LinkFormData {
  text: string;
  value: Record<string, unknown> | null;
}

export function linkFormData(search: string | URLSearchParams): LinkFormData | null {
  const text = new URLSearchParams(search).get('form_data');
  if (text === null || text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { text, value: null };
  }
  return { text, value: isRecord(value) ? value : null };
}

/** The dataset the link's form data names: `"12__table"`, or `datasource_id` and its type. */
function formDataDatasource(
  formData: Record<string, unknown>,
): { id: number; type: string } | null {
  if (typeof formData.datasource === 'string') return parseDatasourceKey(formData.datasource);
  const id = positiveInt(formData.datasource_id);
  if (id === undefined) return null;
  const type = formData.datasource_type;
  return { id, type: typeof type === 'string' && type !== '' ? type : 'table' };
}

export function parseExploreUrl(
  searchText: string,
  permalinkKey?: string,
): ExploreUrlParams | null {
  const search = new URLSearchParams(searchText);
  const inline = linkFormData(search);
  const legacy = inline?.value ?? {};
  const params: ExploreUrlParams = {};
  if (permalinkKey) params.permalinkKey = permalinkKey;
  const formDataKey = search.get('form_data_key');
  if (formDataKey) params.formDataKey = formDataKey;
  const savedChartId = positiveInt(search.get('slice_id')) ?? positiveInt(legacy.slice_id);
  if (savedChartId !== undefined) params.savedChartId = savedChartId;

  const datasourceId = positiveInt(search.get('datasource_id') ?? search.get('dataset_id'));
  if (datasourceId !== undefined) {
    params.datasourceId = datasourceId;
    params.datasourceType = search.get('datasource_type') ?? 'table';
  } else {
    const key = search.get('datasource');
    const parsed = key ? parseDatasourceKey(key) : formDataDatasource(legacy);
    if (parsed) {
      params.datasourceId = parsed.id;
      params.datasourceType = parsed.type;
    }
  }
  const vizType =
    search.get('viz_type') ?? (typeof legacy.viz_type === 'string' ? legacy.viz_type : null);
  if (vizType) params.vizType = vizType;
  if (inline) params.formData = inline.text;

  const opens =
    params.permalinkKey !== undefined ||
    params.formDataKey !== undefined ||
    params.savedChartId !== undefined ||
    params.datasourceId !== undefined;
  return opens ? params : null;
}

/** The query of `GET /api/v1/explore/` for what the URL asks to open. */
export function exploreQueryString(params: ExploreUrlParams): string {
  const search = new URLSearchParams();
  if (params.savedChartId !== undefined) search.set('slice_id', String(params.savedChartId));
  if (params.datasourceId !== undefined) search.set('datasource_id', String(params.datasourceId));
  if (params.datasourceType) search.set('datasource_type', params.datasourceType);
  if (params.formDataKey) search.set('form_data_key', params.formDataKey);
  if (params.permalinkKey) search.set('permalink_key', params.permalinkKey);
  if (params.formData !== undefined) search.set('form_data', params.formData);
  return search.toString();
}

/** `standalone` in the URL: any value but 0/false shows the chart alone (Superset's standalone). */
export function isStandaloneExplore(search: string): boolean {
  const value = new URLSearchParams(search).get('standalone');
  return value !== null && !['', '0', 'false'].includes(value.toLowerCase());
}
