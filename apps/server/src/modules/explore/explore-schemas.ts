/**
 * Request parameters of the chart editor's state endpoints: the form data tab, a stored entry's
 * key and `GET /api/v1/explore/`'s query. The bodies and answers are core schemas
 * (`@panorama/core/schemas/explore` and `permalink`), shared with the web app.
 */
import { z } from 'zod';

const MAX_KEY_LENGTH = 64;

export const tabQuerySchema = z.object({
  tab_id: z.coerce.number().int().min(0).optional(),
});

export const keyParamsSchema = z.object({ key: z.string().min(1).max(MAX_KEY_LENGTH) });

export const exploreQuerySchema = z
  .object({
    slice_id: z.coerce.number().int().positive().optional(),
    datasource_id: z.coerce.number().int().positive().optional(),
    datasource_type: z.string().min(1).max(50).optional(),
    form_data_key: z.string().min(1).max(MAX_KEY_LENGTH).optional(),
    permalink_key: z.string().min(1).max(MAX_KEY_LENGTH).optional(),
    /** Form data carried inline by the link (JSON text), checked where it is read. */
    form_data: z.string().optional(),
  })
  .passthrough();
export type ExploreQuery = z.infer<typeof exploreQuerySchema>;
