/**
 * Ids of rows the examples (or a test) put in the metadata store, looked up by their names, and
 * how many rows a table of shared objects holds.
 */
import type { Container } from '../../src/container';

type WithStore = Pick<{ container: Container }, 'container'>;

/** The id of the row of `table` whose `column` holds `value`; throws when there is none. */
async function idWhere(
  app: WithStore,
  table: 'datasets' | 'databases',
  column: 'table_name' | 'database_name',
  value: string,
): Promise<number> {
  const row = await app.container.store.db
    .selectFrom(table)
    .select('id')
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return row.id;
}

export function datasetId(app: WithStore, tableName: string): Promise<number> {
  return idWhere(app, 'datasets', 'table_name', tableName);
}

export function databaseId(app: WithStore, databaseName: string): Promise<number> {
  return idWhere(app, 'databases', 'database_name', databaseName);
}

/** The id of the database a dataset reads from. */
export async function databaseOfDataset(app: WithStore, datasetId: number): Promise<number> {
  const row = await app.container.store.db
    .selectFrom('datasets')
    .select('database_id')
    .where('id', '=', datasetId)
    .executeTakeFirstOrThrow();
  return row.database_id;
}

/** How many rows `table` holds now. */
export async function rowCount(
  app: WithStore,
  table: 'databases' | 'datasets' | 'charts' | 'dashboards',
): Promise<number> {
  const row = await app.container.store.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
