/**
 * The chart data request body (Superset's buildQueryContext): the base query
 * object from form data, turned into one or more query objects by the chart type's `buildQuery`
 * callback, with empty post-processing entries dropped and the x-axis normalised on each.
 */
import { buildQueryObject } from './build-query-object';
import { parseDatasourceKey } from './form-data';
import type { QueryFormData } from './form-data';
import { normalizeTimeColumn } from './normalize-time-column';
import type { PostProcessingRule, QueryContext, RawQueryObject } from './query-object';
import type { QueryFieldAliases } from './query-fields';

export type BuildFinalQueryObjects = (baseQueryObject: RawQueryObject) => RawQueryObject[];

type DatasourceType = QueryContext['datasource']['type'];

const DATASOURCE_TYPES: readonly string[] = ['table', 'dataset', 'query', 'saved_query', 'view'];

function datasourceOf(formData: QueryFormData): QueryContext['datasource'] {
  const parsed = parseDatasourceKey(formData.datasource);
  if (!parsed) throw new Error(`Invalid datasource key: ${formData.datasource}`);
  const type = DATASOURCE_TYPES.includes(parsed.type) ? parsed.type : 'table';
  return { id: parsed.id, type: type as DatasourceType };
}

export function buildQueryContext(
  formData: QueryFormData,
  buildQuery: BuildFinalQueryObjects = (base) => [base],
  queryFields?: QueryFieldAliases,
): QueryContext {
  const base = buildQueryObject(formData, queryFields);
  const queries = buildQuery(base).map((query) =>
    normalizeTimeColumn(formData, {
      ...query,
      // A chart type may leave holes (`null`, `undefined`) for optional steps.
      post_processing: (query.post_processing ?? []).filter((rule): rule is PostProcessingRule =>
        Boolean(rule),
      ),
    }),
  );
  return {
    datasource: datasourceOf(formData),
    force: formData.force === true,
    queries,
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
