/**
 * Server answers for SQL Lab's state tests, in the core schemas' types: a run (Superset's
 * Query.to_dict), a run's rows and a tab state, each with the fields a test changes; and the
 * client's record of a run.
 */
import type { QueryDict } from '@panorama/core/schemas/query';
import type { QueryResultsResponse, TabState } from '@panorama/core/schemas/sqllab';
import type { QueryRecord } from './sqllabTypes';

export function queryDict(patch: Partial<QueryDict> = {}): QueryDict {
  return {
    changed_on: '2024-05-01T10:00:01.000Z',
    dbId: 1,
    db: 'examples',
    endDttm: 1700000001000,
    errorMessage: null,
    executedSql: 'SELECT 1',
    id: 'Hk2jdk3Ll0a',
    queryId: 41,
    limit: 1000,
    limitingFactor: null,
    progress: 100,
    rows: 1,
    catalog: null,
    schema: 'main',
    ctas: false,
    serverId: 41,
    sql: 'SELECT 1',
    sqlEditorId: '7',
    startDttm: 1700000000000,
    state: 'success',
    tab: 'Sales',
    tempSchema: null,
    tempTable: null,
    userId: 1,
    user: 'Ada Lovelace',
    resultsKey: 'key-1',
    trackingUrl: null,
    templateParams: null,
    extra: {},
    ...patch,
  };
}

export function resultsAnswer(
  data: Record<string, unknown>[],
  query: Partial<QueryDict> = {},
): QueryResultsResponse {
  const columns = Object.keys(data[0] ?? {}).map((name) => ({
    column_name: name,
    name,
    type: 'INTEGER',
    type_generic: 0,
    is_dttm: false,
  }));
  return {
    status: 'success',
    query_id: query.queryId ?? 41,
    data,
    columns,
    selected_columns: columns,
    expanded_columns: [],
    query: queryDict({ rows: data.length, ...query }),
  };
}

export function tabState(patch: Partial<TabState> = {}): TabState {
  return {
    id: 7,
    user_id: 1,
    label: 'Sales',
    active: true,
    database_id: 2,
    dbId: 2,
    catalog: null,
    schema: 'main',
    table_schemas: [],
    sql: 'SELECT 1',
    query_limit: 100,
    latest_query: null,
    autorun: false,
    template_params: null,
    hide_left_bar: false,
    saved_query: null,
    extra_json: null,
    ...patch,
  };
}

/** The client's record of run `id`: running in tab "Tab 1" since 1000 ms, nothing back yet. */
export function queryRecord(id: string, patch: Partial<QueryRecord> = {}): QueryRecord {
  return {
    id,
    serverId: null,
    sqlEditorId: '1',
    tab: 'Tab 1',
    dbId: 1,
    schema: 'main',
    sql: 'SELECT 1',
    state: 'running',
    progress: 0,
    rows: null,
    limit: 1000,
    runAsync: false,
    startDttm: 1000,
    endDttm: null,
    errorMessage: null,
    resultsKey: null,
    results: null,
    previewOf: null,
    ...patch,
  };
}
