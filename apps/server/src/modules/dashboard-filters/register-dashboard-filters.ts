/**
 * Builds the native-filter, colour, filter-set and filter-state services on the metadata store
 * and registers their routes: the module's one entry point for register-modules.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerDashboardColorsRoutes } from './dashboard-colors.routes';
import { DashboardColorsService } from './dashboard-colors.service';
import { registerFilterSetRoutes } from './filter-sets.routes';
import { FilterSetsService } from './filter-sets.service';
import { registerFilterStateRoutes } from './filter-state.routes';
import { DashboardFilterStateService } from './filter-state.service';
import { registerNativeFilterRoutes } from './native-filters.routes';
import { NativeFiltersService } from './native-filters.service';

export function registerDashboardFiltersModule(app: FastifyInstance, container: Container): void {
  registerNativeFilterRoutes(app, new NativeFiltersService(container.dashboards));
  registerDashboardColorsRoutes(app, new DashboardColorsService(container.dashboards));
  registerFilterSetRoutes(app, new FilterSetsService(container.store.db, container.dashboards));
  registerFilterStateRoutes(
    app,
    new DashboardFilterStateService(container.keyValue, container.dashboards),
  );
}
