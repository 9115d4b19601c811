/**
 * The Gantt chart's chart data request (Superset's Gantt buildQuery): one row per event with
 * its start and end times, its y-axis category, its series column, the tooltip columns and the
 * ordering columns (`order_by_cols`); the tooltip metrics aggregate per such row.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { Column, QueryContext } from '@panorama/core/query/query-object';
import { readColumn, readColumnList } from '../shared/form-data/formDataColumns';
import { readMetricList } from '../shared/formDataMetrics';

export function buildQuery(formData: QueryFormData): QueryContext {
  const series = readColumnList(formData, 'series');
  return buildQueryContext(formData, (base) => {
    // The base query parsed `order_by_cols` into `[column, ascending]` pairs.
    const orderColumns = base.orderby
      .map(([column]) => column)
      .filter((column): column is string => typeof column === 'string');
    const candidates: Column[] = [
      ...[readColumn(formData, 'start_time'), readColumn(formData, 'end_time')].filter(
        (column): column is Column => column !== undefined,
      ),
      ...readColumnList(formData, 'y_axis'),
      ...series,
      ...readColumnList(formData, 'tooltip_columns'),
      ...orderColumns,
    ];
    // One column per label, in first-named order.
    const seen = new Set<string>();
    const columns = candidates.filter((column) => {
      const label = getColumnLabel(column);
      if (seen.has(label)) return false;
      seen.add(label);
      return true;
    });
    return [
      {
        ...base,
        columns,
        metrics: readMetricList(formData.tooltip_metrics),
        series_columns: series,
      },
    ];
  });
}
