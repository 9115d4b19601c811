/**
 * Request payloads of the chart editor's state endpoints, with Superset's field names: explore form
 * data (FormDataPostSchema / FormDataPutSchema), explore and dashboard permalinks
 * (ExplorePermalinkStateSchema / DashboardPermalinkStateSchema) and `GET /api/v1/explore/`.
 */
import { z } from 'zod';
import { DATASOURCE_TYPES } from '@panorama/core/schemas/chart';
import { jsonObjectTextCheck } from '@panorama/core/schemas/json-text';

/** Form data and permalink states are chart form data: as large as a chart's saved params. */
export const MAX_STATE_LENGTH = 1_000_000;
const MAX_KEY_LENGTH = 64;

const jsonObjectString = z
  .string()
  .min(1, 'Must not be empty')
  .max(MAX_STATE_LENGTH, `Must be at most ${MAX_STATE_LENGTH} characters`)
  .superRefine(jsonObjectTextCheck('Must be a JSON object as text'));

export const formDataBodySchema = z
  .object({
    datasource_id: z.number().int().positive(),
    datasource_type: z.enum(DATASOURCE_TYPES),
    chart_id: z.number().int().positive().nullable().optional(),
    form_data: jsonObjectString,
  })
  .strict();
export type FormDataBody = z.infer<typeof formDataBodySchema>;

export const tabQuerySchema = z.object({
  tab_id: z.coerce.number().int().min(0).optional(),
});

export const keyParamsSchema = z.object({ key: z.string().min(1).max(MAX_KEY_LENGTH) });

/** URL parameters kept with a permalink: `[[name, value], ...]` as the browser had them. */
const urlParamsSchema = z
  .array(z.tuple([z.string().max(10_000).nullable(), z.string().max(100_000).nullable()]))
  .max(1000)
  .nullable()
  .optional();

export const explorePermalinkBodySchema = z
  .object({
    formData: z.record(z.string(), z.unknown()),
    urlParams: urlParamsSchema,
  })
  .passthrough();
export type ExplorePermalinkState = z.infer<typeof explorePermalinkBodySchema>;

export const dashboardPermalinkBodySchema = z
  .object({
    dataMask: z.record(z.string(), z.unknown()).nullable().optional(),
    activeTabs: z.array(z.string().max(255)).max(1000).nullable().optional(),
    anchor: z.string().max(1000).nullable().optional(),
    urlParams: urlParamsSchema,
  })
  .passthrough();
export type DashboardPermalinkState = z.infer<typeof dashboardPermalinkBodySchema>;

export const exploreQuerySchema = z
  .object({
    slice_id: z.coerce.number().int().positive().optional(),
    datasource_id: z.coerce.number().int().positive().optional(),
    datasource_type: z.string().min(1).max(50).optional(),
    form_data_key: z.string().min(1).max(MAX_KEY_LENGTH).optional(),
    permalink_key: z.string().min(1).max(MAX_KEY_LENGTH).optional(),
  })
  .passthrough();
export type ExploreQuery = z.infer<typeof exploreQuerySchema>;
