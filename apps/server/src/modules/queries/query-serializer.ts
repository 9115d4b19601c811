/**
 * The API shapes of a query run. `toQueryDict` is Superset's Query.to_dict (what SQL Lab's
 * execute, results, updated_since and bootstrap answers carry, camelCase keys, times as epoch
 * milliseconds, `id` = the client id and `queryId` = the server id); `toQueryListItem` and
 * `toQueryShow` are the `/api/v1/query/` list and show columns.
 */
import type { Kysely } from 'kysely';
import type { QueryDict, QueryListItem, QueryShow } from '@panorama/core/schemas/query';
import type { MetadataSchema } from '../../store/schema';
import { loadUserRefs, type UserRef } from '../shared/user-refs';
import type { QueryRow } from '../../store/schema';

export interface QueryRefs {
  databases: Map<number, string>;
  users: Map<number, UserRef>;
}

export async function loadQueryRefs(
  db: Kysely<MetadataSchema>,
  rows: readonly QueryRow[],
): Promise<QueryRefs> {
  const databaseIds = [...new Set(rows.map((r) => r.database_id))];
  const databases = new Map<number, string>();
  if (databaseIds.length > 0) {
    const found = await db
      .selectFrom('databases')
      .select(['id', 'database_name'])
      .where('id', 'in', databaseIds)
      .execute();
    for (const d of found) databases.set(d.id, d.database_name);
  }
  const users = await loadUserRefs(
    db,
    rows.map((r) => r.user_id),
  );
  return { databases, users };
}

function extraOf(row: QueryRow): Record<string, unknown> {
  if (!row.extra_json) return {};
  try {
    const parsed = JSON.parse(row.extra_json) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The template parameters (JSON text) the run was made with, if any. */
export function templateParamsOf(row: QueryRow): string | null {
  const value = extraOf(row).templateParams;
  return typeof value === 'string' ? value : null;
}

function userName(user: UserRef | undefined): string | null {
  return user ? `${user.first_name} ${user.last_name}`.trim() : null;
}

export function toQueryDict(row: QueryRow, refs: QueryRefs): QueryDict {
  return {
    changed_on: row.changed_on,
    dbId: row.database_id,
    db: refs.databases.get(row.database_id) ?? null,
    endDttm: row.end_time,
    errorMessage: row.error_message,
    executedSql: row.executed_sql,
    id: row.client_id,
    queryId: row.id,
    limit: row.limit,
    limitingFactor: row.limiting_factor,
    progress: row.progress,
    rows: row.rows,
    catalog: row.catalog,
    schema: row.schema,
    ctas: row.select_as_cta === 1,
    serverId: row.id,
    sql: row.sql,
    sqlEditorId: row.sql_editor_id,
    startDttm: row.start_time,
    state: row.status,
    tab: row.tab_name,
    tempSchema: null,
    tempTable: null,
    userId: row.user_id,
    user: row.user_id === null ? null : userName(refs.users.get(row.user_id)),
    resultsKey: row.results_key,
    trackingUrl: null,
    templateParams: templateParamsOf(row),
    extra: {},
  };
}

export const QUERY_LIST_COLUMNS = [
  'id',
  'client_id',
  'changed_on',
  'database',
  'executed_sql',
  'rows',
  'schema',
  'sql',
  'sql_tables',
  'status',
  'tab_name',
  'sql_editor_id',
  'user',
  'start_time',
  'end_time',
  'limit',
  'error_message',
  'results_key',
  'tmp_table_name',
  'tracking_url',
];

export function toQueryListItem(row: QueryRow, refs: QueryRefs): QueryListItem {
  const user = row.user_id === null ? undefined : refs.users.get(row.user_id);
  return {
    id: row.id,
    client_id: row.client_id,
    changed_on: row.changed_on,
    database: { id: row.database_id, database_name: refs.databases.get(row.database_id) ?? null },
    executed_sql: row.executed_sql,
    rows: row.rows,
    schema: row.schema,
    sql: row.sql,
    sql_tables: [],
    status: row.status,
    tab_name: row.tab_name,
    sql_editor_id: row.sql_editor_id,
    user: user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null,
    start_time: row.start_time,
    end_time: row.end_time,
    limit: row.limit,
    error_message: row.error_message,
    results_key: row.results_key,
    tmp_table_name: null,
    tracking_url: null,
  };
}

/** `GET /api/v1/query/{id}`: Superset's show columns. */
export function toQueryShow(row: QueryRow, refs: QueryRefs): QueryShow {
  return {
    id: row.id,
    changed_on: row.changed_on,
    client_id: row.client_id,
    database: { id: row.database_id, database_name: refs.databases.get(row.database_id) ?? null },
    end_result_backend_time: row.end_time,
    end_time: row.end_time,
    error_message: row.error_message,
    executed_sql: row.executed_sql,
    limit: row.limit,
    progress: row.progress,
    results_key: row.results_key,
    rows: row.rows,
    catalog: row.catalog,
    schema: row.schema,
    select_as_cta: row.select_as_cta === 1,
    select_as_cta_used: false,
    select_sql: null,
    sql: row.sql,
    sql_editor_id: row.sql_editor_id,
    start_running_time: row.start_running_time,
    start_time: row.start_time,
    status: row.status,
    tab_name: row.tab_name,
    template_params: templateParamsOf(row),
    tmp_schema_name: null,
    tmp_table_name: null,
    tracking_url: null,
    user_id: row.user_id,
  };
}
