/** A user as other resources name them (owners, created_by, changed_by): id and names only. */
import { z } from 'zod';

export const userRefSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type UserRef = z.infer<typeof userRefSchema>;
