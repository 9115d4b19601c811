import { describe, expect, it } from 'vitest';
import { filterConfigItemSchema, nativeFiltersUpdateSchema } from './filter-config-schema';

describe('filter configuration schema', () => {
  it('fills defaults and keeps unknown keys', () => {
    const parsed = filterConfigItemSchema.parse({
      id: 'NATIVE_FILTER-1',
      type: 'NATIVE_FILTER',
      name: '  Origin ',
      filterType: 'filter_select',
      extraKey: 1,
    });
    expect(parsed).toMatchObject({
      name: 'Origin',
      description: '',
      targets: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      controlValues: {},
      cascadeParentIds: [],
      extraKey: 1,
    });
  });

  it('requires names and titles, and a well-formed scope', () => {
    const blank = filterConfigItemSchema.safeParse({
      id: 'x',
      type: 'NATIVE_FILTER',
      name: ' ',
      filterType: 'filter_select',
    });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Name is required');
    const divider = filterConfigItemSchema.safeParse({ id: 'd', type: 'DIVIDER', title: '' });
    expect(divider.error?.issues[0]?.message).toBe('Title is required');
    const scope = filterConfigItemSchema.safeParse({
      id: 'x',
      type: 'NATIVE_FILTER',
      name: 'a',
      filterType: 'filter_select',
      scope: { rootPath: 'ROOT_ID', excluded: [] },
    });
    expect(scope.success).toBe(false);
  });

  it('defaults the change-set lists', () => {
    expect(nativeFiltersUpdateSchema.parse({})).toEqual({
      modified: [],
      deleted: [],
      reordered: [],
    });
  });
});
