/**
 * `GET /async_event/?last_id=`: the caller's async chart query events, as Superset's clients read
 * them (the websocket sends the same events one per message).
 */
import { z } from 'zod';

export const asyncEventSchema = z.object({
  /** An ordered stream id, `<milliseconds>-<sequence>`. */
  id: z.string(),
  channel_id: z.string(),
  job_id: z.string(),
  user_id: z.number().int(),
  status: z.enum(['done', 'error']),
  result_url: z.string().nullable(),
  errors: z.array(z.object({ message: z.string(), error_type: z.string().optional() })),
});
export type AsyncEventResponse = z.infer<typeof asyncEventSchema>;
export const asyncEventsResponseSchema = z.object({ result: z.array(asyncEventSchema) });
