/**
 * The sankey's chart data request (Superset's Sankey buildQuery): the metric grouped by the
 * source and target columns, largest flows first when `sort_by_metric` is on.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { buildFlowQuery } from '../shared/flows/flowQuery';

export function buildQuery(formData: QueryFormData): QueryContext {
  return buildFlowQuery(formData, 'source', 'target');
}
