/** Answers of the row level security rule API (`/api/v1/rowlevelsecurity/`, Superset's shapes). */
import { z } from 'zod';
import { idResultResponseSchema, listResponseSchema } from './api-response';
import { auditFields, roleRefSchema } from './security';

const id = z.number().int();

/** `Regular` rules add their clause for the listed roles; `Base` rules for everyone else. */
export const RLS_FILTER_TYPES = ['Regular', 'Base'] as const;
export type RlsFilterType = (typeof RLS_FILTER_TYPES)[number];

/** A row of the rule list and the `result` of `GET /rowlevelsecurity/{id}`. */
export const rlsRuleRowSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  filter_type: z.enum(RLS_FILTER_TYPES),
  tables: z.array(z.object({ id, schema: z.string().nullable(), table_name: z.string() })),
  roles: z.array(roleRefSchema),
  group_key: z.string().nullable(),
  clause: z.string(),
  ...auditFields,
  changed_by_name: z.string().nullable(),
});
export type RlsRuleRow = z.infer<typeof rlsRuleRowSchema>;
export const rlsRuleResponseSchema = idResultResponseSchema(rlsRuleRowSchema);
export const rlsRuleListResponseSchema = listResponseSchema(rlsRuleRowSchema.partial());

/** What a rule create or update stored, as sent (datasets and roles as ids). */
export const rlsRuleWriteResponseSchema = idResultResponseSchema(
  z
    .object({
      name: z.string(),
      description: z.string().nullable(),
      filter_type: z.enum(RLS_FILTER_TYPES),
      tables: z.array(id),
      roles: z.array(id),
      group_key: z.string().nullable(),
      clause: z.string(),
    })
    .partial(),
);
export type RlsRuleWriteResponse = z.infer<typeof rlsRuleWriteResponseSchema>;
