/** `GET /api/v1/time_range/`: each asked range evaluated to its since/until datetimes. */
import { z } from 'zod';

export const timeRangeResponseSchema = z.object({
  result: z.array(
    z.object({
      since: z.string(),
      until: z.string(),
      timeRange: z.string(),
      shift: z.string().nullable(),
    }),
  ),
});
export type TimeRangeResponse = z.infer<typeof timeRangeResponseSchema>;
