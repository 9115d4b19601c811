/**
 * The `SELECT * ... LIMIT 100` preview Superset shows for a table (`select_star`), with the
 * identifiers quoted for the engine so any table name is shown as a runnable statement.
 */
import type { Backend } from '../../engine/backends';

export function quoteIdentifier(backend: string, name: string): string {
  if ((backend as Backend) === 'mysql') return `\`${name.replaceAll('`', '``')}\``;
  return `"${name.replaceAll('"', '""')}"`;
}

/** `schema.table` with each part quoted; just the table when there is no schema. */
export function qualifiedTable(
  backend: string,
  table: string,
  schema: string | null | undefined,
): string {
  const quoted = quoteIdentifier(backend, table);
  return schema ? `${quoteIdentifier(backend, schema)}.${quoted}` : quoted;
}

export function selectStar(
  backend: string,
  table: string,
  schema: string | null | undefined,
  limit = 100,
): string {
  return `SELECT *\nFROM ${qualifiedTable(backend, table, schema)}\nLIMIT ${limit}`;
}
