/**
 * The groups the role editor offers permissions in: access to one dataset, database or schema,
 * a menu entry, and every other permission (features such as can_read on Chart). Each group
 * knows the list filters that ask the server for its pairs, so long lists are searched there.
 */
import type { ListFilter, ListQuery } from '../../api/listQuery';
import { t } from '../../i18n/t';

export type PermissionGroupKey = 'dataset' | 'database' | 'schema' | 'menu' | 'feature';

const ACCESS_PERMISSIONS: Record<Exclude<PermissionGroupKey, 'feature'>, string> = {
  dataset: 'datasource_access',
  database: 'database_access',
  schema: 'schema_access',
  menu: 'menu_access',
};

export const PERMISSION_GROUP_KEYS: PermissionGroupKey[] = [
  'dataset',
  'database',
  'schema',
  'menu',
  'feature',
];

export function groupLabel(group: PermissionGroupKey): string {
  switch (group) {
    case 'dataset':
      return t('Datasets');
    case 'database':
      return t('Databases');
    case 'schema':
      return t('Schemas');
    case 'menu':
      return t('Menus');
    case 'feature':
      return t('Features');
  }
}

export function searchPlaceholder(group: PermissionGroupKey): string {
  switch (group) {
    case 'dataset':
      return t('Search datasets');
    case 'database':
      return t('Search databases');
    case 'schema':
      return t('Search schemas');
    case 'menu':
      return t('Search menus');
    case 'feature':
      return t('Search resources, or a permission such as can_write');
  }
}

/** The group a pair belongs to, by its permission's name. */
export function groupOf(permissionName: string): PermissionGroupKey {
  for (const key of PERMISSION_GROUP_KEYS) {
    if (key !== 'feature' && ACCESS_PERMISSIONS[key] === permissionName) return key;
  }
  return 'feature';
}

/**
 * Feature searches name a resource ("Chart") or a permission ("can_write"): permission names are
 * snake case and resource names are not, so an underscore without spaces means a permission.
 */
function looksLikePermission(term: string): boolean {
  return term.includes('_') && !/\s/.test(term);
}

function groupFilters(group: PermissionGroupKey, term: string): ListFilter[] {
  if (group !== 'feature') {
    const own: ListFilter = { col: 'permission', opr: 'eq', value: ACCESS_PERMISSIONS[group] };
    return term === '' ? [own] : [own, { col: 'view_menu', opr: 'ct', value: term }];
  }
  const notAccess: ListFilter[] = Object.values(ACCESS_PERMISSIONS).map((name) => ({
    col: 'permission',
    opr: 'neq',
    value: name,
  }));
  if (term === '') return notAccess;
  const column = looksLikePermission(term) ? 'permission' : 'view_menu';
  return [...notAccess, { col: column, opr: 'ct', value: term }];
}

/** The `permissions-resources` list query of a group's page of pairs matching the search. */
export function groupQuery(
  group: PermissionGroupKey,
  search: string,
  page: number,
  pageSize: number,
): ListQuery {
  return {
    order_column: 'view_menu',
    order_direction: 'asc',
    page,
    page_size: pageSize,
    filters: groupFilters(group, search.trim()),
  };
}

/** Whether a pair the role holds matches the search as the server would match it. */
export function matchesSearch(
  group: PermissionGroupKey,
  search: string,
  pair: { permission_name: string; view_menu_name: string },
): boolean {
  const term = search.trim().toLowerCase();
  if (term === '') return true;
  const field =
    group === 'feature' && looksLikePermission(term) ? pair.permission_name : pair.view_menu_name;
  return field.toLowerCase().includes(term);
}

/** What a row shows: the object's own name first, then where it lives. */
export interface PairLabel {
  title: string;
  detail: string | null;
}

const DATASET_MENU = /^\[(.*)\]\.\[(.*)\]\(id:(\d+)\)$/;
const DATABASE_MENU = /^\[(.*)\]\.\(id:(\d+)\)$/;
const SCHEMA_MENU = /^\[(.*)\]\.\[(.*)\]$/;

export function pairLabel(
  group: PermissionGroupKey,
  pair: { permission_name: string; view_menu_name: string },
): PairLabel {
  const name = pair.view_menu_name;
  if (group === 'dataset') {
    const match = DATASET_MENU.exec(name);
    if (match) return { title: match[2]!, detail: t('%s · dataset %s', match[1]!, match[3]!) };
  }
  if (group === 'database') {
    const match = DATABASE_MENU.exec(name);
    if (match) return { title: match[1]!, detail: t('database %s', match[2]!) };
  }
  if (group === 'schema') {
    const match = SCHEMA_MENU.exec(name);
    if (match) return { title: match[2]!, detail: t('in %s', match[1]!) };
  }
  return { title: name, detail: null };
}
