/**
 * Answers of the file upload API: the upload itself, the file metadata the form reads its column
 * and sheet pickers from, and the schemas an upload may go to.
 */
import { z } from 'zod';

/** `POST /database/{id}/upload/` (201): where the rows went. */
export const uploadResultSchema = z.object({
  table_name: z.string(),
  schema: z.string(),
  dataset_id: z.number().int(),
  rows: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
export const uploadResponseSchema = z.object({ message: z.string(), result: uploadResultSchema });

/** One sheet of a file (one item without a sheet name for CSV and Parquet). */
export const fileMetadataItemSchema = z.object({
  sheet_name: z.string().nullable(),
  column_names: z.array(z.string()),
});
export type FileMetadataItem = z.infer<typeof fileMetadataItemSchema>;
/** `POST /database/upload_metadata/`. */
export const uploadMetadataResponseSchema = z.object({
  result: z.object({ items: z.array(fileMetadataItemSchema) }),
});

/** `GET /database/{id}/schemas_access_for_file_upload/`: empty means any schema. */
export const uploadSchemasResponseSchema = z.object({ schemas: z.array(z.string()) });
