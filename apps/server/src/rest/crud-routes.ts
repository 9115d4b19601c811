/**
 * The by-id endpoints of a resource whose writes echo what was sent: `GET /{id}` answers
 * `{ id, result }`, `POST /` answers 201 with the new id and the body, `PUT /{id}` answers the id
 * and the body, and `DELETE /{id}` answers `{ message: 'OK' }`. Every write needs a signed-in
 * user; the service behind it checks the permissions.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messageResponseSchema } from '@panorama/core/schemas/api-response';
import { requireUser, type AuthenticatedPrincipal, type Principal } from '../security/principal';
import { routeSchema } from './route-schema';
import { idParams } from './route-params';

export interface CrudRoutes<Create extends z.ZodTypeAny, Update extends z.ZodTypeAny> {
  /** e.g. '/api/v1/annotation_layer' */
  basePath: string;
  tag: string;
  /** The OpenAPI summary of each endpoint, e.g. 'Get an annotation layer'. */
  summaries: { get: string; create: string; update: string; delete: string };
  /** `{ id, result }` of `GET /{id}`. */
  detailResponse: z.ZodTypeAny;
  /** `{ id, result }` of create and update, the result being the body as sent. */
  writeResponse: z.ZodTypeAny;
  createBody: Create;
  updateBody: Update;
  service: CrudService<z.infer<Create>, z.infer<Update>>;
  /** Whether `DELETE /{id}` first reads the row, so that an id the caller cannot see is a 404. */
  readBeforeDelete?: boolean;
}

/** The service calls behind the endpoints; each checks the caller's permissions itself. */
export interface CrudService<CreateBody, UpdateBody> {
  get(id: number, principal: Principal): Promise<unknown>;
  /** Answers the new row's id. */
  create(body: CreateBody, user: AuthenticatedPrincipal): Promise<number>;
  update(id: number, body: UpdateBody, user: AuthenticatedPrincipal): Promise<void>;
  delete(ids: number[], user: AuthenticatedPrincipal): Promise<void>;
}

export function registerCrudRoutes<Create extends z.ZodTypeAny, Update extends z.ZodTypeAny>(
  app: FastifyInstance,
  resource: CrudRoutes<Create, Update>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { basePath, tag, summaries, service } = resource;
  r.get(
    `${basePath}/:id`,
    routeSchema(tag, summaries.get, { 200: resource.detailResponse }, { params: idParams }),
    async (request) => ({
      id: request.params.id,
      result: await service.get(request.params.id, await request.principal()),
    }),
  );
  r.post(
    `${basePath}/`,
    routeSchema(
      tag,
      summaries.create,
      { 201: resource.writeResponse },
      { body: resource.createBody },
    ),
    async (request, reply) => {
      const body = request.body as z.infer<Create>;
      const id = await service.create(body, requireUser(await request.principal()));
      return reply.code(201).send({ id, result: body });
    },
  );
  r.put(
    `${basePath}/:id`,
    routeSchema(
      tag,
      summaries.update,
      { 200: resource.writeResponse },
      { params: idParams, body: resource.updateBody },
    ),
    async (request) => {
      const body = request.body as z.infer<Update>;
      await service.update(request.params.id, body, requireUser(await request.principal()));
      return { id: request.params.id, result: body };
    },
  );
  r.delete(
    `${basePath}/:id`,
    routeSchema(tag, summaries.delete, { 200: messageResponseSchema }, { params: idParams }),
    async (request) => {
      const user = requireUser(await request.principal());
      if (resource.readBeforeDelete) await service.get(request.params.id, user);
      await service.delete([request.params.id], user);
      return { message: 'OK' };
    },
  );
}
