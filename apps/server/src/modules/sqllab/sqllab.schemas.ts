/**
 * Request payloads of SQL Lab's REST calls, in Superset's spelling (ExecutePayloadSchema: the
 * camelCase `queryLimit`, `runAsync`, `templateParams` included). Unknown keys Superset's client
 * also sends (`json`, `ctas_method`, `tmp_table_name`, `expand_data`) are accepted and ignored.
 */
import { z } from 'zod';

const optionalText = (max: number) => z.string().max(max).nullish();

export const executePayloadSchema = z
  .object({
    database_id: z.coerce.number().int().positive(),
    sql: z.string().min(1, 'The SQL is required').max(1_000_000),
    client_id: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'client_id may contain letters, digits, _ and - only')
      .nullish(),
    queryLimit: z.coerce.number().int().nullish(),
    sql_editor_id: z
      .union([z.string().max(256), z.number().int()])
      .transform((v) => String(v))
      .nullish(),
    catalog: optionalText(256),
    schema: optionalText(256),
    tab: optionalText(256),
    templateParams: z.union([z.string().max(100_000), z.record(z.string(), z.unknown())]).nullish(),
    runAsync: z.boolean().nullish(),
    select_as_cta: z.boolean().nullish(),
  })
  .passthrough();
export type ExecutePayload = z.infer<typeof executePayloadSchema>;

/** `/results/`: `q=(key:...,rows:N,offset:M)` as Superset sends it, or the same as plain fields. */
export const resultsArgsSchema = z.object({
  key: z.string().min(1).max(64),
  rows: z.coerce.number().int().positive().optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type ResultsArgs = z.infer<typeof resultsArgsSchema>;

export const resultsQuerySchema = z.object({
  q: z.string().max(1000).optional(),
  key: z.string().max(64).optional(),
  rows: z.string().max(20).optional(),
  offset: z.string().max(20).optional(),
});

export const clientIdParams = z.object({
  client_id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
