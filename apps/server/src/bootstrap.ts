/**
 * Start-up work that must happen before serving: migrate the metadata store, sync the built-in
 * roles, create the first admin and load the example data (once).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Container } from './container';
import { migrateToLatest } from './store/metadata-store';
import { loadExamples } from './examples/load-examples';
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
