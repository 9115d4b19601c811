/** `GET /api/v1/log/recent_activity/`: what the user recently viewed, for the Home page. */
import { apiSlice } from '../../api/apiSlice';
import { recentActivityUrl } from './homeQueries';

export interface RecentActivityItem {
  action: string;
  item_type: 'dashboard' | 'slice';
  item_title: string;
  item_url: string;
  time: number;
  time_delta_humanized: string | null;
}

export const homeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getRecentActivity: build.query<RecentActivityItem[], number>({
      query: (pageSize) => recentActivityUrl(pageSize),
      transformResponse: (response: { result?: RecentActivityItem[] }) => response.result ?? [],
    }),
  }),
});

export const { useGetRecentActivityQuery } = homeApi;
