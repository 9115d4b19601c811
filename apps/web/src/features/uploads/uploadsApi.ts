/**
 * Calls of the upload form: the databases that accept uploads (Superset's `upload_is_enabled`
 * list filter), the schemas an upload may go to, and the file's columns and sheets. The upload
 * itself goes through `sendUpload` (for its progress); `datasetListsChanged` refreshes the lists
 * it changes.
 */
import { encodeListQuery } from '../../api/listQuery';
import { listTag, listViewApi } from '../../components/list-view/listViewApi';
import type { Database } from '@panorama/core/schemas/database';
import type { FileMetadataItem } from '@panorama/core/schemas/upload';

export type UploadDatabase = Pick<Database, 'id' | 'database_name' | 'backend'>;

/** The first 100 upload-enabled databases by name: plenty for a picker. */
export const UPLOAD_DATABASES_QUERY = encodeListQuery({
  order_column: 'database_name',
  order_direction: 'asc',
  page: 0,
  page_size: 100,
  filters: [{ col: 'allow_file_upload', opr: 'upload_is_enabled', value: true }],
});

export const uploadsApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    getUploadDatabases: build.query<UploadDatabase[], void>({
      query: () => `/api/v1/database/?q=${UPLOAD_DATABASES_QUERY}`,
      transformResponse: (response: { result: UploadDatabase[] }) => response.result,
      providesTags: [listTag('database')],
    }),
    getUploadSchemaAccess: build.query<string[], number>({
      query: (id) => `/api/v1/database/${id}/schemas_access_for_file_upload/`,
      transformResponse: (response: { schemas: string[] }) => response.schemas,
    }),
    getUploadSchemas: build.query<string[], number>({
      query: (id) => `/api/v1/database/${id}/schemas/`,
      transformResponse: (response: { result: string[] }) => response.result,
    }),
    readFileMetadata: build.mutation<FileMetadataItem[], FormData>({
      // No Content-Type: the browser sets the multipart boundary itself.
      query: (body) => ({ url: '/api/v1/database/upload_metadata/', method: 'POST', body }),
      transformResponse: (response: { result: { items: FileMetadataItem[] } }) =>
        response.result.items,
    }),
  }),
});

export const {
  useGetUploadDatabasesQuery,
  useGetUploadSchemaAccessQuery,
  useGetUploadSchemasQuery,
  useReadFileMetadataMutation,
} = uploadsApi;

/** A new or changed dataset: the dataset list and the Home page's dataset card refetch. */
export const datasetListsChanged = () =>
  listViewApi.util.invalidateTags([listTag('dataset'), 'Dataset']);
