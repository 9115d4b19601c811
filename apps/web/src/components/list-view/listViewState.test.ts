import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { encodeListQuery } from '../../api/listQuery';
import {
  DEFAULT_SORT,
  initialListState,
  isFiltered,
  stateFromParams,
  stateToParams,
  toListQuery,
} from './listViewState';
import type { ListStateConfig } from './listViewState';

const config: ListStateConfig = {
  search: { col: 'dashboard_title', opr: 'title_or_slug' },
  filters: [
    { id: 'owners', col: 'owners', opr: 'rel_m_m' },
    { id: 'published', col: 'published', opr: 'eq' },
    { id: 'favorite', col: 'id', opr: 'dashboard_is_favorite' },
  ],
  defaultSort: DEFAULT_SORT,
  sortColumns: ['dashboard_title', 'changed_on_delta_humanized'],
  viewModes: ['table', 'card'],
};

describe('toListQuery', () => {
  it('opens with 25 rows, most recently modified first', () => {
    expect(encodeListQuery(toListQuery(config, initialListState(config)))).toBe(
      '(order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
    );
  });

  it('puts the search first, then filters in the order the page lists them', () => {
    const query = toListQuery(config, {
      ...initialListState(config),
      search: '  sales ',
      filters: {
        favorite: { value: true, label: 'Yes' },
        owners: { value: 3, label: 'Ada Lovelace' },
      },
      page: 2,
    });
    expect(query.filters).toEqual([
      { col: 'dashboard_title', opr: 'title_or_slug', value: 'sales' },
      { col: 'owners', opr: 'rel_m_m', value: 3 },
      { col: 'id', opr: 'dashboard_is_favorite', value: true },
    ]);
    expect(query.page).toBe(2);
  });

  it('ignores search text on a page without a search box', () => {
    const { search: _search, ...noSearch } = config;
    const query = toListQuery(noSearch, { ...initialListState(noSearch), search: 'x' });
    expect(query.filters).toEqual([]);
  });

  it('matches the documented example of a rison list query', () => {
    const query = toListQuery(
      { ...config, search: { col: 'dashboard_title', opr: 'ct' } },
      { ...initialListState(config), search: 'sales' },
    );
    expect(encodeListQuery(query)).toBe(
      '(filters:!((col:dashboard_title,opr:ct,value:sales)),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
    );
  });
});

describe('URL state', () => {
  it('leaves an untouched list with a clean URL', () => {
    expect(stateToParams(config, initialListState(config)).toString()).toBe('');
  });

  it('round-trips search, filters, sort, page and view mode', () => {
    const state = {
      search: 'sales & co',
      filters: {
        owners: { value: 3, label: 'Ada Lovelace' },
        published: { value: false, label: 'Draft' },
      },
      sortColumn: 'dashboard_title',
      sortDirection: 'asc' as const,
      page: 3,
      viewMode: 'card' as const,
    };
    const params = stateToParams(config, state);
    expect(params.get('pageIndex')).toBe('3');
    expect(params.get('viewMode')).toBe('card');
    expect(rison.decode(params.get('filters') ?? '')).toEqual({
      owners: { value: 3, label: 'Ada Lovelace' },
      published: { value: false, label: 'Draft' },
    });
    expect(stateFromParams(config, new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('drops what a hand-edited URL must not inject', () => {
    const params = new URLSearchParams({
      filters:
        "(owners:(value:!(1,2),label:x),unknown:(value:1,label:y),published:(value:!t,label:'Published'))",
      sortColumn: 'password_hash',
      sortOrder: 'asc',
      pageIndex: '-4',
      viewMode: 'grid',
    });
    expect(stateFromParams(config, params)).toEqual({
      ...initialListState(config),
      filters: { published: { value: true, label: 'Published' } },
    });
  });

  it('survives broken rison and odd page numbers', () => {
    const params = new URLSearchParams({ filters: '(owners:(', pageIndex: '1.5' });
    expect(stateFromParams(config, params)).toEqual(initialListState(config));
    expect(stateFromParams(config, new URLSearchParams({ pageIndex: 'abc' })).page).toBe(0);
  });

  it('keeps card view out of pages that have no cards', () => {
    const tableOnly = { ...config, viewModes: ['table'] as const };
    expect(stateFromParams(tableOnly, new URLSearchParams({ viewMode: 'card' })).viewMode).toBe(
      'table',
    );
  });

  it('defaults to card view when a page lists it first', () => {
    const cardFirst = { ...config, viewModes: ['card', 'table'] as const };
    expect(initialListState(cardFirst).viewMode).toBe('card');
    expect(stateToParams(cardFirst, initialListState(cardFirst)).toString()).toBe('');
  });
});

describe('isFiltered', () => {
  it('is true for search text or any filter', () => {
    expect(isFiltered(initialListState(config))).toBe(false);
    expect(isFiltered({ ...initialListState(config), search: ' ' })).toBe(false);
    expect(isFiltered({ ...initialListState(config), search: 'a' })).toBe(true);
    expect(
      isFiltered({ ...initialListState(config), filters: { owners: { value: 1, label: 'A' } } }),
    ).toBe(true);
  });
});
