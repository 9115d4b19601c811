/**
 * The pivot table's chart data request (Superset's pivot_table_v2 buildQuery): the metrics
 * grouped by the column and row dimensions together, ordered by the sort metric (else the
 * first metric), with a temporal dimension truncated to `time_grain_sqla` (BASE_AXIS). The
 * pivoting itself happens in the browser, so totals and subtotals need no further queries.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { Column, QueryContext, RawQueryObject } from '@panorama/core/query/query-object';
import { readMetric, readMetricList } from '../shared/formDataMetrics';
import { readColumns } from '../shared/form-data/formDataReaders';
import { timeGrainColumn } from '@panorama/core/query/time-grain-column';

function isTemporal(formData: QueryFormData, column: string): boolean {
  const lookup = formData.temporal_columns_lookup;
  return (
    typeof lookup === 'object' &&
    lookup !== null &&
    Boolean((lookup as Record<string, unknown>)[column])
  );
}

/** Columns and rows once each (by label), temporal physical columns at the time grain. */
export function pivotColumns(formData: QueryFormData): Column[] {
  const grain = formData.extra_form_data?.time_grain_sqla ?? formData.time_grain_sqla;
  const seen = new Set<string>();
  const columns: Column[] = [];
  for (const column of [
    ...readColumns(formData.groupbyColumns),
    ...readColumns(formData.groupbyRows),
  ]) {
    const label = getColumnLabel(column);
    if (seen.has(label)) continue;
    seen.add(label);
    if (
      typeof column === 'string' &&
      typeof grain === 'string' &&
      grain &&
      isTemporal(formData, column)
    ) {
      columns.push(timeGrainColumn(column, grain));
    } else {
      columns.push(column);
    }
  }
  return columns;
}

export function buildQuery(formData: QueryFormData): QueryContext {
  const metrics = readMetricList(formData.metrics);
  const sortMetric = readMetric(formData.series_limit_metric);
  const descending = formData.order_desc !== false;
  const columns = pivotColumns(formData);
  return buildQueryContext(formData, (base) => {
    const firstMetric = metrics[0];
    const orderby: RawQueryObject['orderby'] = sortMetric
      ? [[sortMetric, !descending]]
      : firstMetric
        ? [[firstMetric, !descending]]
        : [];
    // The grain travels on the BASE_AXIS columns; a query-wide grain would be ambiguous.
    const { time_grain_sqla: _grain, ...extras } = base.extras;
    return [{ ...base, metrics, columns, orderby, extras }];
  });
}
