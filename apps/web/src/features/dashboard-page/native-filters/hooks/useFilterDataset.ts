/**
 * The dataset behind a filter's target, for column types, time columns and time grains: the
 * dashboard's loaded datasets first, else read once from the server (a filter may use a
 * dataset no chart on the dashboard uses).
 */
import type { SearchColumnKind } from '@panorama/core/filters/select-search';
import type { DatasourceJson } from '../../../../models/datasourceTypes';
import { useAppSelector } from '../../../../store/hooks';
import { dashboardApi } from '../../api/dashboardApi';

export function useFilterDataset(datasetId: number | null): DatasourceJson | null {
  const loaded = useAppSelector((state) =>
    datasetId === null ? null : (state.datasources[`${datasetId}__table`] ?? null),
  );
  const fetched = dashboardApi.useGetDashboardDatasetQuery(datasetId ?? 0, {
    skip: datasetId === null || loaded !== null,
  });
  return loaded ?? fetched.data ?? null;
}

/** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
const GENERIC_NUMERIC = 0;
const GENERIC_STRING = 1;

export interface ColumnKind {
  numeric: boolean;
  /**
   * How typed text narrows the server's options (search all options): a contains filter on
   * text columns (or when the type is unknown), a lower bound on numeric ones, nothing else.
   */
  search: SearchColumnKind;
}

const NUMERIC_TYPE = /INT|FLOAT|DOUBLE|REAL|NUMERIC|DECIMAL|NUMBER|MONEY/i;

export function columnKind(dataset: DatasourceJson | null, column: string | null): ColumnKind {
  const match = dataset?.columns.find((c) => c.column_name === column);
  if (!match) return { numeric: false, search: 'text' };
  const generic = match.type_generic;
  const numeric =
    generic === GENERIC_NUMERIC || (generic == null && NUMERIC_TYPE.test(match.type ?? ''));
  const text = generic == null ? !numeric : generic === GENERIC_STRING;
  return { numeric, search: numeric ? 'numeric' : text ? 'text' : 'other' };
}
