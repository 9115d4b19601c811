/**
 * The built-in roles and what each may do, with Superset's semantics:
 * - Admin: everything (any role named "admin", case-insensitively, is treated as all-powerful);
 * - Alpha: all data, edits what it owns, can add databases and datasets;
 * - Gamma: only the data it was granted; can build charts and dashboards but not datasets or databases;
 * - sql_lab: SQL Lab, its saved queries and query history;
 * - Public: what anonymous visitors get; empty by default.
 * A permission is a (permission, view menu) pair, e.g. ('can_write', 'Dashboard').
 */
export type PermissionPair = readonly [permission: string, viewMenu: string];

const RW = ['can_read', 'can_write'] as const;
const RWE = ['can_read', 'can_write', 'can_export'] as const;

function on(viewMenu: string, permissions: readonly string[]): PermissionPair[] {
  return permissions.map((p) => [p, viewMenu] as const);
}

/** App-level ("Superset" view menu) permissions, by Superset's names so its roles carry over. */
const APP_PERMISSIONS = on('Superset', [
  'can_csv',
  'can_explore',
  'can_explore_json',
  'can_share_chart',
  'can_share_dashboard',
  'can_save_dash',
  'can_slice',
  'can_dashboard',
]);

const SQL_LAB_PERMISSIONS: PermissionPair[] = [
  ...on('SQLLab', [
    'can_read',
    'can_execute_sql_query',
    'can_export_csv',
    'can_get_results',
    'can_estimate_query_cost',
    'can_format_sql',
  ]),
  ['can_sqllab', 'Superset'],
  ...on('SavedQuery', RWE),
  ['can_read', 'Query'],
  ['can_read', 'Database'],
];

const SECURITY_PERMISSIONS: PermissionPair[] = [
  ...on('User', RW),
  ...on('Role', RW),
  ...on('Permission', ['can_read']),
  ...on('ViewMenu', ['can_read']),
  ...on('PermissionViewMenu', ['can_read']),
  ...on('Log', RW),
  ...on('Row Level Security', RW),
  ['all_query_access', 'all_query_access'],
  ['can_grant_guest_token', 'SecurityRestApi'],
];

const UPLOAD_PERMISSIONS: PermissionPair[] = [
  ['can_this_form_get', 'CsvToDatabaseView'],
  ['can_this_form_get', 'ColumnarToDatabaseView'],
  ['can_this_form_get', 'ExcelToDatabaseView'],
];

const GAMMA: PermissionPair[] = [
  ...on('Dashboard', RWE),
  ...on('Chart', RWE),
  ...on('Dataset', ['can_read']),
  ...on('Database', ['can_read']),
  ...on('DashboardFilterStateRestApi', RW),
  ...on('ExplorePermalinkRestApi', RW),
  ...on('DashboardPermalinkRestApi', RW),
  ...on('ExploreFormDataRestApi', RW),
  ['can_read', 'Explore'],
  ...on('ReportSchedule', RW),
  ...APP_PERMISSIONS,
];

const ALPHA: PermissionPair[] = [
  ...GAMMA,
  ...on('Dataset', RWE),
  ...on('Database', RWE),
  ...on('Annotation', RW),
  ...on('CssTemplate', RW),
  ...UPLOAD_PERMISSIONS,
  ['all_datasource_access', 'all_datasource_access'],
  ['all_database_access', 'all_database_access'],
];

export const BUILTIN_ROLES: Record<string, PermissionPair[]> = {
  Admin: [...ALPHA, ...SQL_LAB_PERMISSIONS, ...SECURITY_PERMISSIONS],
  Alpha: ALPHA,
  Gamma: GAMMA,
  sql_lab: SQL_LAB_PERMISSIONS,
  Public: [],
};

export function isAdminRoleName(name: string): boolean {
  return name.toLowerCase() === 'admin';
}

/** View-menu names of per-object data permissions, as Superset spells them. */
export function databaseViewMenu(database: { id: number; database_name: string }): string {
  return `[${database.database_name}].(id:${database.id})`;
}

export function datasetViewMenu(
  database: { database_name: string },
  dataset: { id: number; table_name: string },
): string {
  return `[${database.database_name}].[${dataset.table_name}](id:${dataset.id})`;
}

export function schemaViewMenu(database: { database_name: string }, schema: string): string {
  return `[${database.database_name}].[${schema}]`;
}
