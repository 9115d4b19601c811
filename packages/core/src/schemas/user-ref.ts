/** A user as answers name them (owners, created_by, changed_by): id and display names only. */
import { z } from 'zod';

export const userRefSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type UserRefResponse = z.infer<typeof userRefSchema>;
