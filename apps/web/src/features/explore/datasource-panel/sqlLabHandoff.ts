/**
 * "View in SQL Lab": a browser form POST to `/sqllab/` with the datasource
 * key and the SQL to open: a virtual dataset's or a query's own SQL, or a SELECT * of a physical
 * table (the dataset JSON's `select_star` when the server sent one). The server keeps the fields
 * and redirects the browser to SQL Lab. Everything here but `postToSqlLab` is pure.
 */
import { csrfTokenCache } from '../../../api/csrfTokenCache';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { datasourceKeyOf } from './swapTimeColumn';

export const SQL_LAB_HANDOFF_URL = '/sqllab/';

/** The form field carrying the CSRF token (the server checks it like the header). */
export const CSRF_FORM_FIELD = 'csrf_token';

export interface SqlLabHandoff {
  datasourceKey: string;
  sql: string;
}

type HandoffSource = Pick<DatasourceJson, 'id' | 'type' | 'sql' | 'table_name' | 'schema'>;

const PLAIN_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Quotes a name only when it needs it, so the common case reads like hand-written SQL. */
function identifier(name: string): string {
  return PLAIN_IDENTIFIER.test(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

/** `SELECT * FROM schema.table LIMIT 100`, for when the server did not send `select_star`. */
export function fallbackSelectStar(tableName: string, schema: string | null | undefined): string {
  const table = schema ? `${identifier(schema)}.${identifier(tableName)}` : identifier(tableName);
  return `SELECT * FROM ${table} LIMIT 100`;
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The hand-off fields, or null when the datasource has nothing SQL Lab could open. */
export function sqlLabHandoff(
  datasource: HandoffSource & { select_star?: unknown },
): SqlLabHandoff | null {
  if (!Number.isInteger(datasource.id) || datasource.id <= 0) return null;
  const datasourceKey = datasourceKeyOf(datasource);
  const ownSql = nonEmpty(datasource.sql);
  if (ownSql !== null) return { datasourceKey, sql: ownSql };
  if (datasource.type === 'query') return null;
  const selectStar = nonEmpty(datasource.select_star);
  if (selectStar !== null) return { datasourceKey, sql: selectStar };
  const table = nonEmpty(datasource.table_name);
  if (table === null) return null;
  return { datasourceKey, sql: fallbackSelectStar(table, datasource.schema) };
}

/** The form's fields in submission order. */
export function sqlLabFormFields(
  handoff: SqlLabHandoff,
  csrfToken: string,
): Array<[string, string]> {
  return [
    ['datasourceKey', handoff.datasourceKey],
    ['sql', handoff.sql],
    [CSRF_FORM_FIELD, csrfToken],
  ];
}

/**
 * Submits the hand-off as a real form POST (Superset's `postForm`), so the browser follows the
 * server's redirect to SQL Lab as a navigation. Browser-only; rejects when no CSRF token could be
 * fetched, so callers can show 'An error occurred while loading the SQL'.
 */
export async function postToSqlLab(handoff: SqlLabHandoff): Promise<void> {
  const token = await csrfTokenCache.get();
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = SQL_LAB_HANDOFF_URL;
  form.style.display = 'none';
  for (const [name, value] of sqlLabFormFields(handoff, token)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
