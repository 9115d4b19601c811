/** Dataset endpoints. */
import { apiSlice } from '../../api/apiSlice';
import { listUrl } from '../../api/listQuery';
import type { ListQuery } from '../../api/listQuery';
import type { DatasetListItem, ListResponse } from '../../api/types';

export const datasetsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getDatasets: build.query<ListResponse<DatasetListItem>, ListQuery>({
      query: (query) => listUrl('dataset', query),
      providesTags: ['Dataset'],
    }),
  }),
});

export const { useGetDatasetsQuery } = datasetsApi;
