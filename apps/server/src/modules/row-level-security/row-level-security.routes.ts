/**
 * `/api/v1/rowlevelsecurity/`: rule CRUD plus the shared list (rison `q`), `_info`,
 * `related/{tables,roles,created_by,changed_by}` and bulk delete (`DELETE /?q=!(ids)`).
 */
import type { FastifyInstance } from 'fastify';
import {
  rlsRuleResponseSchema,
  rlsRuleRowSchema,
  rlsRuleWriteResponseSchema,
} from '@panorama/core/schemas/row-level-security';
import type { Container } from '../../container';
import { registerCrudRoutes } from '../../rest/crud-routes';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { requireUser } from '../../security/principal';
import { rlsCreateSchema, rlsUpdateSchema } from './row-level-security.schemas';
import { RLS_VIEW_MENU, type RowLevelSecurityService } from './row-level-security.service';

export const RLS_BASE_PATH = '/api/v1/rowlevelsecurity';
const TAG = 'Row Level Security';

export function registerRowLevelSecurityRoutes(
  app: FastifyInstance,
  container: Container,
  rules: RowLevelSecurityService,
): void {
  registerResourceRoutes(app, container, {
    basePath: RLS_BASE_PATH,
    viewMenu: RLS_VIEW_MENU,
    spec: rules.listSpec,
    tag: TAG,
    plural: 'rules',
    listItem: rlsRuleRowSchema.partial(),
    bulkDelete: (ids, principal) => rules.delete(ids, requireUser(principal)),
  });
  registerCrudRoutes(app, {
    basePath: RLS_BASE_PATH,
    tag: TAG,
    summaries: {
      get: 'Get an RLS rule',
      create: 'Create an RLS rule',
      update: 'Update an RLS rule',
      delete: 'Delete an RLS rule',
    },
    detailResponse: rlsRuleResponseSchema,
    writeResponse: rlsRuleWriteResponseSchema,
    createBody: rlsCreateSchema,
    updateBody: rlsUpdateSchema,
    service: rules,
  });
}
