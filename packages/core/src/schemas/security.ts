/**
 * The security API (Flask-AppBuilder shapes): request payloads (roles as ids), and the answers
 * of users, roles, permissions, login and the current user's endpoints.
 */
import { z } from 'zod';
import { htmlSchemaExtensionsSchema } from '../html/html-schema-extensions';
import { idResultResponseSchema, listResponseSchema } from './api-response';
import { idList } from './json-text';
import { nameText } from './name-text';
import { roleRefSchema, userRefSchema, type RoleRef, type UserRef } from './user-ref';

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
/** `PUT /api/v1/security/roles/{id}/users`: the role's members, replacing the current ones. */
export const roleUsersSchema = z
  .object({ user_ids: z.array(z.number().int().positive()).max(10_000) })
  .strict();
export type RoleUsers = z.infer<typeof roleUsersSchema>;

const id = z.number().int();

export { roleRefSchema, userRefSchema, type RoleRef, type UserRef };

/** When and by whom an object was created and last changed, as its list rows and details show. */
export const auditFields = {
  changed_on: z.string(),
  changed_on_delta_humanized: z.string().nullable(),
  changed_by: userRefSchema.nullable(),
  created_on: z.string(),
  created_by: userRefSchema.nullable(),
};

/** A row of `GET /api/v1/security/users/` and the `result` of `GET /users/{id}`. */
export const userRowSchema = z.object({
  id,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  active: z.boolean(),
  roles: z.array(roleRefSchema),
  last_login: z.string().nullable(),
  login_count: z.number().int(),
  fail_login_count: z.number().int(),
  created_on: z.string(),
  changed_on: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;
export const userResponseSchema = idResultResponseSchema(userRowSchema);

/** What a user create or update stored, as sent (the password is never echoed). */
export const userWriteResponseSchema = idResultResponseSchema(
  z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      username: z.string(),
      email: z.string(),
      active: z.boolean(),
      roles: z.array(id),
    })
    .partial(),
);
export type UserWriteResponse = z.infer<typeof userWriteResponseSchema>;

/** A row of `GET /api/v1/security/roles/` and the `result` of `GET /roles/{id}`. */
export const roleRowSchema = z.object({
  id,
  name: z.string(),
  user_ids: z.array(id),
  permission_ids: z.array(id),
});
export type RoleRow = z.infer<typeof roleRowSchema>;
export const roleResponseSchema = idResultResponseSchema(roleRowSchema);
export type RoleResponse = z.infer<typeof roleResponseSchema>;
export const roleWriteResponseSchema = idResultResponseSchema(z.object({ name: z.string() }));
export type RoleWriteResponse = z.infer<typeof roleWriteResponseSchema>;

/** One permission a role holds: `GET /api/v1/security/roles/{id}/permissions/`. */
export const rolePermissionSchema = z.object({
  id,
  permission_name: z.string(),
  view_menu_name: z.string(),
});
export type RolePermission = z.infer<typeof rolePermissionSchema>;
export const rolePermissionsResponseSchema = z.object({ result: z.array(rolePermissionSchema) });
export type RolePermissionsResponse = z.infer<typeof rolePermissionsResponseSchema>;
export const rolePermissionsWriteResponseSchema = z.object({
  result: z.object({ permission_view_menu_ids: z.array(id) }),
});
export const roleUsersWriteResponseSchema = z.object({
  result: z.object({ user_ids: z.array(id) }),
});

/** Rows of `/security/permissions/` and `/security/resources/` (view menus). */
export const namedRowSchema = z.object({ id, name: z.string() });
/** A row of `/security/permissions-resources/`: a permission on a view menu. */
export const permissionViewRowSchema = z.object({
  id,
  permission: namedRowSchema,
  view_menu: namedRowSchema,
});
export type PermissionViewRow = z.infer<typeof permissionViewRowSchema>;

export const userListResponseSchema = listResponseSchema(userRowSchema.partial());
export const roleListResponseSchema = listResponseSchema(roleRowSchema.partial());

/** `POST /api/v1/security/login`: a bearer token, and a refresh token when one was asked for. */
export const loginTokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
});
export const accessTokenResponseSchema = z.object({ access_token: z.string() });
/** `GET /api/v1/security/csrf_token/`. */
export const csrfTokenResponseSchema = z.object({ result: z.string() });

/** The signed-in user, as `/login/` and `/api/v1/me/` answer. */
export const currentUserSchema = z.object({
  id,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  is_anonymous: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
/** `POST /login/`, `GET /api/v1/me/` and `PUT /api/v1/me/`. */
export const currentUserResponseSchema = z.object({ result: currentUserSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** A `[permission, view menu]` pair, e.g. `['can_read', 'Dataset']`. */
export const permissionPairSchema = z.tuple([z.string(), z.string()]);
export type PermissionPair = z.infer<typeof permissionPairSchema>;

/** `GET /api/v1/me/roles/`: the user with each role's permissions and all of them together. */
export const currentUserRolesResponseSchema = z.object({
  result: currentUserSchema.extend({
    roles: z.record(z.string(), z.array(permissionPairSchema)),
    permissions: z.array(permissionPairSchema),
  }),
});

/** The signed-in user as the bootstrap payload describes them: role names and the admin mark. */
export const bootstrapUserSchema = currentUserSchema.extend({
  roles: z.array(z.string()),
  is_admin: z.boolean(),
});
export type BootstrapUser = z.infer<typeof bootstrapUserSchema>;

/** `GET /api/v1/common/bootstrap_data/`: everything the web app needs at start-up. */
export const bootstrapDataSchema = z.object({
  user: bootstrapUserSchema.nullable(),
  /** The caller is an embedded dashboard's guest (a guest token, no user). */
  is_guest: z.boolean().optional(),
  permissions: z.array(permissionPairSchema),
  feature_flags: z.record(z.string(), z.boolean()),
  locale: z.string(),
  conf: z.object({
    ROW_LIMIT: z.number().int(),
    SQL_MAX_ROW: z.number().int(),
    DEFAULT_TIME_FILTER: z.string(),
    DEFAULT_VIZ_TYPE: z.string(),
    SUPERSET_DASHBOARD_POSITION_DATA_LIMIT: z.number().int(),
    /** Tile servers for deck.gl base maps: [URL template, label] pairs; empty for none. */
    DECKGL_BASE_MAP: z.array(z.tuple([z.string(), z.string()])).optional(),
    /** Whether dashboard markdown HTML goes through the allow-list (true when absent). */
    HTML_SANITIZATION: z.boolean().optional(),
    /** Merged into dashboard markdown's allow-list (Superset's setting of the same name). */
    HTML_SANITIZATION_SCHEMA_EXTENSIONS: htmlSchemaExtensionsSchema.optional(),
  }),
});
export type BootstrapData = z.infer<typeof bootstrapDataSchema>;
export const bootstrapResponseSchema = z.object({ result: bootstrapDataSchema });
export type BootstrapResponse = z.infer<typeof bootstrapResponseSchema>;
