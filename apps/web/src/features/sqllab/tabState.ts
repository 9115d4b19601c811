/**
 * Query tabs as the server keeps them (`/tabstateview/`, Superset's TabState) and as SQL Lab
 * edits them: reading a tab state, the `queryEditor` document that creates one, the fields an
 * edit sends, and the 'Untitled Query N' labels of new tabs.
 */
import type { TabState } from '@panorama/core/schemas/sqllab';
import type { EditorTab, TabSeed } from './sqllabTypes';

/** Superset's default row limit of a new tab. */
export const DEFAULT_QUERY_LIMIT = 1000;

/** Template parameters are kept as JSON object text; an empty object is none. */
function templateParamsText(text: string | null): string {
  return text === null || text.trim() === '{}' ? '' : text;
}

/** A tab state from `GET /tabstateview/{id}` or the `active_tab` of `GET /api/v1/sqllab/`. */
export function tabFromServer(tab: TabState): EditorTab {
  return {
    id: tab.id,
    label: tab.label,
    dbId: tab.database_id,
    schema: tab.schema || null,
    sql: tab.sql ?? '',
    queryLimit: tab.query_limit ?? DEFAULT_QUERY_LIMIT,
    templateParams: templateParamsText(tab.template_params),
    savedQueryId: tab.saved_query?.id ?? null,
    latestQueryId: tab.latest_query?.id ?? null,
    previewQueryId: null,
    loaded: true,
  };
}

/** `[[id, label], ...]` of `GET /api/v1/sqllab/`: the other tabs, not yet loaded. */
export function tabStubsFromServer(ids: readonly (readonly [number, string])[]): EditorTab[] {
  return ids.map(([id, label]) => ({
    id,
    label,
    dbId: null,
    schema: null,
    sql: '',
    queryLimit: DEFAULT_QUERY_LIMIT,
    templateParams: '',
    savedQueryId: null,
    latestQueryId: null,
    previewQueryId: null,
    loaded: false,
  }));
}

/** The `queryEditor` document `POST /tabstateview/` reads (as JSON text). */
export function queryEditorDocument(seed: TabSeed, queryLimit: number): Record<string, unknown> {
  return {
    name: seed.label,
    title: seed.label,
    dbId: seed.dbId,
    schema: seed.schema,
    autorun: false,
    sql: seed.sql,
    queryLimit,
    templateParams: seed.templateParams ?? '',
  };
}

/** The tab fields the server keeps, as `PUT /tabstateview/{id}` names them. */
export type TabPatch = Partial<
  Pick<EditorTab, 'label' | 'dbId' | 'schema' | 'sql' | 'queryLimit' | 'templateParams'>
>;

export function tabUpdateBody(patch: TabPatch): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (patch.sql !== undefined) body.sql = patch.sql;
  if (patch.dbId !== undefined) body.dbId = patch.dbId;
  if (patch.schema !== undefined) body.schema = patch.schema;
  if (patch.label !== undefined) body.label = patch.label;
  if (patch.queryLimit !== undefined) body.queryLimit = patch.queryLimit;
  if (patch.templateParams !== undefined) body.templateParams = patch.templateParams;
  return body;
}

/** 'Untitled Query N' with the smallest N greater than any such label already open. */
export function nextUntitledLabel(labels: readonly string[], prefix = 'Untitled Query'): string {
  let max = 0;
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)$`);
  for (const label of labels) {
    const match = pattern.exec(label);
    if (match) max = Math.max(max, Number(match[1]));
  }
  return `${prefix} ${max + 1}`;
}

/** A rename keeps the old label when the new one is blank. */
export function renamedLabel(previous: string, typed: string): string {
  const trimmed = typed.trim();
  return trimmed === '' ? previous : trimmed.slice(0, 256);
}

/** Which tab becomes active when `closedId` closes: its right neighbour, else its left one. */
export function neighbourAfterClose(tabs: readonly EditorTab[], closedId: number): number | null {
  const index = tabs.findIndex((tab) => tab.id === closedId);
  if (index < 0) return tabs[0]?.id ?? null;
  return tabs[index + 1]?.id ?? tabs[index - 1]?.id ?? null;
}
