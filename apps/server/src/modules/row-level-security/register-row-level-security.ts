/**
 * Registers the row-level-security routes with the container's service: the module's one entry
 * point for register-modules.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerRowLevelSecurityRoutes } from './row-level-security.routes';

export function registerRowLevelSecurityModule(app: FastifyInstance, container: Container): void {
  registerRowLevelSecurityRoutes(app, container, container.rowLevelSecurity);
}
