/**
 * The dashboard API's payloads (Superset's DashboardPostSchema/PutSchema) and answers (detail,
 * list rows, the charts and datasets a dashboard page loads, save and copy results).
 */
import { z } from 'zod';
import { nameText } from './name-text';
import { idList, jsonObjectText } from './json-text';
import { idResultResponseSchema, resultResponseSchema } from './api-response';
import { roleRefSchema, userRefSchema } from './user-ref';

import {
  MAX_CSS_LENGTH,
  MAX_JSON_METADATA_LENGTH,
  MAX_POSITION_JSON_LENGTH,
} from './dashboard-constants';
import { certificationFields, changeTrailFields } from './change-trail';

export {
  MAX_CSS_LENGTH,
  MAX_JSON_METADATA_LENGTH,
  MAX_POSITION_JSON_LENGTH,
  UNTITLED_DASHBOARD,
} from './dashboard-constants';

export const dashboardSlug = z
  .string()
  .max(255)
  .nullable()
  .refine((s) => s === null || s.trim() === '' || /^[A-Za-z0-9_\-.~]+$/.test(s.trim()), {
    message: 'Slug may only contain letters, digits and - _ . ~',
  })
  .refine((s) => s === null || !/^\d+$/.test(s.trim()), { message: 'Slug cannot be only digits' });

const dashboardFields = {
  dashboard_title: nameText(z.string().max(500)).nullable(),
  slug: dashboardSlug,
  owners: idList,
  roles: idList,
  position_json: jsonObjectText(MAX_POSITION_JSON_LENGTH),
  css: z.string().max(MAX_CSS_LENGTH).nullable(),
  json_metadata: jsonObjectText(MAX_JSON_METADATA_LENGTH),
  published: z.boolean(),
  certified_by: z.string().max(1000).nullable(),
  certification_details: z.string().max(10_000).nullable(),
  description: z.string().max(10_000).nullable(),
  external_url: z.string().max(2000).nullable(),
  is_managed_externally: z.boolean(),
};

export const dashboardCreateSchema = z.object(dashboardFields).partial().strict();
export const dashboardUpdateSchema = z.object(dashboardFields).partial().strict();
export type DashboardCreate = z.infer<typeof dashboardCreateSchema>;
export type DashboardUpdate = z.infer<typeof dashboardUpdateSchema>;

export const dashboardCopySchema = z
  .object({
    dashboard_title: nameText(z.string().max(500)).nullable().optional(),
    css: z.string().max(MAX_CSS_LENGTH).nullable().optional(),
    duplicate_slices: z.boolean().optional(),
    json_metadata: jsonObjectText(MAX_JSON_METADATA_LENGTH),
  })
  .strict();
export type DashboardCopy = z.infer<typeof dashboardCopySchema>;

// --- Answers -----------------------------------------------------------------------------------

/** A dashboard as `GET /api/v1/dashboard/{id_or_slug}` and the list rows give it. */
export const dashboardSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  dashboard_title: z.string(),
  slug: z.string().nullable(),
  url: z.string(),
  css: z.string().nullable(),
  published: z.boolean(),
  status: z.enum(['published', 'draft']),
  position_json: z.string().nullable(),
  json_metadata: z.string().nullable(),
  ...certificationFields,
  description: z.string().nullable(),
  owners: z.array(userRefSchema),
  roles: z.array(roleRefSchema),
  ...changeTrailFields,
  thumbnail_url: z.string(),
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
  /** Tags are not kept; the field is there for Superset's clients, always empty. */
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Titles of the charts the dashboard holds, by name. */
  charts: z.array(z.string()),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** A list row holds only the columns asked for. */
export const dashboardListItemSchema = dashboardSchema.partial();
export type DashboardListItem = z.infer<typeof dashboardListItemSchema>;

export const dashboardDetailResponseSchema = idResultResponseSchema(dashboardSchema);
export type DashboardDetailResponse = z.infer<typeof dashboardDetailResponseSchema>;
/** The detail read with `q=(columns:!(...))`: only those columns. */
export const dashboardColumnsResponseSchema = idResultResponseSchema(dashboardListItemSchema);

