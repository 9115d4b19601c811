/**
 * Query tabs as the server keeps them (`/tabstateview/`, Superset's TabState) and as SQL Lab
 * edits them: reading a tab state, the `queryEditor` document that creates one, the fields an
 * edit sends, and the 'Untitled Query N' labels of new tabs.
 */
import type { EditorTab, TabSeed } from './sqllabTypes';

/** Superset's default row limit of a new tab. */
export const DEFAULT_QUERY_LIMIT = 1000;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Template parameters are stored as JSON text; some servers send the object itself. */
function templateParamsText(value: unknown): string {
  if (typeof value === 'string') return value.trim() === '{}' ? '' : value;
  if (typeof value === 'object' && value !== null && Object.keys(value).length > 0)
    return JSON.stringify(value, null, 2);
  return '';
}

/**
 * A tab state from `GET /tabstateview/{id}` or the `active_tab` of `GET /api/v1/sqllab/`.
 * The database id is `database_id` in Superset's dictionary and `dbId` in its editor shape; both
 * are read. Returns null when the answer has no tab id.
 */
export function tabFromServer(raw: unknown): EditorTab | null {
  const tab = record(raw);
  const id = positiveInt(tab.id);
  if (id === null) return null;
  const savedQuery = record(tab.saved_query);
  const latest = record(tab.latest_query);
  return {
    id,
    label: text(tab.label) ?? text(tab.name) ?? '',
    dbId: positiveInt(tab.database_id ?? tab.dbId),
    schema: text(tab.schema) || null,
    sql: text(tab.sql) ?? '',
    queryLimit: positiveInt(tab.query_limit ?? tab.queryLimit) ?? DEFAULT_QUERY_LIMIT,
    templateParams: templateParamsText(tab.template_params ?? tab.templateParams),
    savedQueryId: positiveInt(savedQuery.id ?? tab.saved_query_id),
    latestQueryId: text(latest.id) ?? text(tab.latest_query_id) ?? null,
    previewQueryId: null,
    loaded: true,
  };
}

/** `[[id, label], ...]` of `GET /api/v1/sqllab/`: the other tabs, not yet loaded. */
export function tabStubsFromServer(raw: unknown): EditorTab[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    const [rawId, rawLabel] = Array.isArray(entry) ? (entry as unknown[]) : [];
    const id = positiveInt(rawId);
    if (id === null) return [];
    return [
      {
        id,
        label: text(rawLabel) ?? '',
        dbId: null,
        schema: null,
        sql: '',
        queryLimit: DEFAULT_QUERY_LIMIT,
        templateParams: '',
        savedQueryId: null,
        latestQueryId: null,
        previewQueryId: null,
        loaded: false,
      },
    ];
  });
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
