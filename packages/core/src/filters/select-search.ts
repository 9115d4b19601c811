/**
 * A select filter's "search all options": the text typed in the select becomes a filter on the
 * column for the server's distinct-values query, as Superset's select filter builds it. A text
 * column keeps the values containing the text, ignoring case (ILIKE), the typed `%`, `_` and `\`
 * matching themselves rather than acting as wildcards; a numeric column keeps the values at or
 * above a typed number; other columns (and text that is not a number, on a numeric column) are
 * not narrowed by the server.
 */
import type { QueryFilter } from '../query/query-object';

/** Superset's delay between the last keystroke and the search query. */
export const SELECT_SEARCH_DEBOUNCE_MS = 500;

export type SearchColumnKind = 'text' | 'numeric' | 'other';

/** The text as a LIKE pattern that matches only itself: `%`, `_` and `\` are escaped. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for values containing the text anywhere. */
export function likeContains(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** The filters the typed text adds to the options query (none for blank text). */
export function selectSearchFilters(
  column: string,
  search: string,
  kind: SearchColumnKind,
): QueryFilter[] {
  const text = search.trim();
  if (text === '') return [];
  if (kind === 'text') return [{ col: column, op: 'ILIKE', val: likeContains(text) }];
  if (kind === 'numeric' && Number.isFinite(Number(text))) {
    return [{ col: column, op: '>=', val: Number(text) }];
  }
  return [];
}
