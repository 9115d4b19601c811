/**
 * The endpoints every list page shares, for any resource: the list itself, `_info` permissions,
 * filter options, favourites and (bulk) delete. Pages add their own endpoints (create, edit) to
 * `listViewApi` and invalidate `listTag(resource)` so the list refetches.
 */
import { apiSlice } from '../../api/apiSlice';
import { listUrl } from '../../api/listQuery';
import type { ListQuery } from '../../api/listQuery';
import type { ListResponse } from '../../api/types';
import type {
  FavoriteStatusResponse,
  ListInfoResponse as InfoResponse,
} from '@panorama/core/schemas/api-response';
import { bulkDeleteUrl, favoriteStatusUrl, favoriteUrl, infoUrl, itemUrl } from './resourceUrls';

/** Tag of a resource's list pages, by resource path (`dashboard`, `security/users`, ...). */
export function listTag(resource: string) {
  return { type: 'ListView' as const, id: resource };
}

function favoriteTag(resource: string) {
  return { type: 'Favorite' as const, id: resource };
}

/** Deleting or editing a dataset also changes the Home page's dataset card. */
function invalidatedBy(resource: string) {
  return resource === 'dataset' ? [listTag(resource), 'Dataset' as const] : [listTag(resource)];
}

export type { ListInfoResponse as InfoResponse } from '@panorama/core/schemas/api-response';

/** `{count, result: [...]}` of a related/distinct call, or of a list used as an option source. */
export interface OptionRowsResponse {
  count: number;
  result: unknown[];
}

export const listViewApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['ListView', 'Favorite'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getListPage: build.query<
        ListResponse<Record<string, unknown>>,
        { resource: string; query: ListQuery }
      >({
        query: ({ resource, query }) => listUrl(resource, query),
        providesTags: (_result, _error, { resource }) => [listTag(resource)],
      }),
      getListInfo: build.query<InfoResponse, string>({
        query: (resource) => infoUrl(resource),
      }),
      getOptionRows: build.query<OptionRowsResponse, string>({
        query: (url) => url,
      }),
      getFavoriteStatus: build.query<
        Record<number, boolean>,
        { resource: string; ids: readonly number[] }
      >({
        query: ({ resource, ids }) => favoriteStatusUrl(resource, ids),
        transformResponse: (response: FavoriteStatusResponse) =>
          Object.fromEntries(response.result.map(({ id, value }) => [id, value === true])),
        providesTags: (_result, _error, { resource }) => [favoriteTag(resource)],
      }),
      setFavorite: build.mutation<unknown, { resource: string; id: number; starred: boolean }>({
        query: ({ resource, id, starred }) => ({
          url: favoriteUrl(resource, id),
          method: starred ? 'POST' : 'DELETE',
        }),
        // Not optimistic: the star toggles only on a successful call, so it never shows a state
        // the server did not store.
        async onQueryStarted({ resource, id, starred }, { dispatch, getState, queryFulfilled }) {
          try {
            await queryFulfilled;
          } catch {
            return;
          }
          const cached = listViewApi.util.selectInvalidatedBy(getState(), [favoriteTag(resource)]);
          for (const { endpointName, originalArgs } of cached) {
            if (endpointName !== 'getFavoriteStatus') continue;
            dispatch(
              listViewApi.util.updateQueryData(
                'getFavoriteStatus',
                originalArgs as { resource: string; ids: readonly number[] },
                (draft) => {
                  if (id in draft) draft[id] = starred;
                },
              ),
            );
          }
        },
      }),
      deleteListItem: build.mutation<unknown, { resource: string; id: number }>({
        query: ({ resource, id }) => ({ url: itemUrl(resource, id), method: 'DELETE' }),
        invalidatesTags: (_result, error, { resource }) => (error ? [] : invalidatedBy(resource)),
      }),
      bulkDeleteListItems: build.mutation<unknown, { resource: string; ids: readonly number[] }>({
        query: ({ resource, ids }) => ({ url: bulkDeleteUrl(resource, ids), method: 'DELETE' }),
        invalidatesTags: (_result, error, { resource }) => (error ? [] : invalidatedBy(resource)),
      }),
    }),
  });

export const {
  useGetListPageQuery,
  useGetListInfoQuery,
  useGetOptionRowsQuery,
  useGetFavoriteStatusQuery,
  useSetFavoriteMutation,
  useDeleteListItemMutation,
  useBulkDeleteListItemsMutation,
} = listViewApi;
