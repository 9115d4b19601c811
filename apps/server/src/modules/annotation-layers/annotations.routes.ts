/**
 * `/api/v1/annotation_layer/{pk}/annotation/`: one layer's annotations with the rison list,
 * `_info`, single CRUD at `{pk}/annotation/{annotation_id}` and bulk delete (`?q=!(ids)`).
 * The shared resource routes serve fixed base paths, so this nested list is wired here with the
 * same list engine and a per-layer list spec.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listInfoResponseSchema, messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  annotationListResponseSchema,
  annotationResponseSchema,
  annotationWriteResponseSchema,
} from '@panorama/core/schemas/annotation-layer';
import type { Container } from '../../container';
import { parseIdList, parseInfoKeys, parseListArgs } from '../../rest/rison-query';
import { has, requirePermission, requireUser } from '../../security/principal';
import { ANNOTATION_LAYER_BASE_PATH, ANNOTATION_TAG } from './annotation-layers.routes';
import { annotationCreateSchema, annotationUpdateSchema } from './annotation-layers.schemas';
import { ANNOTATION_VIEW_MENU } from './annotation-layers.service';
import type { AnnotationsService } from './annotations.service';
import { routeSchema } from '../../rest/route-schema';
import { qQuery } from '../../rest/route-params';

const layerParams = z.object({ pk: z.coerce.number().int().positive() });
const itemParams = layerParams.extend({ annotationId: z.coerce.number().int().positive() });
const BASE = `${ANNOTATION_LAYER_BASE_PATH}/:pk/annotation`;

/** Superset's bulk delete message, singular for one. */
export function deletedAnnotationsMessage(count: number): string {
  return count === 1 ? 'Deleted 1 annotation' : `Deleted ${count} annotations`;
}

export function registerAnnotationRoutes(
  app: FastifyInstance,
  container: Container,
  annotations: AnnotationsService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { lists } = container;

  r.get(
    `${BASE}/`,
    routeSchema(
      ANNOTATION_TAG,
      'List the annotations of a layer (rison q: filters, order, page)',
      { 200: annotationListResponseSchema },
      { params: layerParams, querystring: qQuery },
    ),
    async (request) => {
      const principal = await request.principal();
      requirePermission(principal, 'can_read', ANNOTATION_VIEW_MENU);
      const spec = annotations.listSpec(request.params.pk);
      return lists.list(spec, parseListArgs(request.query.q, spec.defaultPageSize), {
        principal,
      });
    },
  );

  r.get(
    `${BASE}/_info`,
    routeSchema(
      ANNOTATION_TAG,
      'Permissions and filter metadata of annotations',
      { 200: listInfoResponseSchema },
      { params: layerParams, querystring: qQuery },
    ),
    async (request) => {
      const principal = await request.principal();
      requirePermission(principal, 'can_read', ANNOTATION_VIEW_MENU);
      const keys = parseInfoKeys(request.query.q);
      const out: Record<string, unknown> = {};
      if (keys.includes('permissions')) {
        out.permissions = ['can_read', 'can_write'].filter((p) =>
          has(principal, p, ANNOTATION_VIEW_MENU),
        );
      }
      if (keys.includes('filters')) {
        const spec = annotations.listSpec(request.params.pk);
        out.filters = Object.fromEntries(
          Object.entries(spec.filterColumns).map(([col, def]) => [
            col,
            def.operators.map((operator) => ({ name: operator, operator })),
          ]),
        );
      }
      if (keys.includes('add_title')) out.add_title = 'Add Annotation';
      if (keys.includes('edit_title')) out.edit_title = 'Edit Annotation';
      if (keys.includes('add_columns')) out.add_columns = [];
      if (keys.includes('edit_columns')) out.edit_columns = [];
      return out;
    },
  );

  r.get(
    `${BASE}/:annotationId`,
    routeSchema(
      ANNOTATION_TAG,
      'Get an annotation',
      { 200: annotationResponseSchema },
      { params: itemParams },
    ),
    async (request) => ({
      id: request.params.annotationId,
      result: await annotations.get(
        request.params.pk,
        request.params.annotationId,
        await request.principal(),
      ),
    }),
  );

  r.post(
    `${BASE}/`,
    routeSchema(
      ANNOTATION_TAG,
      'Create an annotation',
      { 201: annotationWriteResponseSchema },
      { params: layerParams, body: annotationCreateSchema },
    ),
    async (request, reply) => {
      const id = await annotations.create(
        request.params.pk,
        request.body,
        requireUser(await request.principal()),
      );
      return reply.code(201).send({ id, result: request.body });
    },
  );

  r.put(
    `${BASE}/:annotationId`,
    routeSchema(
      ANNOTATION_TAG,
      'Update an annotation',
      { 200: annotationWriteResponseSchema },
      { params: itemParams, body: annotationUpdateSchema },
    ),
    async (request) => {
      await annotations.update(
        request.params.pk,
        request.params.annotationId,
        request.body,
        requireUser(await request.principal()),
      );
      return { id: request.params.annotationId, result: request.body };
    },
  );

  r.delete(
    `${BASE}/:annotationId`,
    routeSchema(
      ANNOTATION_TAG,
      'Delete an annotation',
      { 200: messageResponseSchema },
      { params: itemParams },
    ),
    async (request) => {
      await annotations.delete(
        request.params.pk,
        [request.params.annotationId],
        requireUser(await request.principal()),
      );
      return { message: 'OK' };
    },
  );

  r.delete(
    `${BASE}/`,
    routeSchema(
      ANNOTATION_TAG,
      'Delete several annotations of a layer: q=!(1,2,3)',
      { 200: messageResponseSchema },
      { params: layerParams, querystring: qQuery },
    ),
    async (request) => {
      const principal = requireUser(await request.principal());
      requirePermission(principal, 'can_write', ANNOTATION_VIEW_MENU);
      const ids = parseIdList(request.query.q);
      await annotations.delete(request.params.pk, ids, principal);
      return { message: deletedAnnotationsMessage(ids.length) };
    },
  );
}
