/**
 * The datasets feature's public surface: dataset links and list queries, the dataset editor and
 * the schema and table reads other features offer. Other features, the store, routes and shared
 * code import only this file; the rest of the folder is private to it. Route pages are loaded on
 * demand from their own files.
 */
export { DatasetEditModal } from './DatasetEditModal';
export {
  datasetEditApi,
  useGetDatabaseSchemasQuery,
  useGetSchemaTablesQuery,
  useGetTableMetadataQuery,
  type TableMetadata,
  type TableOption,
} from './datasetEditApi';
export { HOME_DATASETS_QUERY } from './datasetListQuery';
export { DATASET_MANAGED_EXTERNALLY, DATASET_OWNER_REQUIRED } from './datasetOwnership';
export { datasetExplorePath } from './datasetTypes';
export { useGetDatasetsQuery } from './datasetsApi';
