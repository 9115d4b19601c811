/** Dataset endpoints. */
import { apiSlice } from '../../api/apiSlice';
import { listUrl } from '../../api/listQuery';
import type { ListQuery } from '../../api/listQuery';
import type { DatasetListRow } from '@panorama/core/schemas/dataset';
import type { ListResponse } from '../../api/types';

export const datasetsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getDatasets: build.query<ListResponse<DatasetListRow>, ListQuery>({
      query: (query) => listUrl('dataset', query),
      providesTags: ['Dataset'],
    }),
  }),
});

export const { useGetDatasetsQuery } = datasetsApi;
