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

/**
 * `PUT /api/v1/me/` (Superset's current-user update): users edit their own name and password.
 * Setting a new password needs the current one, so a borrowed session cannot lock its owner out.
 */
export const currentUserUpdateSchema = z
  .object({
    first_name: userFields.first_name,
    last_name: userFields.last_name,
    password: userFields.password,
    current_password: z.string().min(1).max(1024),
  })
  .partial()
  .strict()
  .refine((body) => body.password === undefined || body.current_password !== undefined, {
    message: 'Enter your current password to set a new one.',
    path: ['current_password'],
  });
export type CurrentUserUpdate = z.infer<typeof currentUserUpdateSchema>;

export const roleSchema = z.object({ name: nameText(z.string().min(1).max(64)) }).strict();
export const rolePermissionsSchema = z
  .object({ permission_view_menu_ids: z.array(z.number().int().positive()).max(10_000) })
  .strict();
