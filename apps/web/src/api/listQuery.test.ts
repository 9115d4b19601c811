import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { encodeListQuery, listUrl } from './listQuery';

/** The first page of a list sorted by table name. */
const FIRST_PAGE_BY_NAME = {
  order_column: 'table_name',
  order_direction: 'asc',
  page: 0,
  page_size: 25,
} as const;

describe('encodeListQuery', () => {
  it('encodes ordering and paging like the server expects', () => {
    expect(encodeListQuery(FIRST_PAGE_BY_NAME)).toBe(
      '(order_column:table_name,order_direction:asc,page:0,page_size:25)',
    );
  });

  it('omits an empty filter list', () => {
    expect(encodeListQuery({ ...FIRST_PAGE_BY_NAME, filters: [] })).not.toContain('filters');
  });

  it('encodes filters and survives URL-unsafe search text', () => {
    const encoded = encodeListQuery({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 2,
      page_size: 25,
      filters: [{ col: 'table_name', opr: 'ct', value: "sales & co's #1" }],
    });
    expect(encoded).not.toMatch(/[&#+\s]/);
    expect(encoded).toBe(
      "(filters:!((col:table_name,opr:ct,value:'sales%20%26%20co!'s%20%231')),order_column:changed_on_delta_humanized,order_direction:desc,page:2,page_size:25)",
    );
    const params = new URLSearchParams(`q=${encoded}`);
    expect(rison.decode(params.get('q') ?? '')).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 2,
      page_size: 25,
      filters: [{ col: 'table_name', opr: 'ct', value: "sales & co's #1" }],
    });
  });
});

describe('listUrl', () => {
  it('builds the resource path', () => {
    expect(
      listUrl('dataset', {
        order_column: 'table_name',
        order_direction: 'asc',
        page: 0,
        page_size: 25,
      }),
    ).toBe('/api/v1/dataset/?q=(order_column:table_name,order_direction:asc,page:0,page_size:25)');
  });
});
