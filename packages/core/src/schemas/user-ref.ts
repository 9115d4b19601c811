/**
 * How answers name a user (owners, created_by, changed_by) and a role, as Superset's list and
 * detail endpoints do: the id with first and last name, never the login or e-mail.
 */
import { z } from 'zod';

export const userRefSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type UserRef = z.infer<typeof userRefSchema>;

export const roleRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type RoleRef = z.infer<typeof roleRefSchema>;
