/**
 * Registers SQL Lab's routes: the `/api/v1/sqllab/` calls, the `/tabstateview/` tabs and the
 * query history with stop (`/api/v1/query/`), whose service SQL Lab builds (it shares the
 * registry of runs in progress).
 */
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerQueryRoutes } from '../queries/queries.routes';
import { registerSqlLabRoutes } from './sqllab.routes';
import { registerTabStateRoutes } from './tab-state.routes';

export async function registerSqlLabModule(
  app: FastifyInstance,
  container: Container,
): Promise<void> {
  registerQueryRoutes(app, container, container.sqlLab.queries);
  registerSqlLabRoutes(app, container);
  await registerTabStateRoutes(app, container);
}
