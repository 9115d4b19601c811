/**
 * What an explore URL asks for, in Superset's link shapes so its links open here: `?slice_id=`,
 * `?datasource_id=&datasource_type=`, `?form_data_key=`, a permalink path `/explore/p/{key}/`,
 * or the legacy `?form_data={"slice_id": ..., "datasource": "12__table"}` and `?datasource=12__table`.
 * Null when none is present ('Missing URL parameters').
 */
import { parseJsonObject } from '@panorama/core/json/json-object';
import { parseDatasourceKey } from '@panorama/core/query/form-data';
import type { ExploreUrlParams } from './exploreTypes';

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

function legacyFormData(search: URLSearchParams): Record<string, unknown> {
  return parseJsonObject(search.get('form_data'));
}

export function parseExploreUrl(
  searchText: string,
  permalinkKey?: string,
): ExploreUrlParams | null {
  const search = new URLSearchParams(searchText);
  const legacy = legacyFormData(search);
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
    const key =
      search.get('datasource') ??
      (typeof legacy.datasource === 'string' ? legacy.datasource : null);
    const parsed = key ? parseDatasourceKey(key) : null;
    if (parsed) {
      params.datasourceId = parsed.id;
      params.datasourceType = parsed.type;
    }
  }
  const vizType =
    search.get('viz_type') ?? (typeof legacy.viz_type === 'string' ? legacy.viz_type : null);
  if (vizType) params.vizType = vizType;

  const opens =
    params.permalinkKey !== undefined ||
    params.formDataKey !== undefined ||
    params.savedChartId !== undefined ||
    params.datasourceId !== undefined;
  return opens ? params : null;
}

/** `standalone` in the URL: any value but 0/false shows the chart alone (Superset's standalone). */
export function isStandaloneExplore(search: string): boolean {
  const value = new URLSearchParams(search).get('standalone');
  return value !== null && !['', '0', 'false'].includes(value.toLowerCase());
}
