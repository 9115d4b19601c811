/**
 * Whether the chart's x-axis is a dataset column that is not temporal. Adhoc (SQL) x-axes and
 * unknown columns count as possibly temporal: only a column the dataset says is not a time column
 * hides the time-grain control.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../../models/datasourceTypes';

/** GenericDataType.TEMPORAL (Superset's type_generic). */
const TEMPORAL_TYPE_GENERIC = 2;

export function xAxisIsNonTemporalColumn(
  formData: QueryFormData,
  datasource: DatasourceJson | null,
): boolean {
  const xAxis = formData.x_axis;
  if (typeof xAxis !== 'string' || xAxis === '' || !datasource) return false;
  const column = datasource.columns.find((c) => c.column_name === xAxis);
  if (!column) return false;
  return !column.is_dttm && column.type_generic !== TEMPORAL_TYPE_GENERIC;
}
