/** Request payloads of the chart API (Superset's ChartPostSchema/PutSchema). */
import { z } from 'zod';
import { nameText } from './name-text';
import { idList, jsonObjectText } from './json-text';

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
