/** Ids of rows the examples (or a test) put in the metadata store, looked up by their names. */
import type { Container } from '../../src/container';

type WithStore = Pick<{ container: Container }, 'container'>;

export async function datasetId(app: WithStore, tableName: string): Promise<number> {
  const row = await app.container.store.db
    .selectFrom('datasets')
    .select('id')
    .where('table_name', '=', tableName)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function databaseId(app: WithStore, databaseName: string): Promise<number> {
  const row = await app.container.store.db
    .selectFrom('databases')
    .select('id')
    .where('database_name', '=', databaseName)
    .executeTakeFirstOrThrow();
  return row.id;
}
