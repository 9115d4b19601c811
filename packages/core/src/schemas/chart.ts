/** Request payloads and answers of the chart API (Superset's ChartPostSchema/PutSchema, ChartRestApi). */
import { z } from 'zod';
import { nameText } from './name-text';
import { idList, jsonObjectText } from './json-text';
import { idResultResponseSchema, listResponseSchema } from './api-response';
import { userRefSchema } from './user-ref';
import { certificationFields, changeTrailFields } from './change-trail';

export const MAX_PARAMS_LENGTH = 1_000_000;
export const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;

const chartFields = {
  slice_name: nameText(z.string().min(1, 'Chart name is required').max(250)),
  description: z.string().max(10_000).nullable(),
  viz_type: z.string().min(1).max(250),
  owners: idList,
  params: jsonObjectText(MAX_PARAMS_LENGTH),
  query_context: jsonObjectText(MAX_PARAMS_LENGTH),
  query_context_generation: z.boolean().nullable(),
  cache_timeout: z.number().int().min(0).nullable(),
  datasource_id: z.number().int().positive(),
  datasource_type: z.enum(DATASOURCE_TYPES),
  dashboards: idList,
  certified_by: z.string().max(1000).nullable(),
  certification_details: z.string().max(10_000).nullable(),
  is_managed_externally: z.boolean(),
  external_url: z.string().max(2000).nullable(),
};

export const chartCreateSchema = z
  .object(chartFields)
  .partial()
  .required({ slice_name: true, datasource_id: true, datasource_type: true })
  .strict();
export const chartUpdateSchema = z.object(chartFields).partial().strict();
export type ChartCreate = z.infer<typeof chartCreateSchema>;
export type ChartUpdate = z.infer<typeof chartUpdateSchema>;

/** A dashboard a chart is on, as the chart API names it. */
export const chartDashboardRefSchema = z.object({
  id: z.number().int(),
  dashboard_title: z.string(),
});
export type ChartDashboardRef = z.infer<typeof chartDashboardRefSchema>;

/** A chart's saved form data: its params plus slice_id, viz_type and datasource. */
export const chartFormDataSchema = z.record(z.string(), z.unknown());

/**
 * One chart as `GET /api/v1/chart/{id}` and the chart list answer it (Superset's ChartEntityResponseSchema
 * and list columns): timestamps are ISO text, `params` and `query_context` JSON text as stored.
 */
export const chartSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slice_name: z.string(),
  viz_type: z.string(),
  datasource_id: z.number().int().nullable(),
  datasource_type: z.string().nullable(),
  datasource_name_text: z.string().nullable(),
  datasource_url: z.string().nullable(),
  params: z.string().nullable(),
  query_context: z.string().nullable(),
  description: z.string().nullable(),
  cache_timeout: z.number().int().nullable(),
  ...certificationFields,
  owners: z.array(userRefSchema),
  dashboards: z.array(chartDashboardRefSchema),
  ...changeTrailFields,
  url: z.string(),
  slice_url: z.string(),
  thumbnail_url: z.string(),
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
  tags: z.array(z.unknown()),
  last_saved_at: z.string().nullable(),
  last_saved_by: userRefSchema.nullable(),
  form_data: chartFormDataSchema,
});
export type Chart = z.infer<typeof chartSchema>;

/**
 * A chart with only the columns asked for (`q=(columns:!(...))`), where a dotted column such as
 * `owners.first_name` keeps part of each nested object: the list row, and a detail read with columns.
 */
export const chartColumnsSchema = chartSchema
  .extend({
    owners: z.array(userRefSchema.partial()),
    dashboards: z.array(chartDashboardRefSchema.partial()),
    changed_by: userRefSchema.partial().nullable(),
    created_by: userRefSchema.partial().nullable(),
    last_saved_by: userRefSchema.partial().nullable(),
  })
  .partial();
export type ChartColumns = z.infer<typeof chartColumnsSchema>;

export const chartResponseSchema = idResultResponseSchema(chartSchema);
export type ChartResponse = z.infer<typeof chartResponseSchema>;

/** `GET /api/v1/chart/{id}`: the whole chart, or the columns `q` asked for. */
export const chartDetailResponseSchema = z.union([
  chartResponseSchema,
  idResultResponseSchema(chartColumnsSchema),
]);

/** What a create or update stored, echoed back as Superset does: the fields sent. */
const chartWrittenSchema = z
  .object({
    slice_name: z.string(),
    description: z.string().nullable(),
    viz_type: z.string(),
    owners: z.array(z.number().int()),
    params: z.string().nullable(),
    query_context: z.string().nullable(),
    query_context_generation: z.boolean().nullable(),
    cache_timeout: z.number().int().nullable(),
    datasource_id: z.number().int(),
    datasource_type: z.enum(DATASOURCE_TYPES),
    dashboards: z.array(z.number().int()),
    certified_by: z.string().nullable(),
    certification_details: z.string().nullable(),
    is_managed_externally: z.boolean(),
    external_url: z.string().nullable(),
  })
  .partial();

export const chartCreateResponseSchema = idResultResponseSchema(chartWrittenSchema);
export type ChartCreateResponse = z.infer<typeof chartCreateResponseSchema>;

/** An update's answer adds when the chart changed, in epoch seconds. */
export const chartUpdateResponseSchema = chartCreateResponseSchema.extend({
  last_modified_time: z.number().nullable(),
});
export type ChartUpdateResponse = z.infer<typeof chartUpdateResponseSchema>;

export const chartListResponseSchema = listResponseSchema(chartColumnsSchema);
export type ChartListResponse = z.infer<typeof chartListResponseSchema>;
