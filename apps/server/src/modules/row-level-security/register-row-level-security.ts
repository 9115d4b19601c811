/**
 * Builds the row-level-security service on the metadata store and registers its routes: the
 * module's one entry point for register-modules.ts. The chart-data pipeline reads the rules on
 * its own (row-level-filters.ts), so nothing else needs the service.
 */
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerRowLevelSecurityRoutes } from './row-level-security.routes';
import { RowLevelSecurityService } from './row-level-security.service';

export function registerRowLevelSecurityModule(app: FastifyInstance, container: Container): void {
  registerRowLevelSecurityRoutes(app, container, new RowLevelSecurityService(container.store.db));
}
