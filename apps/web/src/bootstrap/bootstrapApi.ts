/** The startup payload: who is signed in, what they may do, feature flags and UI config. */
import { apiSlice } from '../api/apiSlice';
import type { BootstrapData, BootstrapResponse } from '../api/types';

export const bootstrapApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getBootstrapData: build.query<BootstrapData, void>({
      query: () => '/api/v1/common/bootstrap_data/',
      transformResponse: (response: BootstrapResponse) => response.result,
      providesTags: ['Bootstrap'],
    }),
  }),
});

export const { useGetBootstrapDataQuery } = bootstrapApi;
