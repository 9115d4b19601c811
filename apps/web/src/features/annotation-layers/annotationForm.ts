/**
 * The annotation and layer forms as pure functions: initial values from a row, validation
 * (required fields, end not before start, JSON metadata must be an object) and the request body.
 * Times are naive UTC wall-clock text (`YYYY-MM-DDTHH:mm:ss`), shown as written, never shifted
 * to the browser's zone: the server stores and charts draw them that way.
 */
import { isRecord } from '@panorama/core/json/is-record';
import type {
  AnnotationBody,
  AnnotationLayerBody,
  AnnotationLayerListItem,
  AnnotationListItem,
} from './annotationLayerTypes';

export const REQUIRED = 'This is a required field';
export const END_BEFORE_START = 'End date must be after start date';
export const JSON_NOT_VALID = 'JSON not valid';

/** The wire form of a time: what the server returns and accepts. */
export const TIME_VALUE_FORMAT = 'YYYY-MM-DD[T]HH:mm:ss';

export interface LayerFormValues {
  name: string;
  descr: string;
}

export function layerFormValues(
  layer: Pick<AnnotationLayerListItem, 'name' | 'descr'> | null,
): LayerFormValues {
  return { name: layer?.name ?? '', descr: layer?.descr ?? '' };
}

export function layerBody(values: LayerFormValues): AnnotationLayerBody {
  const descr = values.descr.trim();
  return { name: values.name.trim(), descr: descr === '' ? null : values.descr };
}

export interface AnnotationFormValues {
  short_descr: string;
  long_descr: string;
  /** Start and end as `YYYY-MM-DDTHH:mm:ss`, or null before both are chosen. */
  range: [string, string] | null;
  json_metadata: string;
}

export type AnnotationField = 'short_descr' | 'range' | 'json_metadata';

type EditableAnnotation = Pick<
  AnnotationListItem,
  'short_descr' | 'long_descr' | 'start_dttm' | 'end_dttm' | 'json_metadata'
>;

export function annotationFormValues(annotation: EditableAnnotation | null): AnnotationFormValues {
  return {
    short_descr: annotation?.short_descr ?? '',
    long_descr: annotation?.long_descr ?? '',
    range: annotation ? [annotation.start_dttm, annotation.end_dttm] : null,
    json_metadata: annotation?.json_metadata ?? '',
  };
}

function isJsonObject(text: string): boolean {
  try {
    return isRecord(JSON.parse(text));
  } catch {
    return false;
  }
}

/** Problems by field (untranslated messages); empty when the form can be sent. */
export function annotationFormErrors(
  values: AnnotationFormValues,
): Partial<Record<AnnotationField, string>> {
  const errors: Partial<Record<AnnotationField, string>> = {};
  if (values.short_descr.trim() === '') errors.short_descr = REQUIRED;
  if (values.range === null) errors.range = REQUIRED;
  // Fixed-width ISO text compares in time order.
  else if (values.range[1] < values.range[0]) errors.range = END_BEFORE_START;
  const json = values.json_metadata.trim();
  if (json !== '' && !isJsonObject(json)) errors.json_metadata = JSON_NOT_VALID;
  return errors;
}

/** The request body of a valid form (see annotationFormErrors). */
export function annotationBody(values: AnnotationFormValues): AnnotationBody {
  const [start, end] = values.range ?? ['', ''];
  const longDescr = values.long_descr.trim();
  const json = values.json_metadata.trim();
  return {
    short_descr: values.short_descr.trim(),
    long_descr: longDescr === '' ? null : values.long_descr,
    start_dttm: start,
    end_dttm: end,
    json_metadata: json === '' ? null : json,
  };
}

/** Where a server field error belongs on the form: both times share the range picker. */
export function formFieldOf(serverField: string): AnnotationField | null {
  if (serverField === 'start_dttm' || serverField === 'end_dttm') return 'range';
  if (serverField === 'short_descr' || serverField === 'json_metadata') return serverField;
  return null;
}
