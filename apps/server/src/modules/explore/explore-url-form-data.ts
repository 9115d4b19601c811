/**
 * The form data a Superset explore link carries inline (`/explore/?form_data={...}`), as
 * `GET /api/v1/explore/` receives it. The text passes the same check as form data written to the
 * form data cache (size, nesting depth, a JSON object); text that fails is dropped with a message
 * saying why, so the link still opens the chart or dataset it names beside it. Older links name
 * the dataset with `datasource_id` and `datasource_type` instead of `datasource`; those become
 * the `datasource` key every other form data has.
 */
import { formDataTextSchema } from '@panorama/core/schemas/explore';
import { parseJsonObject } from '@panorama/core/json/json-object';
import { positiveId } from './positive-id';

type Json = Record<string, unknown>;

export const URL_FORM_DATA_UNREADABLE = 'The form data in the link could not be read';

export interface UrlFormData {
  formData: Json;
  /** Why the link's form data was ignored; null when it was read or there was none. */
  message: string | null;
}

function withDatasourceKey(formData: Json): Json {
  if (typeof formData.datasource === 'string') return formData;
  const id = positiveId(formData.datasource_id);
  if (id === null) return formData;
  const { datasource_id: _id, datasource_type: rawType, ...rest } = formData;
  const type = typeof rawType === 'string' && rawType !== '' ? rawType : 'table';
  return { ...rest, datasource: `${id}__${type}` };
}

export function readUrlFormData(text: string | undefined): UrlFormData {
  if (text === undefined || text.trim() === '') return { formData: {}, message: null };
  const checked = formDataTextSchema.safeParse(text);
  if (!checked.success) {
    const reason = checked.error.issues[0]?.message ?? 'Must be a JSON object as text';
    return { formData: {}, message: `${URL_FORM_DATA_UNREADABLE} and was ignored: ${reason}.` };
  }
  return { formData: withDatasourceKey(parseJsonObject(checked.data)), message: null };
}
