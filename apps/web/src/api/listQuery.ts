/**
 * The `q` parameter of list endpoints (`GET /api/v1/{resource}/?q=`): a rison-encoded object with
 * ordering, paging and filters.
 */
import rison from 'rison';

export type SortDirection = 'asc' | 'desc';

/**
 * One filter, e.g. `{col: 'table_name', opr: 'ct', value: 'sales'}` ("contains"), or a list of
 * values for `in`.
 */
export interface ListFilter {
  col: string;
  opr: string;
  value: string | number | boolean | (string | number)[];
}

export interface ListQuery {
  order_column: string;
  order_direction: SortDirection;
  /** Zero-based. */
  page: number;
  page_size: number;
  filters?: ListFilter[];
}

/** Default page size of list pages. */
export const LIST_PAGE_SIZE = 25;

/** Characters rison uses structurally that are safe, unescaped, in a query string value. */
const URI_SAFE = { '%2C': ',', '%3A': ':', '%40': '@', '%24': '$', '%2F': '/' } as const;

/**
 * Encodes the query for the URL; empty filter lists are omitted to keep URLs short. Not
 * `rison.encode_uri`: that one un-escapes only the first occurrence of each safe character and
 * turns only the first space into `+`, which decodes correctly but reads badly in logs.
 */
export function encodeListQuery(query: ListQuery): string {
  const { filters, ...rest } = query;
  const value = filters && filters.length > 0 ? { ...rest, filters } : rest;
  return encodeURIComponent(rison.encode(value)).replace(
    /%2C|%3A|%40|%24|%2F/g,
    (escaped) => URI_SAFE[escaped as keyof typeof URI_SAFE],
  );
}

/** The path of a list call for `resource` (e.g. `dataset`). */
export function listUrl(resource: string, query: ListQuery): string {
  return `/api/v1/${resource}/?q=${encodeListQuery(query)}`;
}
