/**
 * The endpoints every list-able resource shares, registered from its ListSpec:
 * list (`GET /`), `_info`, `related/{column}`, `distinct/{column}`, bulk delete (`DELETE /?q=!(ids)`)
 * and, for charts and dashboards, favourites (`favorite_status/`, `{id}/favorites/`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '@panorama/core/errors/app-error';
import {
  favoriteStatusResponseSchema,
  listInfoResponseSchema,
  listResponseSchema,
  messageResponseSchema,
  okResultResponseSchema,
  relatedResponseSchema,
} from '@panorama/core/schemas/api-response';
import { pickedColumnsSchema } from '@panorama/core/schemas/picked-columns';
import type { Container } from '../container';
import type { FavoriteClass } from '../modules/shared/favorites.repository';
import {
  has,
  refuseGuest,
  requirePermission,
  requireUser,
  type AuthenticatedPrincipal,
  type Principal,
} from '../security/principal';
import type { ListSpec } from './list-spec';
import { parseIdList, parseInfoKeys, parseListArgs, parseRelatedArgs } from './rison-query';
import { routeSchema } from './route-schema';
import { idParams, qQuery } from './route-params';

/** Lists and their metadata are for signed-in users and the Public role, never for guests. */
function requireListReader(principal: Principal, viewMenu: string): void {
  refuseGuest(principal);
  requirePermission(principal, 'can_read', viewMenu);
}

export interface ResourceRoutes {
  /** e.g. '/api/v1/dashboard' */
  basePath: string;
  viewMenu: string;
  spec: ListSpec;
  tag: string;
  plural: string;
  /** FavStar class name: 'Dashboard' or 'slice'. */
  favoriteClass?: FavoriteClass;
  /**
   * The resource's row, as its detail answers it. A list row holds only the columns the caller
   * asked for (dotted ones keep part of a nested object), so the list answer checks rows against
   * the picked-columns form of this schema; without one, rows are passed as stored.
   */
  listItem?: z.ZodObject<z.ZodRawShape>;
  /** Deletes the given (visible) ids after its own permission checks. */
  bulkDelete?: (ids: number[], principal: Principal) => Promise<void>;
  /** Also `DELETE {basePath}/{id}`: 404 for an id the caller cannot see, else the service's delete. */
  deleteOne?: { singular: string; service: VisibleDeletes };
}

/** A service that finds one row the caller can see (404 otherwise) and deletes rows by id. */
export interface VisibleDeletes {
  getVisible(id: number, principal: Principal): Promise<unknown>;
  delete(ids: number[], principal: AuthenticatedPrincipal): Promise<void>;
}

