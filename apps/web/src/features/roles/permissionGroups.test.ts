import { describe, expect, it } from 'vitest';
import { groupOf, groupQuery, matchesSearch, pairLabel } from './permissionGroups';

const pair = (permission_name: string, view_menu_name: string) => ({
  permission_name,
  view_menu_name,
});

describe('permission groups', () => {
  it('sorts pairs into groups by their permission', () => {
    expect(groupOf('datasource_access')).toBe('dataset');
    expect(groupOf('database_access')).toBe('database');
    expect(groupOf('schema_access')).toBe('schema');
    expect(groupOf('menu_access')).toBe('menu');
    expect(groupOf('can_read')).toBe('feature');
    expect(groupOf('all_datasource_access')).toBe('feature');
  });

  it('asks the server for one access permission, or for every other one', () => {
    expect(groupQuery('schema', ' main ', 2, 50)).toEqual({
      order_column: 'view_menu',
      order_direction: 'asc',
      page: 2,
      page_size: 50,
      filters: [
        { col: 'permission', opr: 'eq', value: 'schema_access' },
        { col: 'view_menu', opr: 'ct', value: 'main' },
      ],
    });
    const features = groupQuery('feature', '', 0, 50).filters ?? [];
    expect(features.map((f) => `${f.opr} ${String(f.value)}`)).toEqual([
      'neq datasource_access',
      'neq database_access',
      'neq schema_access',
      'neq menu_access',
    ]);
    expect(groupQuery('feature', 'can_write', 0, 50).filters?.at(-1)).toEqual({
      col: 'permission',
      opr: 'ct',
      value: 'can_write',
    });
    expect(groupQuery('feature', 'Saved Query', 0, 50).filters?.at(-1)).toEqual({
      col: 'view_menu',
      opr: 'ct',
      value: 'Saved Query',
    });
  });

  it('matches granted pairs in the browser as the server matches listed ones', () => {
    expect(matchesSearch('feature', 'CAN_W', pair('can_write', 'Chart'))).toBe(true);
    expect(matchesSearch('feature', 'chart', pair('can_write', 'Chart'))).toBe(true);
    expect(matchesSearch('feature', 'can_read', pair('can_write', 'Chart'))).toBe(false);
    expect(matchesSearch('dataset', 'fli', pair('datasource_access', '[x].[flights](id:3)'))).toBe(
      true,
    );
  });

  it('names datasets, databases and schemas by their own name first', () => {
    expect(pairLabel('dataset', pair('datasource_access', '[examples].[flights](id:3)'))).toEqual({
      title: 'flights',
      detail: 'examples · dataset 3',
    });
    expect(pairLabel('database', pair('database_access', '[examples].(id:1)'))).toEqual({
      title: 'examples',
      detail: 'database 1',
    });
    expect(pairLabel('schema', pair('schema_access', '[examples].[main]'))).toEqual({
      title: 'main',
      detail: 'in examples',
    });
    expect(pairLabel('menu', pair('menu_access', 'SQL Lab'))).toEqual({
      title: 'SQL Lab',
      detail: null,
    });
  });
});
