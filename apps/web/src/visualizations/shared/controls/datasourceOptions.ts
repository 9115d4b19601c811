/**
 * What the shared drop-zone controls offer from the current dataset, computed in their
 * `mapStateToProps` so the drop zones and the transfer rules see the same lists.
 */
import type {
  DatasourceColumn,
  DatasourceJson,
  DatasourceMetric,
} from '../../../models/datasourceTypes';

/** Columns that may be grouped by (all columns when the dataset does not say). */
export function groupableColumns(datasource: DatasourceJson | null): DatasourceColumn[] {
  return (datasource?.columns ?? []).filter((column) => column.groupby !== false);
}

export function filterableColumns(datasource: DatasourceJson | null): DatasourceColumn[] {
  return (datasource?.columns ?? []).filter((column) => column.filterable !== false);
}

export function temporalColumns(datasource: DatasourceJson | null): DatasourceColumn[] {
  return (datasource?.columns ?? []).filter((column) => column.is_dttm);
}

export function savedMetrics(datasource: DatasourceJson | null): DatasourceMetric[] {
  return datasource?.metrics ?? [];
}

/** The dataset's default time column if it is temporal, else its first temporal column. */
export function defaultTemporalColumn(datasource: DatasourceJson | null): string | null {
  const temporal = temporalColumns(datasource);
  const main = temporal.find((column) => column.column_name === datasource?.main_dttm_col);
  return main?.column_name ?? temporal[0]?.column_name ?? null;
}

/** `"{id}__{type}"` of a loaded dataset. */
export function datasourceKeyOf(datasource: DatasourceJson): string {
  return datasource.uid ?? `${datasource.id}__${datasource.type ?? 'table'}`;
}
