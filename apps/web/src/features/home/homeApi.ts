/** `GET /api/v1/log/recent_activity/`: what the user recently viewed, for the Home page. */
import type { RecentActivity, RecentActivityResponse } from '@panorama/core/schemas/log';
import { apiSlice } from '../../api/apiSlice';
import { recentActivityUrl } from './homeQueries';

export const homeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getRecentActivity: build.query<RecentActivity[], number>({
      query: (pageSize) => recentActivityUrl(pageSize),
      transformResponse: (response: RecentActivityResponse) => response.result,
    }),
  }),
});

export const { useGetRecentActivityQuery } = homeApi;
