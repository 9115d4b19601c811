/**
 * The one RTK Query API slice. Feature modules add their endpoints with `injectEndpoints`, so this
 * file only knows the transport and the cache tag names.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Bootstrap', 'Dataset'],
  endpoints: () => ({}),
});
