/**
 * Calls of "+ Dataset" (databases, schemas, tables, a table's columns, create) and of the edit
 * dataset modal (the dataset JSON and the legacy save). Successful writes refresh the dataset list
 * and the Home page's dataset card.
 */
import { encodeListQuery } from '../../api/listQuery';
import { listTag, listViewApi } from '../../components/list-view/listViewApi';
import type {
  Database,
  DatabaseTablesResponse,
  TableMetadataResponse,
} from '@panorama/core/schemas/database';
import type { DatasourceJson } from '../../models/datasourceTypes';

export type DatabaseOption = Pick<Database, 'id' | 'database_name' | 'backend'>;
export type TableOption = DatabaseTablesResponse['result'][number];
export type TableMetadata = TableMetadataResponse;
export type TableColumn = TableMetadataResponse['columns'][number];

export interface CreateDatasetBody {
  database: number;
  schema: string | null;
  table_name: string;
}

/** Databases offered by "+ Dataset": the first 100 by name is plenty for a picker. */
const DATABASE_PICKER_QUERY = encodeListQuery({
  order_column: 'database_name',
  order_direction: 'asc',
  page: 0,
  page_size: 100,
});

const refreshDatasetLists = [listTag('dataset'), 'Dataset' as const];

export const datasetEditApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    getPickerDatabases: build.query<DatabaseOption[], void>({
      query: () => `/api/v1/database/?q=${DATABASE_PICKER_QUERY}`,
      transformResponse: (response: { result: DatabaseOption[] }) => response.result,
    }),
    getDatabaseSchemas: build.query<string[], number>({
      query: (id) => `/api/v1/database/${id}/schemas/`,
      transformResponse: (response: { result: string[] }) => response.result,
    }),
    getSchemaTables: build.query<TableOption[], { databaseId: number; schema: string }>({
      query: ({ databaseId, schema }) =>
        `/api/v1/database/${databaseId}/tables/?q=${encodeURIComponent(
          `(schema_name:'${schema.replace(/!/g, '!!').replace(/'/g, "!'")}')`,
        )}`,
      transformResponse: (response: { result: TableOption[] }) => response.result,
    }),
    getTableMetadata: build.query<
      TableMetadata,
      { databaseId: number; schema: string; table: string }
    >({
      query: ({ databaseId, schema, table }) =>
        `/api/v1/database/${databaseId}/table/${encodeURIComponent(table)}/${encodeURIComponent(schema)}/`,
    }),
    createDataset: build.mutation<{ id: number }, CreateDatasetBody>({
      query: (body) => ({ url: '/api/v1/dataset/', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : refreshDatasetLists),
    }),
    getDatasource: build.query<DatasourceJson, number>({
      query: (id) => `/datasource/get/table/${id}/`,
      // The editor must start from what is stored now, not from an earlier opening.
      keepUnusedDataFor: 0,
    }),
    saveDatasource: build.mutation<DatasourceJson, DatasourceJson>({
      // The legacy endpoint takes the dataset as JSON text in `data`.
      query: (data) => ({
        url: '/datasource/save/',
        method: 'POST',
        body: { data: JSON.stringify(data) },
      }),
      invalidatesTags: (_result, error) => (error ? [] : refreshDatasetLists),
    }),
  }),
});

export const {
  useGetPickerDatabasesQuery,
  useGetDatabaseSchemasQuery,
  useGetSchemaTablesQuery,
  useGetTableMetadataQuery,
  useCreateDatasetMutation,
  useGetDatasourceQuery,
  useSaveDatasourceMutation,
} = datasetEditApi;
