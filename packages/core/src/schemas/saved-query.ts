/** Request payloads of the saved query API (SQL Lab's "Save query"). */
import { z } from 'zod';
import { nameText } from './name-text';
import { jsonObjectText } from './json-text';

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
