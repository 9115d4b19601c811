/**
 * URLs of the calls a list page makes besides the list itself, in Superset's shapes: `_info`,
 * bulk delete and export with a rison id list, favourites, and the option lists of filters.
 * `resource` is the path below `/api/v1/`, e.g. `dashboard` or `security/users`.
 */
import rison from 'rison';

/** `!(1,2,3)`: the rison array the bulk endpoints take. */
export function risonIds(ids: readonly number[]): string {
  return rison.encode(ids.map((id) => Math.trunc(id)));
}

/**
 * Encodes a rison value for a query string. `encodeURIComponent` already leaves `!'()` alone;
 * commas and colons are safe in a query value too, and keep the URL readable in logs.
 */
export function risonParam(value: unknown): string {
  return encodeURIComponent(rison.encode(value)).replace(/%2C|%3A/g, (escaped) =>
    escaped === '%2C' ? ',' : ':',
  );
}

export function infoUrl(resource: string): string {
  return `/api/v1/${resource}/_info?q=(keys:!(permissions))`;
}

export function itemUrl(resource: string, id: number): string {
  return `/api/v1/${resource}/${id}`;
}

export function bulkDeleteUrl(resource: string, ids: readonly number[]): string {
  return `/api/v1/${resource}/?q=${risonIds(ids)}`;
}

export function exportUrl(resource: string, ids: readonly number[]): string {
  return `/api/v1/${resource}/export/?q=${risonIds(ids)}`;
}

export function favoriteStatusUrl(resource: string, ids: readonly number[]): string {
  return `/api/v1/${resource}/favorite_status/?q=${risonIds(ids)}`;
}

export function favoriteUrl(resource: string, id: number): string {
  return `/api/v1/${resource}/${id}/favorites/`;
}

/** How many options a filter loads per search; enough to find anything by typing. */
export const OPTION_PAGE_SIZE = 100;

/** Where a select filter finds its options. */
export type OptionSource =
  /** `GET /api/v1/{resource}/related/{column}` → `{result: [{text, value}]}` (owners, created_by...). */
  | { type: 'related'; resource: string; column: string }
  /** `GET /api/v1/{resource}/distinct/{column}` → `{result: [{text, value}]}` (schema, viz type...). */
  | { type: 'distinct'; resource: string; column: string }
  /** The list endpoint of another resource, e.g. datasets by `table_name`, valued by id. */
  | { type: 'list'; resource: string; labelColumn: string };

export function optionsUrl(source: OptionSource, search: string): string {
  const filter = search.trim();
  switch (source.type) {
    case 'related':
    case 'distinct':
      return `/api/v1/${source.resource}/${source.type}/${source.column}?q=${risonParam({
        filter,
        page: 0,
        page_size: OPTION_PAGE_SIZE,
      })}`;
    case 'list':
      return `/api/v1/${source.resource}/?q=${risonParam({
        columns: ['id', source.labelColumn],
        ...(filter === ''
          ? {}
          : { filters: [{ col: source.labelColumn, opr: 'ct', value: filter }] }),
        order_column: source.labelColumn,
        order_direction: 'asc',
        page: 0,
        page_size: OPTION_PAGE_SIZE,
      })}`;
  }
}

export interface FilterOption {
  label: string;
  value: string | number;
}

/** Maps an option call's rows to `{label, value}`, skipping rows of an unexpected shape. */
export function optionsFromRows(source: OptionSource, rows: readonly unknown[]): FilterOption[] {
  const options: FilterOption[] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) continue;
    const record = row as Record<string, unknown>;
    const value = source.type === 'list' ? record.id : record.value;
    const label = source.type === 'list' ? record[source.labelColumn] : record.text;
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    options.push({
      value,
      label: typeof label === 'string' && label !== '' ? label : String(value),
    });
  }
  return options;
}
