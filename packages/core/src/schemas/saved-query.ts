/** Payloads and answers of the saved query API (SQL Lab's "Save query", the saved query list). */
import { z } from 'zod';
import { nameText } from './name-text';
import { jsonObjectText } from './json-text';
import { idResultResponseSchema } from './api-response';
import { userRefSchema } from './user-ref';

const savedQueryFields = {
  db_id: z.number().int().positive(),
  catalog: z.string().max(256).nullable(),
  schema: z.string().max(128).nullable(),
  label: nameText(z.string().min(1, 'Name is required').max(256)),
  description: z.string().max(10_000).nullable(),
  sql: z.string().min(1).max(1_000_000),
  template_parameters: jsonObjectText(100_000),
  extra_json: jsonObjectText(100_000),
};

export const savedQueryCreateSchema = z
  .object(savedQueryFields)
  .partial({
    catalog: true,
    schema: true,
    description: true,
    template_parameters: true,
    extra_json: true,
  })
  .strict();
export const savedQueryUpdateSchema = z.object(savedQueryFields).partial().strict();
export type SavedQueryCreate = z.infer<typeof savedQueryCreateSchema>;
export type SavedQueryUpdate = z.infer<typeof savedQueryUpdateSchema>;

// --- Answers -----------------------------------------------------------------------------------

/** A saved query as its detail and list rows give it. */
export const savedQuerySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  sql: z.string(),
  schema: z.string().nullable(),
  catalog: z.string().nullable(),
  db_id: z.number().int(),
  database: z.object({ id: z.number().int(), database_name: z.string() }),
  /** JSON object text. */
  template_parameters: z.string().nullable(),
  /** JSON object text. */
  extra: z.string().nullable(),
  rows: z.number().int().nullable(),
  last_run_delta_humanized: z.string().nullable(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string().nullable(),
  created_on: z.string(),
  created_by: userRefSchema.nullable(),
  changed_by: userRefSchema.nullable(),
});
export type SavedQuery = z.infer<typeof savedQuerySchema>;

/** A list row holds only the columns asked for. */
export const savedQueryListItemSchema = savedQuerySchema.partial();
export type SavedQueryListItem = z.infer<typeof savedQueryListItemSchema>;

export const savedQueryDetailResponseSchema = idResultResponseSchema(savedQuerySchema);
export type SavedQueryDetailResponse = z.infer<typeof savedQueryDetailResponseSchema>;

/** A create or update answers the fields it was sent. */
export const savedQuerySavedResponseSchema = idResultResponseSchema(
  z
    .object({
      db_id: z.number().int(),
      catalog: z.string().nullable(),
      schema: z.string().nullable(),
      label: z.string(),
      description: z.string().nullable(),
      sql: z.string(),
      template_parameters: z.string().nullable(),
      extra_json: z.string().nullable(),
    })
    .partial(),
);
export type SavedQuerySavedResponse = z.infer<typeof savedQuerySavedResponseSchema>;
