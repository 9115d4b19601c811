/**
 * Calls of the datasource panel: the dataset JSON (swap, refresh after editing), the owners of a
 * dataset with their names (for the edit modal's owners select), and saving a SQL Lab query as a
 * virtual dataset. The swap modal's list uses the shared list endpoint of list-view.
 */
import type { SqllabVizResponse } from '@panorama/core/schemas/explore';
import { listTag, listViewApi } from '../../../components/list-view/listViewApi';
import type { OwnerRef } from '../../../components/list-view/ownerNames';
import type { DatasourceJson } from '../../../models/datasourceTypes';

/** The `data` of `POST /superset/sqllab_viz/` (sent as JSON text, Superset's legacy contract). */
export interface SqllabVizData {
  schema: string | null;
  sql: string;
  dbId: number;
  templateParams: string | null;
  datasourceName: string;
  metrics: unknown[];
  columns: Array<{
    name: string;
    column_name: string;
    type: string | null;
    is_date: boolean;
    is_dttm: boolean;
  }>;
}

export const datasourcePanelApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    getPanelDatasource: build.query<DatasourceJson, number>({
      query: (id) => `/datasource/get/table/${id}/`,
      // Always what is stored now: swapping or refreshing after an edit must not reuse a copy.
      keepUnusedDataFor: 0,
    }),
    getPanelDatasetOwners: build.query<OwnerRef[], number>({
      query: (id) => `/api/v1/dataset/${id}`,
      transformResponse: (answer: { result?: { owners?: OwnerRef[] } }) =>
        answer.result?.owners ?? [],
      keepUnusedDataFor: 0,
    }),
    saveQueryAsDataset: build.mutation<DatasourceJson, SqllabVizData>({
      query: (data) => ({
        url: '/superset/sqllab_viz/',
        method: 'POST',
        body: { data: JSON.stringify(data) },
      }),
      // The dataset JSON is typed by the datasets feature; the answer carries it as `data`.
      transformResponse: (answer: SqllabVizResponse) => answer.data as DatasourceJson,
      invalidatesTags: (_result, error) => (error ? [] : [listTag('dataset'), 'Dataset']),
    }),
  }),
});

export const {
  useLazyGetPanelDatasourceQuery,
  useGetPanelDatasetOwnersQuery,
  useSaveQueryAsDatasetMutation,
} = datasourcePanelApi;