export function registerResourceRoutes(
  app: FastifyInstance,
  container: Container,
  resource: ResourceRoutes,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { lists, favorites } = container;
  const { basePath, viewMenu, spec, tag } = resource;
  const listItem = resource.listItem
    ? pickedColumnsSchema(resource.listItem)
    : z.record(z.string(), z.unknown());

  r.get(
    `${basePath}/`,
    routeSchema(
      tag,
      `List ${resource.plural} (rison q: filters, order, page)`,
      { 200: listResponseSchema(listItem) },
      { querystring: qQuery },
    ),
    async (request) => {
      const principal = await request.principal();
      requireListReader(principal, viewMenu);
      return lists.list(spec, parseListArgs(request.query.q, spec.defaultPageSize), { principal });
    },
  );

  r.get(
    `${basePath}/_info`,
    routeSchema(
      tag,
      'Permissions and filter metadata',
      { 200: listInfoResponseSchema },
      { querystring: qQuery },
    ),
    async (request) => {
      const principal = await request.principal();
      requireListReader(principal, viewMenu);
      const keys = parseInfoKeys(request.query.q);
      const out: z.infer<typeof listInfoResponseSchema> = {};
      if (keys.includes('permissions')) {
        out.permissions = ['can_read', 'can_write', 'can_export'].filter((p) =>
          has(principal, p, viewMenu),
        );
      }
      if (keys.includes('filters')) {
        out.filters = Object.fromEntries(
          Object.entries(spec.filterColumns).map(([col, def]) => [
            col,
            def.operators.map((operator) => ({ name: operator, operator })),
          ]),
        );
      }
      if (keys.includes('add_title')) out.add_title = `Add ${tag}`;
      if (keys.includes('edit_title')) out.edit_title = `Edit ${tag}`;
      if (keys.includes('add_columns')) out.add_columns = [];
      if (keys.includes('edit_columns')) out.edit_columns = [];
      return out;
    },
  );

  r.get(
    `${basePath}/related/:column`,
    routeSchema(
      tag,
      'Values of a related column (owners, created_by, ...) as {text, value}',
      { 200: relatedResponseSchema },
      { params: z.object({ column: z.string() }), querystring: qQuery },
    ),
    async (request) => {
      const principal = await request.principal();
      requireListReader(principal, viewMenu);
      if (!spec.related?.[request.params.column]) throw new NotFoundError();
      return lists.related(spec, request.params.column, parseRelatedArgs(request.query.q));
    },
  );

  r.get(
    `${basePath}/distinct/:column`,
    routeSchema(
      tag,
      'Distinct values of a column as {text, value}',
      { 200: relatedResponseSchema },
      { params: z.object({ column: z.string() }), querystring: qQuery },
    ),
    async (request) => {
      const principal = await request.principal();
      requireListReader(principal, viewMenu);
      if (!spec.distinct?.[request.params.column]) throw new NotFoundError();
      return lists.distinct(spec, request.params.column, parseRelatedArgs(request.query.q), {
        principal,
      });
    },
  );

  const bulkDelete = resource.bulkDelete;
  if (bulkDelete) {
    r.delete(
      `${basePath}/`,
      routeSchema(
        tag,
        `Delete several ${resource.plural}: q=!(1,2,3)`,
        { 200: messageResponseSchema },
        { querystring: qQuery },
      ),
      async (request) => {
        const principal = requireUser(await request.principal());
        requirePermission(principal, 'can_write', viewMenu);
        const ids = parseIdList(request.query.q);
        const visible = await lists.visibleIds(spec, ids, { principal });
        if (visible.size !== ids.length) throw new NotFoundError();
        await bulkDelete(ids, principal);
        return { message: `Deleted ${ids.length} ${resource.plural}` };
      },
    );
  }

  const deleteOne = resource.deleteOne;
  if (deleteOne) {
    r.delete(
      `${basePath}/:id`,
      routeSchema(
        tag,
        `Delete a ${deleteOne.singular}`,
        { 200: messageResponseSchema },
        { params: idParams },
      ),
      async (request) => {
        const principal = requireUser(await request.principal());
        await deleteOne.service.getVisible(request.params.id, principal);
        await deleteOne.service.delete([request.params.id], principal);
        return { message: 'OK' };
      },
    );
  }

  const favoriteClass = resource.favoriteClass;
  if (favoriteClass) {
    r.get(
      `${basePath}/favorite_status/`,
      routeSchema(
        tag,
        'Whether the current user starred each id: q=!(1,2)',
        { 200: favoriteStatusResponseSchema },
        { querystring: qQuery },
      ),
      async (request) => {
        const principal = requireUser(await request.principal());
        requirePermission(principal, 'can_read', viewMenu);
        const ids = parseIdList(request.query.q);
        const starred = await favorites.starred(principal.userId, favoriteClass, ids);
        return { result: ids.map((id) => ({ id, value: starred.has(id) })) };
      },
    );

    r.post(
      `${basePath}/:id/favorites/`,
      routeSchema(tag, 'Star an object', { 200: okResultResponseSchema }, { params: idParams }),
      async (request) => {
        const principal = requireUser(await request.principal());
        requirePermission(principal, 'can_read', viewMenu);
        if (!(await lists.isVisible(spec, request.params.id, { principal })))
          throw new NotFoundError();
        await favorites.add(principal.userId, favoriteClass, request.params.id);
        return { result: 'OK' as const };
      },
    );
    r.delete(
      `${basePath}/:id/favorites/`,
      routeSchema(tag, 'Unstar an object', { 200: okResultResponseSchema }, { params: idParams }),
      async (request) => {
        const principal = requireUser(await request.principal());
        requirePermission(principal, 'can_read', viewMenu);
        if (!(await lists.isVisible(spec, request.params.id, { principal })))
          throw new NotFoundError();
        await favorites.remove(principal.userId, favoriteClass, request.params.id);
        return { result: 'OK' as const };
      },
    );
  }
}
