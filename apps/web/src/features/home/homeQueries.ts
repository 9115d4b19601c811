/** The list calls behind the Home page's Edited, Favorites and quick start panels. */
import { EXAMPLE_DASHBOARD_UUIDS } from '@panorama/core/examples/example-dashboards';
import type { ListQuery } from '../../api/listQuery';

export type HomeResource = 'dashboard' | 'chart';

/** How many rows each Edited list shows (Superset's Home shows a short list per type). */
export const EDITED_PAGE_SIZE = 3;
export const FAVORITES_PAGE_SIZE = 5;
export const RECENT_ACTIVITY_PAGE_SIZE = 5;

const NEWEST_FIRST = {
  order_column: 'changed_on_delta_humanized',
  order_direction: 'desc',
} as const;

/** Dashboards or charts last changed by this user, newest first. */
export function editedQuery(userId: number): ListQuery {
  return {
    ...NEWEST_FIRST,
    page: 0,
    page_size: EDITED_PAGE_SIZE,
    filters: [{ col: 'changed_by', opr: 'rel_o_m', value: userId }],
  };
}

/** Dashboards or charts this user created, newest first. */
export function createdQuery(userId: number): ListQuery {
  return {
    order_column: 'created_on_delta_humanized',
    order_direction: 'desc',
    page: 0,
    page_size: EDITED_PAGE_SIZE,
    filters: [{ col: 'created_by', opr: 'rel_o_m', value: userId }],
  };
}

/**
 * The example dashboards the instance loaded with its example data (found by their fixed uuids,
 * whatever they were renamed to; deleted ones are gone), by title.
 */
export const EXAMPLES_QUERY: ListQuery = {
  order_column: 'dashboard_title',
  order_direction: 'asc',
  page: 0,
  page_size: EXAMPLE_DASHBOARD_UUIDS.length,
  filters: [{ col: 'uuid', opr: 'in', value: [...EXAMPLE_DASHBOARD_UUIDS] }],
};

/** The user's starred dashboards or charts (`dashboard_is_favorite` / `chart_is_favorite`). */
export function favoritesQuery(resource: HomeResource): ListQuery {
  return {
    ...NEWEST_FIRST,
    page: 0,
    page_size: FAVORITES_PAGE_SIZE,
    filters: [{ col: 'id', opr: `${resource}_is_favorite`, value: true }],
  };
}

/** One row is enough to know whether any exists: the count comes with it. */
export const ANY_QUERY: ListQuery = { ...NEWEST_FIRST, page: 0, page_size: 1 };

/** `?q=` of the recent activity call. */
export function recentActivityUrl(pageSize: number = RECENT_ACTIVITY_PAGE_SIZE): string {
  return `/api/v1/log/recent_activity/?q=(page:0,page_size:${Math.trunc(pageSize)})`;
}

/**
 * Only same-origin paths are followed: a link is never built from a value that could name another
 * site or a `javascript:` URL, whatever the server sent.
 */
export function safeInternalPath(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null;
}
