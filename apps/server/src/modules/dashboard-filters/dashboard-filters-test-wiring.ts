/**
 * Test wiring for this module's API tests until register-modules.ts and migrations/index.ts list
 * it: the tests' vi.mock factories pass the real modules through these functions, which add the
 * filter_sets migration and this module's routes only when they are not there already, so the
 * tests keep passing unchanged once the lead wires the module in.
 */
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import * as filterSetsMigration from '../../store/migrations/20261126_0007_filter_sets';
import { registerDashboardFiltersModule } from './register-dashboard-filters';

type Migrations = Record<string, unknown>;
type RegisterModules = (app: FastifyInstance, container: Container) => Promise<void>;

export function withFilterSetsMigration(actual: { migrations: Migrations }): {
  migrations: Migrations;
} {
  return {
    ...actual,
    migrations: { ...actual.migrations, '20261126_0007_filter_sets': filterSetsMigration },
  };
}

export function withDashboardFilterRoutes(actual: { registerModules: RegisterModules }): {
  registerModules: RegisterModules;
} {
  return {
    ...actual,
    async registerModules(app, container) {
      await actual.registerModules(app, container);
      if (!app.hasRoute({ method: 'PUT', url: '/api/v1/dashboard/:id/filters' })) {
        registerDashboardFiltersModule(app, container);
      }
    },
  };
}
