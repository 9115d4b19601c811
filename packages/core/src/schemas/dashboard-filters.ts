/**
 * Answers of a dashboard's filter endpoints: the native filter configuration as saved
 * (`PUT /api/v1/dashboard/{id}/filters`), filter sets (`/filtersets`) and the filter state kept
 * behind `native_filters_key` (`/filter_state`), on Superset's paths and payloads.
 */
import { z } from 'zod';
import { listResponseSchema, resultResponseSchema } from './api-response';

/**
 * One item of json_metadata.native_filter_configuration as stored. Configurations written by
 * newer clients or by Superset carry keys of their own, which are answered as stored.
 */
export const savedFilterConfigItemSchema = z
  .object({ id: z.string(), type: z.enum(['NATIVE_FILTER', 'DIVIDER']) })
  .catchall(z.unknown());
export type SavedFilterConfigItem = z.infer<typeof savedFilterConfigItemSchema>;

/** The whole configuration after a save, in order, with chartsInScope recomputed. */
export const nativeFiltersSavedResponseSchema = resultResponseSchema(
  z.array(savedFilterConfigItemSchema),
);
export type NativeFiltersSavedResponse = z.infer<typeof nativeFiltersSavedResponseSchema>;

/**
 * A filter set's json_metadata, parsed: the filters at save time (by id) and their values, as
 * the client that saved the set wrote them.
 */
export const filterSetParamsSchema = z
  .object({
    nativeFilters: z.record(z.string(), z.record(z.string(), z.unknown())),
    dataMask: z.record(z.string(), z.record(z.string(), z.unknown())),
  })
  .partial();

export const filterSetSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  json_metadata: z.string(),
  params: filterSetParamsSchema,
  owner_type: z.enum(['User', 'Dashboard']),
  owner_id: z.number().int(),
  dashboard_id: z.number().int(),
  is_primary: z.boolean(),
  created_on: z.string(),
  changed_on: z.string(),
  created_by_fk: z.number().int().nullable(),
  changed_by_fk: z.number().int().nullable(),
});
export type FilterSetResponseItem = z.infer<typeof filterSetSchema>;

export const filterSetListResponseSchema = listResponseSchema(filterSetSchema);
export type FilterSetListResponse = z.infer<typeof filterSetListResponseSchema>;
export const filterSetResponseSchema = z.object({ id: z.number().int(), result: filterSetSchema });
export type FilterSetResponseBody = z.infer<typeof filterSetResponseSchema>;
export const filterSetDeletedResponseSchema = z.object({
  id: z.number().int(),
  message: z.string(),
});
export type FilterSetDeletedResponse = z.infer<typeof filterSetDeletedResponseSchema>;

/** `POST .../filter_state` → the key the state is kept under. */
export const filterStateCreatedSchema = z.object({ key: z.string() });
/** `PUT .../filter_state/{key}` → the key to use from now on. */
export const filterStateUpdatedSchema = z.object({ message: z.string(), key: z.string() });
/** `GET .../filter_state/{key}` → the data mask map as JSON text. */
export const filterStateValueSchema = z.object({ value: z.string() });
