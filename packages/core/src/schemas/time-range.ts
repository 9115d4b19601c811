/** `GET /api/v1/time_range/`: time ranges resolved to since/until (Superset's TimeRangeResultSchema). */
import { z } from 'zod';

/** One resolved range: Python isoformat text, '' for an unbounded side. */
export const evaluatedTimeRangeSchema = z.object({
  since: z.string(),
  until: z.string(),
  timeRange: z.string(),
  shift: z.string().nullable(),
});
export type EvaluatedTimeRange = z.infer<typeof evaluatedTimeRangeSchema>;

/** One entry per range asked for, in order: the base range, then its comparison shifts. */
export const timeRangeResponseSchema = z.object({ result: z.array(evaluatedTimeRangeSchema) });
export type TimeRangeResponse = z.infer<typeof timeRangeResponseSchema>;
