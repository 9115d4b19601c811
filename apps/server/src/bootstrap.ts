/**
 * Start-up work that must happen before serving: migrate the metadata store, sync the built-in
 * roles, create the first admin and load the example data (once).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Container } from './container';
import { migrateToLatest } from './store/metadata-store';
import { loadExamples } from './examples/load-examples';
import { loadExampleDashboards } from './examples/load-example-dashboards';
import { EXAMPLES_DATABASE_NAME } from './examples/examples-database';

export interface BootstrapResult {
  adminCreated: boolean;
  generatedAdminPassword?: string;
}

export async function bootstrap(
  container: Container,
  logger: FastifyBaseLogger,
): Promise<BootstrapResult> {
  const started = Date.now();
  await migrateToLatest(container.store.db);
  await container.security.syncBuiltinRoles();
  const admin = await container.security.ensureFirstAdmin(container.config.admin);
  logger.info(
    { ms: Date.now() - started, store: container.store.location },
    'Metadata store ready',
  );
  if (container.config.loadExamples) {
    const adminUser = await container.securityRepo.findUserByUsername(
      container.config.admin.username,
    );
    await loadExamples({
      db: container.store.db,
      dataDir: container.config.dataDir,
      logger,
      ownerId: adminUser?.id ?? null,
    });
    await grantableExampleData(container);
    if (container.config.loadExampleDashboards)
      await exampleDashboards(container, logger, adminUser?.id);
  }
  return admin.generatedPassword
    ? { adminCreated: admin.created, generatedAdminPassword: admin.generatedPassword }
    : { adminCreated: admin.created };
}

/** Creates the database_access / datasource_access permissions of the example data (idempotent). */
async function grantableExampleData(container: Container): Promise<void> {
  const db = container.store.db;
  const examples = await db
    .selectFrom('databases')
    .select(['id', 'database_name'])
    .where('database_name', '=', EXAMPLES_DATABASE_NAME)
    .executeTakeFirst();
  if (!examples) return;
  await container.dataPermissions.databaseCreated(examples);
  const datasets = await db
    .selectFrom('datasets')
    .select(['id', 'table_name', 'schema'])
    .where('database_id', '=', examples.id)
    .execute();
  for (const dataset of datasets) await container.dataPermissions.datasetCreated(examples, dataset);
}

/**
 * Imports the example dashboards as the first admin, who then owns them. A failure is logged and
 * start-up goes on: the server is useful without them, and the next start tries again.
 */
async function exampleDashboards(
  container: Container,
  logger: FastifyBaseLogger,
  adminId: number | undefined,
): Promise<void> {
  const principal =
    adminId === undefined ? null : await container.security.principalFor(adminId, 'bearer', null);
  if (principal?.userId == null) {
    logger.warn('No admin user to own the example dashboards; they are not loaded');
    return;
  }
  try {
    await loadExampleDashboards({
      db: container.store.db,
      dataDir: container.config.dataDir,
      importExport: container.importExport,
      principal: { ...principal, userId: principal.userId },
      logger,
    });
  } catch (err) {
    logger.error({ err }, 'Loading the example dashboards failed');
  }
}
