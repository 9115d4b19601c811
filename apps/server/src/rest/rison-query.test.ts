import { describe, expect, it } from 'vitest';
import { clampPageSize, parseIdList, parseInfoKeys, parseListArgs } from './rison-query';
import { pickColumns } from './pick-columns';

describe('rison q arguments', () => {
  it('parses list arguments with defaults', () => {
    expect(parseListArgs(undefined)).toMatchObject({ filters: [], page: 0, page_size: 25 });
    const args = parseListArgs(
      '(filters:!((col:dashboard_title,opr:ct,value:sales)),order_column:changed_on_delta_humanized,order_direction:desc,page:2,page_size:10)',
    );
    expect(args).toMatchObject({
      filters: [{ col: 'dashboard_title', opr: 'ct', value: 'sales' }],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 2,
      page_size: 10,
    });
  });

  it('clamps page sizes like Flask-AppBuilder: below 1 or above 1000 means 1000', () => {
    expect(clampPageSize(0)).toBe(1000);
    expect(clampPageSize(-1)).toBe(1000);
    expect(clampPageSize(5000)).toBe(1000);
    expect(clampPageSize(50)).toBe(50);
  });

  it('rejects malformed rison, bad shapes and mixing columns with select_columns', () => {
    expect(() => parseListArgs('(filters:!((col:x')).toThrow(/Not a valid rison argument/);
    expect(() => parseListArgs('(page:-1)')).toThrow(/page/);
    expect(() => parseListArgs('(filters:!((col:x)))')).toThrow(/opr/);
    expect(() => parseListArgs('(columns:!(a),select_columns:!(b))')).toThrow(
      'Cannot use both select and sel columns',
    );
  });

  it('parses id lists and info keys', () => {
    expect(parseIdList('!(3,1,3)')).toEqual([3, 1]);
    expect(() => parseIdList('!()')).toThrow();
    expect(() => parseIdList("!('1 or 1=1')")).toThrow();
    expect(parseInfoKeys('(keys:!(permissions))')).toEqual(['permissions']);
  });

  it('prunes nested columns', () => {
    const row = {
      id: 1,
      owners: [{ id: 2, first_name: 'A', last_name: 'B' }],
      changed_by: { id: 3, first_name: 'C' },
    };
    expect(pickColumns(row, ['id', 'owners.first_name', 'changed_by.id'])).toEqual({
      id: 1,
      owners: [{ first_name: 'A' }],
      changed_by: { id: 3 },
    });
  });
});
