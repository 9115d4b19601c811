/**
 * The chart editor's state endpoints, with Superset's field names: `GET /api/v1/explore/` (what
 * the editor opens with), the explore form data cache (FormDataPostSchema / FormDataPutSchema)
 * and the legacy calls the editor still makes.
 */
import { z } from 'zod';
import { DATASOURCE_TYPES, chartDashboardRefSchema, chartFormDataSchema } from './chart';
import { jsonObjectTextCheck } from './json-text';
import { certificationFields } from './change-trail';

/** Form data and permalink states are chart form data: as large as a chart's saved params. */
export const MAX_STATE_LENGTH = 1_000_000;

/**
 * Form data as JSON text, however it arrives: stored in the form data cache, or carried inline by
 * an explore link (`/explore/?form_data={...}`). Both are checked alike.
 */
export const formDataTextSchema = z
  .string()
  .min(1, 'Must not be empty')
  .max(MAX_STATE_LENGTH, `Must be at most ${MAX_STATE_LENGTH} characters`)
  .superRefine(jsonObjectTextCheck('Must be a JSON object as text'));

export const formDataBodySchema = z
  .object({
    datasource_id: z.number().int().positive(),
    datasource_type: z.enum(DATASOURCE_TYPES),
    chart_id: z.number().int().positive().nullable().optional(),
    form_data: formDataTextSchema,
  })
  .strict();
export type FormDataBody = z.infer<typeof formDataBodySchema>;

/** A form data entry's key: created, or the key to use from now on after an update. */
export const formDataKeyResponseSchema = z.object({ key: z.string() });
export type FormDataKeyResponse = z.infer<typeof formDataKeyResponseSchema>;

/** A stored form data entry: the form data as the client sent it (JSON text). */
export const formDataResponseSchema = z.object({ form_data: z.string() });
export type FormDataResponse = z.infer<typeof formDataResponseSchema>;

/**
 * The dataset JSON of `/datasource/get/table/{id}/`; a dataset that is missing or that the caller
 * may not read is a placeholder named '[Missing Dataset]' with no columns or metrics.
 */
export const exploreDatasetSchema = z.record(z.string(), z.unknown());

/** A saved chart as the editor opens it (Superset's `Slice.data`). */
export const exploreSliceSchema = z.object({
  cache_timeout: z.number().int().nullable(),
  changed_on: z.string().nullable(),
  changed_on_humanized: z.string().nullable(),
  modified: z.string().nullable(),
  datasource: z.string().nullable(),
  datasource_id: z.number().int().nullable(),
  datasource_type: z.string().nullable(),
  description: z.string().nullable(),
  /** Plain text: the web app renders (and sanitises) markdown itself. */
  description_markeddown: z.string().nullable(),
  edit_url: z.string(),
  form_data: chartFormDataSchema,
  query_context: z.string().nullable(),
  /** Owner ids. */
  owners: z.array(z.number().int()),
  slice_id: z.number().int(),
  slice_name: z.string(),
  slice_url: z.string(),
  viz_type: z.string(),
  ...certificationFields,
  is_managed_externally: z.boolean(),
});
export type ExploreSlice = z.infer<typeof exploreSliceSchema>;

/** The editor header's chart facts: names, not ids; only the dashboards the caller may see. */
export const exploreSliceMetadataSchema = z.object({
  created_on_humanized: z.string().nullable(),
  changed_on_humanized: z.string().nullable(),
  owners: z.array(z.string()),
  dashboards: z.array(chartDashboardRefSchema),
  created_by: z.string().optional(),
  changed_by: z.string().optional(),
});
export type ExploreSliceMetadata = z.infer<typeof exploreSliceMetadataSchema>;

export const exploreContextSchema = z.object({
  dataset: exploreDatasetSchema,
  form_data: chartFormDataSchema,
  slice: exploreSliceSchema.nullable(),
  /** Why the state shown is not the one asked for (a form data key that expired). */
  message: z.string().nullable(),
  metadata: exploreSliceMetadataSchema.nullable(),
  /** The chart's own state kept with a permalink (table sorting and the like). */
  chartState: z.unknown().optional(),
});
export type ExploreContext = z.infer<typeof exploreContextSchema>;

export const exploreResponseSchema = z.object({ result: exploreContextSchema });
export type ExploreResponse = z.infer<typeof exploreResponseSchema>;

/** A chart-less dataset with a default URL: answered 302, the body naming the target. */
export const exploreRedirectSchema = z.object({ redirect: z.string() });
export type ExploreRedirect = z.infer<typeof exploreRedirectSchema>;

/** `GET /dashboardasync/api/read`: the dashboards a user owns, for the save modal. */
export const ownedDashboardsResponseSchema = z.object({
  count: z.number().int(),
  pks: z.array(z.number().int()),
  result: z.array(chartDashboardRefSchema),
});
export type OwnedDashboardsResponse = z.infer<typeof ownedDashboardsResponseSchema>;

/** `POST /superset/sqllab_viz/`: the new virtual dataset's JSON. */
export const sqllabVizResponseSchema = z.object({ data: exploreDatasetSchema });
export type SqllabVizResponse = z.infer<typeof sqllabVizResponseSchema>;

/** What a "View in SQL Lab" hand-off carries. */
export const sqllabHandoffSchema = z.object({
  datasourceKey: z.string().nullable(),
  dbId: z.number().int().nullable(),
  schema: z.string().nullable(),
  sql: z.string(),
});
export type SqllabHandoff = z.infer<typeof sqllabHandoffSchema>;
export const sqllabHandoffResponseSchema = z.object({ result: sqllabHandoffSchema });
export type SqllabHandoffResponse = z.infer<typeof sqllabHandoffResponseSchema>;
