/**
 * What the SQL Lab URL asks to open in a new tab: a hand-off from explore (`?handoff=`), a saved
 * query (`?savedQueryId=`, the share link) or a history entry (`?queryId=`).
 */
import { savedQuerySqlLabPath } from '../saved-queries';

export type SqlLabUrlIntent =
  | { kind: 'handoff'; key: string }
  | { kind: 'savedQuery'; id: number }
  | { kind: 'query'; id: number };

const HANDOFF_KEY = /^[A-Za-z0-9_-]{1,64}$/;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function parseSqlLabUrl(search: string): SqlLabUrlIntent | null {
  const params = new URLSearchParams(search);
  const handoff = params.get('handoff');
  if (handoff !== null && HANDOFF_KEY.test(handoff)) return { kind: 'handoff', key: handoff };
  const savedQueryId = positiveInt(params.get('savedQueryId'));
  if (savedQueryId !== null) return { kind: 'savedQuery', id: savedQueryId };
  const queryId = positiveInt(params.get('queryId'));
  if (queryId !== null) return { kind: 'query', id: queryId };
  return null;
}

/**
 * Whether the page opens on the history of all the user's queries: Superset's `/sqllab/history/`
 * (where the navigation's 'Query history' leads) or `?show=history`.
 */
export function opensHistory(search: string, pathname = ''): boolean {
  return (
    pathname.replace(/\/+$/, '') === '/sqllab/history' ||
    new URLSearchParams(search).get('show') === 'history'
  );
}

/** The absolute share link of a saved query. */
export function savedQueryLink(origin: string, savedQueryId: number): string {
  return `${origin}${savedQuerySqlLabPath({ id: savedQueryId })}`;
}

/** Explore on a dataset, as the dataset list links to it. */
export function exploreDatasetPath(datasetId: number): string {
  return `/explore/?datasource_type=table&datasource_id=${datasetId}`;
}

/** The streamed CSV of a query's full result. */
export function csvExportPath(clientId: string): string {
  return `/api/v1/sqllab/export/${encodeURIComponent(clientId)}/`;
}
