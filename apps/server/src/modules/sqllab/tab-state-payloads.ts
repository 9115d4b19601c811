/**
 * What the `/tabstateview/` calls send, in any of the spellings Superset's client uses, reduced
 * to the tab's stored fields:
 * - `POST /tabstateview/` carries `queryEditor`, the editor document as JSON text (`name` or
 *   `title`, `dbId`, `schema`, `sql`, `queryLimit`, `templateParams`, `hideLeftBar`, `autorun`,
 *   `remoteId` = the saved query);
 * - `PUT /tabstateview/{id}` carries the fields to change, as a JSON body or as form fields whose
 *   values are JSON text (Superset's client JSON-encodes every form value), under their stored
 *   names (`database_id`, `query_limit`, `template_params`, `latest_query_id`...) or the editor's
 *   (`dbId`, `queryLimit`, `templateParams`, `label`).
 * Unknown fields are ignored, so a newer client's extra state does not break an older server.
 */
import { isRecord } from '@panorama/core/json/is-record';
import { z } from 'zod';
import { nameText } from '@panorama/core/schemas/name-text';
import { ValidationError } from '@panorama/core/errors/app-error';
import { MAX_STATEMENT_LENGTH } from '@panorama/sql/guard/check-read-only-statement';

export const UNTITLED_QUERY = 'Untitled Query';
export const QUERY_EDITOR_REQUIRED = 'queryEditor must be the editor document as a JSON object';

/** Stored field ← the names a client may use for it. */
const ALIASES: Record<string, readonly string[]> = {
  label: ['label', 'name', 'title'],
  database_id: ['database_id', 'dbId'],
  catalog: ['catalog'],
  schema: ['schema'],
  sql: ['sql'],
  query_limit: ['query_limit', 'queryLimit'],
  template_params: ['template_params', 'templateParams'],
  latest_query_id: ['latest_query_id', 'latestQueryId'],
  autorun: ['autorun'],
  hide_left_bar: ['hide_left_bar', 'hideLeftBar'],
  saved_query_id: ['saved_query_id', 'remoteId', 'savedQueryId'],
  extra_json: ['extra_json'],
};

const nullableText = (max: number) => z.string().max(max).nullable();

export const tabFieldsSchema = z
  .object({
    label: nameText(z.string().trim().min(1, 'The tab name is required').max(256)),
    database_id: z.number().int().positive().nullable(),
    catalog: nullableText(256),
    schema: nullableText(256),
    sql: nullableText(MAX_STATEMENT_LENGTH),
    query_limit: z.number().int().positive().nullable(),
    template_params: nullableText(100_000),
    latest_query_id: nullableText(64),
    autorun: z.boolean(),
    hide_left_bar: z.boolean(),
    saved_query_id: z.number().int().positive().nullable(),
    extra_json: nullableText(100_000),
  })
  .partial();
export type TabFields = z.infer<typeof tabFieldsSchema>;

/** Template parameters are kept as JSON text; clients send the text or the object. */
function templateParamsText(value: unknown): unknown {
  if (isRecord(value)) return JSON.stringify(value);
  if (typeof value === 'string' && value.trim() === '') return null;
  return value;
}

/** An empty schema or catalog picker means none. */
function emptyAsNull(value: unknown): unknown {
  return value === '' ? null : value;
}

function validationError(error: z.ZodError): ValidationError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    (fields[issue.path.join('.') || '_schema'] ??= []).push(issue.message);
  }
  return new ValidationError(fields);
}

/** Picks the known fields out of a client document and validates them. */
export function tabFieldsFrom(document: Record<string, unknown>): TabFields {
  const picked: Record<string, unknown> = {};
  for (const [field, names] of Object.entries(ALIASES)) {
    const name = names.find((n) => Object.hasOwn(document, n) && document[n] !== undefined);
    if (name !== undefined) picked[field] = document[name];
  }
  if ('template_params' in picked) {
    picked.template_params = templateParamsText(picked.template_params);
  }
  for (const field of ['schema', 'catalog', 'latest_query_id'] as const) {
    if (field in picked) picked[field] = emptyAsNull(picked[field]);
  }
  // A blank name keeps the tab's name (a new tab gets UNTITLED_QUERY).
  if (typeof picked.label === 'string' && picked.label.trim() === '') delete picked.label;
  for (const field of ['autorun', 'hide_left_bar'] as const) {
    if (picked[field] === null) delete picked[field];
  }
  const parsed = tabFieldsSchema.safeParse(picked);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** A form field's value: JSON text as Superset's client sends it, else the text itself. */
function formValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The body of `PUT /tabstateview/{id}` as a plain document. */
export function tabUpdateDocument(body: unknown, isForm: boolean): Record<string, unknown> {
  if (!isRecord(body)) return {};
  if (!isForm) return body;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, formValue(v)]));
}

/** The `queryEditor` document of `POST /tabstateview/`. */
export function queryEditorDocument(body: unknown): Record<string, unknown> {
  const raw = isRecord(body) ? body.queryEditor : undefined;
  const document = typeof raw === 'string' ? formValue(raw) : raw;
  if (!isRecord(document)) throw new ValidationError({ queryEditor: [QUERY_EDITOR_REQUIRED] });
  return document;
}
