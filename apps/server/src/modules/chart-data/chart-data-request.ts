/**
 * Reading a chart-data request the ways Superset's clients send one: a JSON QueryContext body, or
 * an HTML form post (downloads) whose `form_data` field holds the QueryContext as JSON text, plus
 * the query-string `form_data` (chart form data carrying `slice_id`), `dashboard_id` and `force`.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { assertJsonTextDepth } from '@panorama/core/json/json-depth';
import { REQUEST_NOT_JSON } from '../../engine/chart-data/query-context-parsing';

function parseJsonText(text: string): unknown {
  assertJsonTextDepth(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError(REQUEST_NOT_JSON);
  }
}

export interface FormPostFields {
  filename?: string | undefined;
  expectedRows?: number | undefined;
}

/** The raw QueryContext of a POST body (JSON object, or a form with a `form_data` field). */
export function rawBody(body: unknown): { raw: unknown; form: FormPostFields } {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    if (typeof record.form_data === 'string' && !('queries' in record)) {
      const filename = typeof record.filename === 'string' ? record.filename : undefined;
      const expected = Number(record.expected_rows);
      return {
        raw: parseJsonText(record.form_data),
        form: { filename, expectedRows: Number.isFinite(expected) ? expected : undefined },
      };
    }
    return { raw: record, form: {} };
  }
  if (typeof body === 'string' && body.trim()) return { raw: parseJsonText(body), form: {} };
  throw new ValidationError(REQUEST_NOT_JSON);
}

/** `true`, `1`, `yes` (any case) are true: Superset reads query-string booleans loosely. */
export function truthy(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return false;
  return ['true', '1', 'yes', 'y', 't'].includes(value.toLowerCase());
}

/** The chart id a request names: query-string form_data, or the QueryContext's own form_data. */
export function chartIdOf(
  queryFormData: string | undefined,
  context: { form_data?: Record<string, unknown> | null | undefined } | null,
): number | null {
  const candidates: unknown[] = [];
  if (queryFormData) {
    const parsed = parseJsonText(queryFormData);
    if (typeof parsed === 'object' && parsed !== null)
      candidates.push((parsed as Record<string, unknown>).slice_id);
  }
  candidates.push(context?.form_data?.slice_id);
  for (const value of candidates) {
    if (value === null || value === undefined || value === '') continue;
    const id = Number(value);
    if (!Number.isInteger(id) || id <= 0) throw new ValidationError('slice_id must be an integer');
    return id;
  }
  return null;
}
