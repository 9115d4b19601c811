/** Request payloads of the security API (Flask-AppBuilder shapes: roles as ids). */
import { z } from 'zod';
import { idList } from './json-text';
import { nameText } from './name-text';

const userFields = {
  first_name: nameText(z.string().min(1).max(64)),
  last_name: nameText(z.string().min(1).max(64)),
  username: nameText(
    z
      .string()
      .min(1)
      .max(64)
      .regex(/^[^\s]+$/, 'Username cannot contain spaces'),
  ),
  email: z.string().email().max(320),
  active: z.boolean(),
  roles: idList,
  password: z.string().min(8, 'Password must be at least 8 characters long.').max(1024),
};

export const userCreateSchema = z
  .object(userFields)
  .partial({ active: true, roles: true })
  .strict();
export const userUpdateSchema = z.object(userFields).partial().strict();
export type UserCreate = z.infer<typeof userCreateSchema>;
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const roleSchema = z.object({ name: nameText(z.string().min(1).max(64)) }).strict();
export const rolePermissionsSchema = z
  .object({ permission_view_menu_ids: z.array(z.number().int().positive()).max(10_000) })
  .strict();
