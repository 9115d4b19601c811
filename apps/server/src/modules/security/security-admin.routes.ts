/**
 * `/api/v1/security/users/`, `/roles/`, `/permissions/`, `/resources/` and
 * `/permissions-resources/`: Flask-AppBuilder-shaped administration endpoints for Admins.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  namedRowSchema,
  permissionViewRowSchema,
  rolePermissionsResponseSchema,
  rolePermissionsSchema,
  rolePermissionsWriteResponseSchema,
  roleResponseSchema,
  roleRowSchema,
  roleSchema,
  roleWriteResponseSchema,
  userCreateSchema,
  userResponseSchema,
  userRowSchema,
  userUpdateSchema,
  userWriteResponseSchema,
} from '@panorama/core/schemas/security';
import type { Container } from '../../container';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { requirePermission, requireUser } from '../../security/principal';
import type { SecurityAdminService } from './security-admin.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });

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
    {
      schema: {
        tags: [tag],
        summary: 'Get a user',
        params: idParams,
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      requirePermission(await request.principal(), 'can_read', 'User');
      return { id: request.params.id, result: await admin.getUser(request.params.id) };
    },
  );
  r.post(
    '/api/v1/security/users/',
    {
      schema: {
        tags: [tag],
        summary: 'Create a user',
        body: userCreateSchema,
        response: { 201: userWriteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      requirePermission(requireUser(await request.principal()), 'can_write', 'User');
      const id = await admin.createUser(request.body);
      const { password: _password, ...result } = request.body;
      return reply.code(201).send({ id, result });
    },
  );
  r.put(
    '/api/v1/security/users/:id',
    {
      schema: {
        tags: [tag],
        summary: 'Update a user',
        params: idParams,
        body: userUpdateSchema,
        response: { 200: userWriteResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      requirePermission(requireUser(await request.principal()), 'can_write', 'User');
      await admin.updateUser(request.params.id, request.body);
      const { password: _password, ...result } = request.body;
      return { id: request.params.id, result };
    },
  );
  r.delete(
    '/api/v1/security/users/:id',
    {
      schema: {
        tags: [tag],
        summary: 'Delete a user',
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const principal = requireUser(await request.principal());
      requirePermission(principal, 'can_write', 'User');
      await admin.deleteUser(request.params.id, principal.userId);
      return { message: 'OK' };
    },
  );

  r.get(
    '/api/v1/security/roles/:id',
    {
      schema: {
        tags: [tag],
        summary: 'Get a role',
        params: idParams,
        response: { 200: roleResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      requirePermission(await request.principal(), 'can_read', 'Role');
      return { id: request.params.id, result: await admin.getRole(request.params.id) };
    },
  );
  r.post(
    '/api/v1/security/roles/',
    {
      schema: {
        tags: [tag],
        summary: 'Create a role',
        body: roleSchema,
        response: { 201: roleWriteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      requirePermission(requireUser(await request.principal()), 'can_write', 'Role');
      const id = await admin.createRole(request.body.name);
      return reply.code(201).send({ id, result: request.body });
    },
  );
  r.put(
    '/api/v1/security/roles/:id',
    {
      schema: {
        tags: [tag],
        summary: 'Rename a role',
        params: idParams,
        body: roleSchema,
        response: { 200: roleWriteResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      requirePermission(requireUser(await request.principal()), 'can_write', 'Role');
      await admin.updateRole(request.params.id, request.body.name);
      return { id: request.params.id, result: request.body };
    },
  );
  r.delete(
    '/api/v1/security/roles/:id',
    {
      schema: {
        tags: [tag],
        summary: 'Delete a role',
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      requirePermission(requireUser(await request.principal()), 'can_write', 'Role');
      await admin.deleteRole(request.params.id);
      return { message: 'OK' };
    },
  );
  r.get(
    '/api/v1/security/roles/:id/permissions/',
    {
      schema: {
        tags: [tag],
        summary: "A role's permissions",
        params: idParams,
        response: { 200: rolePermissionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      requirePermission(await request.principal(), 'can_read', 'Role');
      return { result: await admin.rolePermissions(request.params.id) };
    },
  );
  r.post(
    '/api/v1/security/roles/:id/permissions',
    {
      schema: {
        tags: [tag],
        summary: "Replace a role's permissions",
        params: idParams,
        body: rolePermissionsSchema,
        response: { 200: rolePermissionsWriteResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      requirePermission(requireUser(await request.principal()), 'can_write', 'Role');
      await admin.setRolePermissions(request.params.id, request.body.permission_view_menu_ids);
      return { result: request.body };
    },
  );
}
