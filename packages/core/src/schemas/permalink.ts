/**
 * Permanent links to a chart editor state and to a dashboard state (Superset's
 * ExplorePermalinkStateSchema / DashboardPermalinkStateSchema and the values stored for them).
 * The state is the client's own: fields beyond the declared ones are kept as sent.
 */
import { z } from 'zod';

/** URL parameters kept with a permalink: `[[name, value], ...]` as the browser had them. */
const urlParamsSchema = z
  .array(z.tuple([z.string().max(10_000).nullable(), z.string().max(100_000).nullable()]))
  .max(1000)
  .nullable()
  .optional();

export const explorePermalinkStateSchema = z.looseObject({
  formData: z.record(z.string(), z.unknown()),
  urlParams: urlParamsSchema,
});
export type ExplorePermalinkState = z.infer<typeof explorePermalinkStateSchema>;

export const dashboardPermalinkStateSchema = z.looseObject({
  dataMask: z.record(z.string(), z.unknown()).nullable().optional(),
  activeTabs: z.array(z.string().max(255)).max(1000).nullable().optional(),
  anchor: z.string().max(1000).nullable().optional(),
  urlParams: urlParamsSchema,
});
export type DashboardPermalinkState = z.infer<typeof dashboardPermalinkStateSchema>;

/** A new permalink: its key and the absolute URL to share. */
export const permalinkCreatedResponseSchema = z.object({ key: z.string(), url: z.string() });
export type PermalinkCreatedResponse = z.infer<typeof permalinkCreatedResponseSchema>;

/** What an explore permalink holds (Superset's ExplorePermalinkValue). */
export const explorePermalinkValueSchema = z.object({
  chartId: z.number().int().nullable(),
  datasourceId: z.number().int(),
  datasourceType: z.string(),
  datasource: z.string(),
  state: explorePermalinkStateSchema,
});
export type ExplorePermalinkValue = z.infer<typeof explorePermalinkValueSchema>;

/** What a dashboard permalink holds (Superset's DashboardPermalinkValue): the id as text. */
export const dashboardPermalinkValueSchema = z.object({
  dashboardId: z.string(),
  state: dashboardPermalinkStateSchema,
});
export type DashboardPermalinkValue = z.infer<typeof dashboardPermalinkValueSchema>;
