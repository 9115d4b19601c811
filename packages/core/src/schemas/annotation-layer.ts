/**
 * Answers of the annotation layer API (`/api/v1/annotation_layer/` and its nested
 * `{pk}/annotation/`), as Superset's AnnotationLayerRestApi and AnnotationRestApi give them.
 */
import { z } from 'zod';
import { idResultResponseSchema, listResponseSchema } from './api-response';
import { auditFields } from './security';

const id = z.number().int();

/** A row of the layer list and the `result` of `GET /annotation_layer/{id}`. */
export const annotationLayerRowSchema = z.object({
  id,
  uuid: z.string(),
  name: z.string(),
  descr: z.string().nullable(),
  ...auditFields,
  changed_by_name: z.string().nullable(),
});
export type AnnotationLayerRow = z.infer<typeof annotationLayerRowSchema>;
export const annotationLayerResponseSchema = idResultResponseSchema(annotationLayerRowSchema);
export type AnnotationLayerResponse = z.infer<typeof annotationLayerResponseSchema>;
export const annotationLayerListResponseSchema = listResponseSchema(
  annotationLayerRowSchema.partial(),
);

/** What a layer create or update stored, as sent. */
export const annotationLayerWriteResponseSchema = idResultResponseSchema(
  z.object({ name: z.string(), descr: z.string().nullable() }).partial(),
);
export type AnnotationLayerWriteResponse = z.infer<typeof annotationLayerWriteResponseSchema>;

/** A row of one layer's annotation list and the `result` of `GET .../annotation/{id}`. */
export const annotationRowSchema = z.object({
  id,
  short_descr: z.string(),
  long_descr: z.string().nullable(),
  /** Naive UTC `YYYY-MM-DDTHH:mm:ss`. */
  start_dttm: z.string(),
  end_dttm: z.string(),
  /** JSON text, as Superset keeps it. */
  json_metadata: z.string().nullable(),
  layer: z.object({ id, name: z.string() }),
  ...auditFields,
});
export type AnnotationRow = z.infer<typeof annotationRowSchema>;
export const annotationResponseSchema = idResultResponseSchema(annotationRowSchema);
export const annotationListResponseSchema = listResponseSchema(annotationRowSchema.partial());

/** What an annotation create or update stored, as sent. */
export const annotationWriteResponseSchema = idResultResponseSchema(
  z
    .object({
      short_descr: z.string(),
      long_descr: z.string().nullable(),
      start_dttm: z.string(),
      end_dttm: z.string(),
      json_metadata: z.string().nullable(),
    })
    .partial(),
);
export type AnnotationWriteResponse = z.infer<typeof annotationWriteResponseSchema>;
