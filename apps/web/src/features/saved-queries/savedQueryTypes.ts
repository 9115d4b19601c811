/** A row of `GET /api/v1/saved_query/` as the saved query list reads it. */
import type { SavedQuery } from '@panorama/core/schemas/saved-query';

export type SavedQueryListItem = Pick<
  SavedQuery,
  | 'id'
  | 'label'
  | 'description'
  | 'sql'
  | 'schema'
  | 'database'
  | 'changed_on_delta_humanized'
  | 'changed_on'
>;

/** SQL Lab opens a saved query by id (Superset's `/sqllab/?savedQueryId=`). */
export function savedQuerySqlLabPath(query: Pick<SavedQueryListItem, 'id'>): string {
  return `/sqllab/?savedQueryId=${query.id}`;
}

/**
 * The line the list shows: the first non-blank line of the SQL, trimmed, with an ellipsis when
 * more follows (more lines, or a cut at `maxLength` characters).
 */
export function sqlFirstLine(sql: string, maxLength = 80): string {
  const lines = sql.split(/\r\n|\r|\n/);
  const index = lines.findIndex((line) => line.trim() !== '');
  if (index < 0) return '';
  const first = (lines[index] ?? '').trim();
  const more = lines.slice(index + 1).some((line) => line.trim() !== '');
  if (first.length > maxLength) return `${first.slice(0, maxLength).trimEnd()}…`;
  return more ? `${first} …` : first;
}
