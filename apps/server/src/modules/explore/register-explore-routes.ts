/** Every route of the chart editor's server side except the legacy `/superset/explore_json/`. */
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerExploreLegacyRoutes } from './explore-legacy.routes';
import { registerExploreApiRoutes } from './explore.routes';
import { registerPermalinkRoutes } from './permalink.routes';

export async function registerExploreRoutes(
  app: FastifyInstance,
  container: Container,
): Promise<void> {
  registerExploreApiRoutes(app, container);
  registerPermalinkRoutes(app, container);
  await registerExploreLegacyRoutes(app, container);
}
