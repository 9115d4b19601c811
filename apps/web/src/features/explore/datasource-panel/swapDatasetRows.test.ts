import { describe, expect, it } from 'vitest';
import { SWAP_DEFAULT_SORT, swapListQuery, swapRow } from './swapDatasetRows';

describe('swapListQuery', () => {
  it('pages by 20 and filters table_name with contains', () => {
    expect(swapListQuery(' sales ', 2, SWAP_DEFAULT_SORT)).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 2,
      page_size: 20,
      filters: [{ col: 'table_name', opr: 'ct', value: 'sales' }],
    });
    expect(swapListQuery('', 0, { column: 'table_name', direction: 'asc' }).filters).toEqual([]);
  });
});

describe('swapRow', () => {
  it('reads a list row', () => {
    expect(
      swapRow({
        id: 3,
        table_name: 'cars',
        kind: 'virtual',
        schema: 'main',
        database: { id: 1, database_name: 'examples' },
        owners: [{ id: 1, first_name: 'Ada', last_name: 'L' }, { name: 'broken' }],
      }),
    ).toEqual({
      id: 3,
      table_name: 'cars',
      kind: 'virtual',
      schema: 'main',
      database_name: 'examples',
      owners: [{ id: 1, first_name: 'Ada', last_name: 'L' }],
    });
  });

  it('derives the kind from the SQL and survives missing fields', () => {
    expect(swapRow({ id: 4, sql: 'SELECT 1' })).toMatchObject({
      kind: 'virtual',
      table_name: '#4',
    });
    expect(swapRow({ id: 5 })).toMatchObject({ kind: 'physical', schema: null, owners: [] });
    expect(swapRow({ table_name: 'x' })).toBeNull();
  });
});
