/**
 * `GET /{resource}/{id}/related_objects/`: the charts and dashboards built on a database or a
 * dataset, each as `{ count, result }`, so a delete dialog can say what it would break.
 */
import { z } from 'zod';

const countedList = <Item extends z.ZodType>(item: Item) =>
  z.object({ count: z.number().int(), result: z.array(item) });

export const relatedChartSchema = z.object({
  id: z.number().int(),
  slice_name: z.string(),
  viz_type: z.string(),
});
export const relatedDashboardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string().nullable(),
});
export type RelatedChart = z.infer<typeof relatedChartSchema>;
export type RelatedDashboard = z.infer<typeof relatedDashboardSchema>;

export const relatedObjectsResponseSchema = z.object({
  charts: countedList(relatedChartSchema),
  dashboards: countedList(relatedDashboardSchema),
});
export type RelatedObjectsResponse = z.infer<typeof relatedObjectsResponseSchema>;

/** Databases also list the SQL Lab tabs using them (none are kept here). */
export const databaseRelatedObjectsResponseSchema = relatedObjectsResponseSchema.extend({
  sqllab_tab_states: countedList(z.object({ id: z.number().int() })),
});
export type DatabaseRelatedObjectsResponse = z.infer<typeof databaseRelatedObjectsResponseSchema>;
