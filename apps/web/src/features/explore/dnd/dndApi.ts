/**
 * Server calls of the drop-zone popovers, on Superset's paths: a column's distinct values for the
 * filter value select, a table's partitions (LATEST PARTITION), and advanced data type
 * conversion of typed filter values.
 */
import rison from 'rison';
import type {
  AdvancedDataTypeConvert,
  AdvancedDataTypeConvertResponse,
} from '@panorama/core/schemas/advanced-data-type';
import { apiSlice } from '../../../api/apiSlice';

export type ColumnValue = string | number | boolean | null;

export interface ColumnValuesArgs {
  datasourceId: number;
  datasourceType: string;
  column: string;
}

export interface TableExtraArgs {
  databaseId: number;
  table: string;
  schema: string;
}

export interface TableExtra {
  partitions?: { cols?: string[] | Record<string, unknown> };
  [key: string]: unknown;
}

export interface AdvancedTypeArgs {
  type: string;
  values: Array<string | number>;
}

/** `result` of `GET /api/v1/advanced_data_type/convert`. */
export type AdvancedTypeResult = AdvancedDataTypeConvert;

const path = encodeURIComponent;

export const dndApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getColumnValues: build.query<ColumnValue[], ColumnValuesArgs>({
      query: ({ datasourceId, datasourceType, column }) =>
        `/api/v1/datasource/${path(datasourceType)}/${datasourceId}/column/${path(column)}/values/`,
      transformResponse: (response: { result?: ColumnValue[] }) => response.result ?? [],
    }),
    getTableExtra: build.query<TableExtra, TableExtraArgs>({
      query: ({ databaseId, table, schema }) =>
        `/api/v1/database/${databaseId}/table_extra/${path(table)}/${path(schema)}/`,
    }),
    convertAdvancedType: build.query<AdvancedTypeResult, AdvancedTypeArgs>({
      query: ({ type, values }) =>
        `/api/v1/advanced_data_type/convert?q=${path(rison.encode({ type, values }))}`,
      transformResponse: (response: AdvancedDataTypeConvertResponse) => response.result,
    }),
  }),
});

export const { useGetColumnValuesQuery, useGetTableExtraQuery, useLazyConvertAdvancedTypeQuery } =
  dndApi;
