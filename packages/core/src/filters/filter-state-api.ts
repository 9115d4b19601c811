/**
 * The dashboard filter state API (Superset's DashboardFilterStateRestApi), shared by the
 * server's routes and the web client: a dashboard's applied data masks stored under a key that
 * its URL carries as `native_filters_key`, so a reload or a shared link opens the same filters.
 * The answers' types come from the zod schemas (schemas/dashboard-filters.ts) as types only, so
 * the dashboard page can import this file without the schema library.
 *
 * - `POST {path}?tab_id=N` with `{value}` → 201 `{key}`
 * - `PUT {path}/{key}?tab_id=N` with `{value}` → 200 `{message: 'Value updated', key}`
 * - `GET {path}/{key}` → 200 `{value}`
 * - `DELETE {path}/{key}` → 200 `{message: 'Deleted successfully'}`
 */

import type { z } from 'zod';
import type {
  filterStateCreatedSchema,
  filterStateUpdatedSchema,
  filterStateValueSchema,
} from '../schemas/dashboard-filters';

/** Longest `value` accepted: a data mask map as JSON text. */
export const MAX_FILTER_STATE_LENGTH = 1_000_000;

/** `/api/v1/dashboard/{id}/filter_state[/{key}]`. */
export function filterStatePath(dashboardId: number, key?: string): string {
  const base = `/api/v1/dashboard/${dashboardId}/filter_state`;
  return key === undefined ? base : `${base}/${encodeURIComponent(key)}`;
}

/** What POST and PUT send: the data mask map as JSON text. */
export interface FilterStateBody {
  value: string;
}

export type FilterStateCreated = z.infer<typeof filterStateCreatedSchema>;
/** `key`: the one to use from now on (the tab's key, or a new one when no tab id was sent). */
export type FilterStateUpdated = z.infer<typeof filterStateUpdatedSchema>;
export type FilterStateValue = z.infer<typeof filterStateValueSchema>;
