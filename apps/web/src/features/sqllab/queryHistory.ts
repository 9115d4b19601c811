/**
 * The query history pane: this tab's runs (from the page's own queries) or all of the user's
 * (the server's query list), narrowed by a search over the SQL, newest first, with a colour per
 * status tag.
 */
import type { QueryListItem } from '@panorama/core/schemas/query';
import type { HistoryEntry, QueryRecord, QueryState } from './sqllabTypes';

/** antd Tag colours of the status tags. */
export function stateColor(state: QueryState): string {
  switch (state) {
    case 'success':
      return 'success';
    case 'failed':
    case 'timed_out':
      return 'error';
    case 'stopped':
      return 'warning';
    case 'running':
    case 'fetching':
      return 'processing';
    case 'pending':
    case 'scheduled':
    case 'offline':
      return 'default';
  }
}

export function historyFromQuery(query: QueryRecord, databaseName: string): HistoryEntry {
  return {
    key: query.id,
    clientId: query.id,
    sql: query.sql,
    dbId: query.dbId,
    databaseName,
    schema: query.schema,
    state: query.state,
    rows: query.rows,
    startMs: query.startDttm,
    endMs: query.endDttm,
    tabName: query.tab,
  };
}

/** A row of the server's query list (`GET /api/v1/query/`). */
export function historyFromListItem(row: QueryListItem): HistoryEntry {
  return {
    key: String(row.id),
    clientId: row.client_id,
    sql: row.sql,
    dbId: row.database.id,
    databaseName: row.database.database_name ?? '',
    schema: row.schema || null,
    state: row.status,
    rows: row.rows,
    startMs: row.start_time,
    endMs: row.end_time,
    tabName: row.tab_name ?? '',
  };
}

/** This tab's runs from the editor (previews left out), newest first, matching `search`. */
export function tabHistory(
  queries: Readonly<Record<string, QueryRecord>>,
  tabId: number,
  search: string,
  databaseName: (dbId: number) => string,
): HistoryEntry[] {
  const needle = search.trim().toLowerCase();
  return Object.values(queries)
    .filter(
      (query) =>
        query.sqlEditorId === String(tabId) &&
        query.previewOf === null &&
        (needle === '' || query.sql.toLowerCase().includes(needle)),
    )
    .sort((a, b) => b.startDttm - a.startDttm)
    .map((query) => historyFromQuery(query, databaseName(query.dbId)));
}

/** A duration as `1.23 s`, `2 min 5 s`; blank while unknown. */
export function formatDuration(startMs: number | null, endMs: number | null): string {
  if (startMs === null || endMs === null) return '';
  const ms = Math.max(0, endMs - startMs);
  if (ms < 60_000) return `${(ms / 1000).toFixed(2)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
