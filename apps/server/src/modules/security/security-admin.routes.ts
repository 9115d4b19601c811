/**
 * `/api/v1/security/users/`, `/roles/`, `/permissions/`, `/resources/` and
 * `/permissions-resources/`: Flask-AppBuilder-shaped administration endpoints for Admins.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  namedRowSchema,
  permissionViewRowSchema,
  rolePermissionsResponseSchema,
  rolePermissionsSchema,
  rolePermissionsWriteResponseSchema,
  roleResponseSchema,
  roleRowSchema,
  roleSchema,
  roleUsersSchema,
  roleUsersWriteResponseSchema,
  roleWriteResponseSchema,
  userCreateSchema,
  userResponseSchema,
  userRowSchema,
  userUpdateSchema,
  userWriteResponseSchema,
} from '@panorama/core/schemas/security';
import type { Container } from '../../container';
import { registerCrudRoutes } from '../../rest/crud-routes';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { requirePermission, requireUser } from '../../security/principal';
import type { SecurityAdminService } from './security-admin.service';
import { routeSchema } from '../../rest/route-schema';
import { idParams } from '../../rest/route-params';

export function registerSecurityAdminRoutes(
  app: FastifyInstance,
  container: Container,
  admin: SecurityAdminService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Security';

  registerResourceRoutes(app, container, {
    basePath: '/api/v1/security/users',
    viewMenu: 'User',
    spec: admin.userListSpec,
    tag,
    plural: 'users',
    listItem: userRowSchema.partial(),
  });
  registerResourceRoutes(app, container, {
    basePath: '/api/v1/security/roles',
    viewMenu: 'Role',
    spec: admin.roleListSpec,
    tag,
    plural: 'roles',
    listItem: roleRowSchema.partial(),
  });
  registerResourceRoutes(app, container, {
    basePath: '/api/v1/security/permissions',
    viewMenu: 'Permission',
    spec: admin.permissionListSpec,
    tag,
    plural: 'permissions',
    listItem: namedRowSchema.partial(),
  });
  registerResourceRoutes(app, container, {
    basePath: '/api/v1/security/resources',
    viewMenu: 'ViewMenu',
    spec: admin.viewMenuListSpec,
    tag,
    plural: 'resources',
    listItem: namedRowSchema.partial(),
  });
  registerResourceRoutes(app, container, {
    basePath: '/api/v1/security/permissions-resources',
    viewMenu: 'PermissionViewMenu',
    spec: admin.permissionViewListSpec,
    tag,
    plural: 'permission resources',
    listItem: permissionViewRowSchema.partial(),
  });

  r.get(
    '/api/v1/security/users/:id',
    routeSchema(tag, 'Get a user', { 200: userResponseSchema }, { params: idParams }),
    async (request) => {
      requirePermission(await request.principal(), 'can_read', 'User');
      return { id: request.params.id, result: await admin.getUser(request.params.id) };
    },
  );
  r.post(
    '/api/v1/security/users/',
    routeSchema(tag, 'Create a user', { 201: userWriteResponseSchema }, { body: userCreateSchema }),
    async (request, reply) => {
      requirePermission(requireUser(await request.principal()), 'can_write', 'User');
      const id = await admin.createUser(request.body);
      const { password: _password, ...result } = request.body;
      return reply.code(201).send({ id, result });
    },
  );
  r.put(
    '/api/v1/security/users/:id',
    routeSchema(
      tag,
      'Update a user',
      { 200: userWriteResponseSchema },
      { params: idParams, body: userUpdateSchema },
    ),
    async (request) => {
      requirePermission(requireUser(await request.principal()), 'can_write', 'User');
      await admin.updateUser(request.params.id, request.body);
      const { password: _password, ...result } = request.body;
      return { id: request.params.id, result };
    },
  );
  r.delete(
    '/api/v1/security/users/:id',
    routeSchema(tag, 'Delete a user', { 200: messageResponseSchema }, { params: idParams }),
    async (request) => {
      const principal = requireUser(await request.principal());
      requirePermission(principal, 'can_write', 'User');
      await admin.deleteUser(request.params.id, principal.userId);
      return { message: 'OK' };
    },
  );

  registerCrudRoutes(app, {
    basePath: '/api/v1/security/roles',
    tag,
    summaries: {
      get: 'Get a role',
      create: 'Create a role',
      update: 'Rename a role',
      delete: 'Delete a role',
    },
    detailResponse: roleResponseSchema,
    writeResponse: roleWriteResponseSchema,
    createBody: roleSchema,
    updateBody: roleSchema,
    service: {
      get: async (id, principal) => {
        requirePermission(principal, 'can_read', 'Role');
        return admin.getRole(id);
      },
      create: async (body, user) => {
        requirePermission(user, 'can_write', 'Role');
        return admin.createRole(body.name);
      },
      update: async (id, body, user) => {
        requirePermission(user, 'can_write', 'Role');
        await admin.updateRole(id, body.name);
      },
      delete: async (ids, user) => {
        requirePermission(user, 'can_write', 'Role');
        for (const id of ids) await admin.deleteRole(id);
      },
    },
  });
  r.get(
    '/api/v1/security/roles/:id/permissions/',
    routeSchema(
      tag,
      "A role's permissions",
      { 200: rolePermissionsResponseSchema },
      { params: idParams },
    ),
    async (request) => {
      requirePermission(await request.principal(), 'can_read', 'Role');
      return { result: await admin.rolePermissions(request.params.id) };
    },
  );
  r.post(
    '/api/v1/security/roles/:id/permissions',
    routeSchema(
      tag,
      "Replace a role's permissions",
      { 200: rolePermissionsWriteResponseSchema },
      { params: idParams, body: rolePermissionsSchema },
    ),
    async (request) => {
      requirePermission(requireUser(await request.principal()), 'can_write', 'Role');
      await admin.setRolePermissions(request.params.id, request.body.permission_view_menu_ids);
      return { result: request.body };
    },
  );
  r.put(
    '/api/v1/security/roles/:id/users',
    routeSchema(
      tag,
      "Replace a role's users",
      { 200: roleUsersWriteResponseSchema },
      { params: idParams, body: roleUsersSchema },
    ),
    async (request) => {
      requirePermission(requireUser(await request.principal()), 'can_write', 'Role');
      await admin.setRoleUsers(request.params.id, request.body.user_ids);
      return { result: request.body };
    },
  );
}
