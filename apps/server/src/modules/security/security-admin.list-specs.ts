/** The lists of the security administration: users, roles, permissions, view menus and pairs. */
import { sql } from 'kysely';
import type { ListSpec } from '../../rest/list-spec';
import { TEXT_OPERATORS, plainColumns } from '../../rest/list-spec';

type FetchRows = ListSpec['fetchRows'];

export function userListSpec(fetchRows: FetchRows): ListSpec {
  return {
    resource: 'user',
    table: 'users',
    filterColumns: {
      ...plainColumns({
        id: 'number',
        username: 'text',
        first_name: 'text',
        last_name: 'text',
        email: 'text',
        active: 'boolean',
      }),
      roles: {
        expr: sql`t.id`,
        kind: 'relation_many',
        operators: ['rel_m_m', 'nrel_m_m'],
        link: { table: 'user_roles', ownKey: 'user_id', otherKey: 'role_id' },
      },
    },
    orderColumns: {
      id: sql`t.id`,
      username: sql`lower(t.username)`,
      first_name: sql`lower(t.first_name)`,
      last_name: sql`lower(t.last_name)`,
      email: sql`lower(t.email)`,
      active: sql`t.active`,
      last_login: sql`t.last_login`,
      changed_on: sql`t.changed_on`,
      created_on: sql`t.created_on`,
    },
    defaultOrder: ['username', 'asc'],
    fetchRows,
    listColumns: [
      'id',
      'username',
      'first_name',
      'last_name',
      'email',
      'active',
      'roles',
      'last_login',
      'login_count',
      'fail_login_count',
      'created_on',
      'changed_on',
    ],
    related: { roles: { table: 'roles', label: sql`t.name` } },
  };
}

export function roleListSpec(fetchRows: FetchRows): ListSpec {
  return {
    resource: 'role',
    table: 'roles',
    filterColumns: plainColumns({ id: 'number', name: 'text' }),
    orderColumns: { id: sql`t.id`, name: sql`lower(t.name)` },
    defaultOrder: ['name', 'asc'],
    fetchRows,
    listColumns: ['id', 'name', 'user_ids', 'permission_ids'],
  };
}

/** Permissions or view menus: an id and a name. */
export function namedListSpec(
  resource: string,
  table: 'permissions' | 'view_menus',
  fetchRows: FetchRows,
): ListSpec {
  return {
    resource,
    table,
    filterColumns: plainColumns({ id: 'number', name: 'text' }),
    orderColumns: { id: sql`t.id`, name: sql`t.name` },
    defaultOrder: ['name', 'asc'],
    fetchRows,
    listColumns: ['id', 'name'],
  };
}

export function permissionViewListSpec(fetchRows: FetchRows): ListSpec {
  return {
    resource: 'permission_view_menu',
    table: 'permission_views',
    filterColumns: {
      ...plainColumns({ id: 'number' }),
      permission: {
        expr: sql`(select p.name from permissions p where p.id = t.permission_id)`,
        kind: 'text',
        operators: TEXT_OPERATORS,
      },
      view_menu: {
        expr: sql`(select v.name from view_menus v where v.id = t.view_menu_id)`,
        kind: 'text',
        operators: TEXT_OPERATORS,
      },
    },
    // Sorting by name keeps a resource's permissions together (the role editor lists them so).
    orderColumns: {
      id: sql`t.id`,
      permission: sql`(select lower(p.name) from permissions p where p.id = t.permission_id)`,
      view_menu: sql`(select lower(v.name) from view_menus v where v.id = t.view_menu_id)`,
    },
    defaultOrder: ['id', 'asc'],
    fetchRows,
    listColumns: ['id', 'permission', 'view_menu'],
  };
}
