/**
 * The action log's "recently viewed" contract: the view a page may record itself
 * (`POST /api/v1/log/`) and the entries of `GET /api/v1/log/recent_activity/`, as Superset
 * answers them (epoch milliseconds in `time`, a chart's item type is `slice`).
 */
import { z } from 'zod';

/** What a view is logged as: opening a dashboard, or opening a chart in explore. */
export const viewActionSchema = z.enum(['dashboard', 'explore']);
export type ViewAction = z.infer<typeof viewActionSchema>;

export const viewLogSchema = z
  .object({
    action: viewActionSchema,
    dashboard_id: z.number().int().positive().optional(),
    slice_id: z.number().int().positive().optional(),
  })
  .strict();
export type ViewLog = z.infer<typeof viewLogSchema>;

export const recentActivitySchema = z.object({
  action: viewActionSchema,
  item_type: z.enum(['dashboard', 'slice']),
  item_title: z.string(),
  item_url: z.string(),
  time: z.number(),
  time_delta_humanized: z.string().nullable(),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const recentActivityResponseSchema = z.object({ result: z.array(recentActivitySchema) });
export type RecentActivityResponse = z.infer<typeof recentActivityResponseSchema>;
