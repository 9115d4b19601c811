/**
 * Request bodies of the annotation layer API (Superset's AnnotationLayerPostSchema /
 * AnnotationPostSchema and their PUT variants). Schema errors answer 400
 * `{message: {field: [errors]}}`; rules that need the store (unique names, end after start on a
 * partial update) are the service's, answered 422 the same way.
 */
import { z } from 'zod';
import { nameText } from '@panorama/core/schemas/name-text';
import { jsonObjectText } from '@panorama/core/schemas/json-text';
import { lengthBetween, requiredString } from '../shared/required-fields';
import { parseAnnotationTime } from './annotation-time';

export const NOT_A_DATETIME = 'Not a valid datetime.';

/** Layer names and short descriptions are stored as typed, spaces included. */
function untrimmedText(max: number) {
  return requiredString().min(1, lengthBetween(max)).max(max, lengthBetween(max));
}

const dateTimeText = requiredString(NOT_A_DATETIME)
  .max(64, NOT_A_DATETIME)
  .refine((text) => parseAnnotationTime(text) !== null, NOT_A_DATETIME);

export const annotationLayerCreateSchema = z
  .object({
    name: nameText(untrimmedText(250)),
    descr: z.string().max(100_000).nullable().optional(),
  })
  .strict();
export const annotationLayerUpdateSchema = annotationLayerCreateSchema.partial().strict();
export type AnnotationLayerCreate = z.infer<typeof annotationLayerCreateSchema>;
export type AnnotationLayerUpdate = z.infer<typeof annotationLayerUpdateSchema>;

export const annotationCreateSchema = z
  .object({
    short_descr: untrimmedText(500),
    long_descr: z.string().max(100_000).nullable().optional(),
    start_dttm: dateTimeText,
    end_dttm: dateTimeText,
    json_metadata: jsonObjectText(100_000).optional(),
  })
  .strict();
export const annotationUpdateSchema = annotationCreateSchema.partial().strict();
export type AnnotationCreate = z.infer<typeof annotationCreateSchema>;
export type AnnotationUpdate = z.infer<typeof annotationUpdateSchema>;
