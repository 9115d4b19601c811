/** `GET /dynamic-plugins/api/read`: the dynamic plugins an admin registered. */
import { apiSlice } from '../../api/apiSlice';
import type { DynamicPluginListResponse, DynamicPluginRecord } from './dynamicPluginTypes';

export const DYNAMIC_PLUGINS_LIST_URL = '/dynamic-plugins/api/read';

export const dynamicPluginsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getDynamicPlugins: build.query<DynamicPluginRecord[], void>({
      query: () => DYNAMIC_PLUGINS_LIST_URL,
      transformResponse: (response: DynamicPluginListResponse) => response.result,
    }),
  }),
});
