/**
 * The state of a list page (search text, chosen filters, sort, page, card or table view), how it
 * becomes the rison `q` of the list call, and how it is kept in the page URL so a filtered,
 * sorted page can be bookmarked and shared. Pure: no React, no DOM.
 */
import rison from 'rison';
import { LIST_PAGE_SIZE } from '../../api/listQuery';
import type { ListFilter, ListQuery, SortDirection } from '../../api/listQuery';

export type FilterValue = string | number | boolean;
export type ViewMode = 'table' | 'card';

/** A filter choice: the value sent to the server and the label shown for it. */
export interface FilterSelection {
  value: FilterValue;
  label: string;
}

export interface ListViewState {
  search: string;
  /** Chosen filter values by filter id. */
  filters: Record<string, FilterSelection>;
  sortColumn: string;
  sortDirection: SortDirection;
  /** Zero-based. */
  page: number;
  viewMode: ViewMode;
}

/** The parts of a list page's configuration that decide its query. */
export interface ListStateConfig {
  search?: { col: string; opr: string };
  filters: ReadonlyArray<{ id: string; col: string; opr: string }>;
  defaultSort: { column: string; direction: SortDirection };
  /** `order_column` values the page offers; anything else in a URL is ignored. */
  sortColumns: readonly string[];
  /** The first one is the default. */
  viewModes: readonly ViewMode[];
  pageSize?: number;
}

/** Lists open most recently modified first, so what was just worked on is at the top. */
export const DEFAULT_SORT = {
  column: 'changed_on_delta_humanized',
  direction: 'desc',
} as const satisfies ListStateConfig['defaultSort'];

export function initialListState(config: ListStateConfig): ListViewState {
  return {
    search: '',
    filters: {},
    sortColumn: config.defaultSort.column,
    sortDirection: config.defaultSort.direction,
    page: 0,
    viewMode: config.viewModes[0] ?? 'table',
  };
}

/** The list call's `q`: search first, then the chosen filters in the order the page lists them. */
export function toListQuery(config: ListStateConfig, state: ListViewState): ListQuery {
  const filters: ListFilter[] = [];
  const search = state.search.trim();
  if (config.search && search !== '') {
    filters.push({ col: config.search.col, opr: config.search.opr, value: search });
  }
  for (const filter of config.filters) {
    const chosen = state.filters[filter.id];
    if (chosen !== undefined)
      filters.push({ col: filter.col, opr: filter.opr, value: chosen.value });
  }
  return {
    order_column: state.sortColumn,
    order_direction: state.sortDirection,
    page: state.page,
    page_size: config.pageSize ?? LIST_PAGE_SIZE,
    filters,
  };
}

/** URL parameter names, as Superset's list pages spell them. */
const PARAM = {
  filters: 'filters',
  search: 'search',
  sortColumn: 'sortColumn',
  sortOrder: 'sortOrder',
  page: 'pageIndex',
  viewMode: 'viewMode',
} as const;

/** Writes only what differs from the defaults, so an untouched list has a clean URL. */
export function stateToParams(config: ListStateConfig, state: ListViewState): URLSearchParams {
  const defaults = initialListState(config);
  const params = new URLSearchParams();
  if (state.search.trim() !== '') params.set(PARAM.search, state.search.trim());
  const chosen = Object.entries(state.filters);
  if (chosen.length > 0) {
    params.set(
      PARAM.filters,
      rison.encode(
        Object.fromEntries(chosen.map(([id, s]) => [id, { value: s.value, label: s.label }])),
      ),
    );
  }
  if (state.sortColumn !== defaults.sortColumn || state.sortDirection !== defaults.sortDirection) {
    params.set(PARAM.sortColumn, state.sortColumn);
    params.set(PARAM.sortOrder, state.sortDirection);
  }
  if (state.page > 0) params.set(PARAM.page, String(state.page));
  if (state.viewMode !== defaults.viewMode) params.set(PARAM.viewMode, state.viewMode);
  return params;
}

function isFilterValue(value: unknown): value is FilterValue {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** Longest label kept from a URL; labels are only displayed, never sent. */
const MAX_LABEL_LENGTH = 200;

function decodeFilters(config: ListStateConfig, text: string | null): ListViewState['filters'] {
  if (text === null || text === '') return {};
  let decoded: unknown;
  try {
    decoded = rison.decode(text);
  } catch {
    return {}; // A mangled link should still open the list, just unfiltered.
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return {};
  const record = decoded as Record<string, unknown>;
  const filters: ListViewState['filters'] = {};
  for (const { id } of config.filters) {
    const entry = record[id];
    if (typeof entry !== 'object' || entry === null) continue;
    const { value, label } = entry as Record<string, unknown>;
    if (!isFilterValue(value)) continue;
    const shown = typeof label === 'string' ? label : String(value);
    filters[id] = { value, label: shown.slice(0, MAX_LABEL_LENGTH) };
  }
  return filters;
}

/**
 * Reads the state back from the URL. The URL is user input: unknown filters, sort columns and
 * view modes are dropped, and the page must be a non-negative integer.
 */
export function stateFromParams(config: ListStateConfig, params: URLSearchParams): ListViewState {
  const state = initialListState(config);
  state.search = config.search ? (params.get(PARAM.search) ?? '').trim() : '';
  state.filters = decodeFilters(config, params.get(PARAM.filters));
  const sortColumn = params.get(PARAM.sortColumn);
  const sortOrder = params.get(PARAM.sortOrder);
  if (sortColumn !== null && config.sortColumns.includes(sortColumn)) {
    state.sortColumn = sortColumn;
    state.sortDirection = sortOrder === 'asc' ? 'asc' : 'desc';
  }
  const page = Number(params.get(PARAM.page) ?? '0');
  state.page = Number.isSafeInteger(page) && page > 0 ? page : 0;
  const viewMode = params.get(PARAM.viewMode);
  if (viewMode === 'table' || viewMode === 'card') {
    if (config.viewModes.includes(viewMode)) state.viewMode = viewMode;
  }
  return state;
}

/** Whether the user narrowed the list (decides between "nothing yet" and "nothing matches"). */
export function isFiltered(state: ListViewState): boolean {
  return state.search.trim() !== '' || Object.keys(state.filters).length > 0;
}
