/** `GET /time_range/?q=`: each asked range resolved to since/until (Python isoformat, '' when open). */
import { z } from 'zod';

export const evaluatedTimeRangeSchema = z.object({
  since: z.string(),
  until: z.string(),
  timeRange: z.string(),
  shift: z.string().nullable(),
});
export type EvaluatedTimeRange = z.infer<typeof evaluatedTimeRangeSchema>;
export const timeRangeResponseSchema = z.object({ result: z.array(evaluatedTimeRangeSchema) });
export type TimeRangeResponse = z.infer<typeof timeRangeResponseSchema>;
