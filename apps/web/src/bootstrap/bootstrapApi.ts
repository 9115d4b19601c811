/** The startup payload: who is signed in, what they may do, feature flags and UI config. */
import { apiSlice } from '../api/apiSlice';
import type { BootstrapData, BootstrapResponse } from '../api/types';

/** Also read at boot, before the first render (routes/routePrefetch.ts). */
export const BOOTSTRAP_DATA_URL = '/api/v1/common/bootstrap_data/';

export const bootstrapApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getBootstrapData: build.query<BootstrapData, void>({
      query: () => BOOTSTRAP_DATA_URL,
      transformResponse: (response: BootstrapResponse) => response.result,
      providesTags: ['Bootstrap'],
    }),
  }),
});

export const { useGetBootstrapDataQuery } = bootstrapApi;