/**
 * The form data a dashboard renders a chart with (Superset's Slice.form_data): the saved params
 * plus slice_id, viz_type, datasource and the chart's own cache timeout. Each chart type adds its
 * own keys, so unknown keys are kept.
 */
export const dashboardChartFormDataSchema = z
  .object({
    datasource: z.string(),
    viz_type: z.string(),
    slice_id: z.number().int(),
    cache_timeout: z.number().int().optional(),
  })
  .catchall(z.unknown());

/** One chart of `GET /api/v1/dashboard/{id_or_slug}/charts`. */
export const dashboardChartSchema = z.object({
  id: z.number().int(),
  slice_id: z.number().int(),
  slice_name: z.string(),
  slice_url: z.string(),
  viz_type: z.string(),
  datasource: z.string().nullable(),
  form_data: dashboardChartFormDataSchema,
  query_context: z.string().nullable(),
  description: z.string().nullable(),
  /** The description as escaped HTML paragraphs. */
  description_markeddown: z.string().nullable(),
  cache_timeout: z.number().int().nullable(),
  ...certificationFields,
  changed_on: z.string(),
  /** How long ago the chart changed, in words. */
  modified: z.string().nullable(),
  owners: z.array(userRefSchema),
  is_managed_externally: z.boolean(),
  datasource_id: z.number().int().nullable(),
  datasource_type: z.string().nullable(),
  datasource_name_text: z.string().nullable(),
  datasource_url: z.string().nullable(),
});
export type DashboardChart = z.infer<typeof dashboardChartSchema>;
export const dashboardChartsResponseSchema = resultResponseSchema(z.array(dashboardChartSchema));
export type DashboardChartsResponse = z.infer<typeof dashboardChartsResponseSchema>;

/**
 * `GET /api/v1/dashboard/{id_or_slug}/datasets`: each dataset as the explore and datasource
 * endpoints describe it (columns, metrics, time grains...); kept whole, key for key.
 */
export const dashboardDatasetsResponseSchema = resultResponseSchema(
  z.array(z.record(z.string(), z.unknown())),
);
export type DashboardDatasetsResponse = z.infer<typeof dashboardDatasetsResponseSchema>;

/** What a create or update stored: the fields sent, after the save rules. */
const savedDashboardFieldsSchema = z.object({
  dashboard_title: z.string(),
  slug: z.string().nullable(),
  owners: z.array(z.number().int()),
  roles: z.array(z.number().int()),
  position_json: z.string().nullable(),
  css: z.string().nullable(),
  json_metadata: z.string().nullable(),
  published: z.boolean(),
  ...certificationFields,
  description: z.string().nullable(),
  external_url: z.string().nullable(),
  is_managed_externally: z.boolean(),
});
export const savedDashboardSchema = savedDashboardFieldsSchema.partial();
export type SavedDashboard = z.infer<typeof savedDashboardSchema>;

export const dashboardCreatedResponseSchema = idResultResponseSchema(savedDashboardSchema);
export type DashboardCreatedResponse = z.infer<typeof dashboardCreatedResponseSchema>;

/** `PUT /api/v1/dashboard/{id}`: what was stored and the new version time (epoch seconds). */
export const dashboardUpdatedResponseSchema = idResultResponseSchema(savedDashboardSchema).extend({
  last_modified_time: z.number(),
});
export type DashboardUpdatedResponse = z.infer<typeof dashboardUpdatedResponseSchema>;

/** `POST /api/v1/dashboard/{id}/copy/`: the copy's id and version time (epoch seconds). */
export const dashboardCopiedSchema = z.object({
  id: z.number().int(),
  last_modified_time: z.number(),
});
export type DashboardCopied = z.infer<typeof dashboardCopiedSchema>;
export const dashboardCopiedResponseSchema = resultResponseSchema(dashboardCopiedSchema);
export type DashboardCopiedResponse = z.infer<typeof dashboardCopiedResponseSchema>;
