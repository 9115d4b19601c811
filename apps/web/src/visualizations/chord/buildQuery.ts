/**
 * The chord diagram's chart data request (Superset's legacy chord): the metric grouped by the
 * source (first `groupby` column) and the target (first `columns` column), largest flows first
 * when `sort_by_metric` is on.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { buildFlowQuery } from '../shared/flows/flowQuery';

export function buildQuery(formData: QueryFormData): QueryContext {
  return buildFlowQuery(formData, 'groupby', 'columns');
}
