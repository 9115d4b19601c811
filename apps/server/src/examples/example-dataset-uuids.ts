/**
 * Gives the example datasets their fixed uuids on an instance whose examples were registered
 * before they had them (the registration of a new instance assigns them itself). The example
 * dashboards bundle names its datasets by these uuids; a dataset found under another uuid would
 * make the import try to create a second dataset of the same table.
 */
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../store/schema';
import { EXAMPLE_TABLES } from './example-tables';
import { EXAMPLES_DATABASE_NAME } from './examples-database';
import { exampleDatasetUuid } from './example-uuids';

export async function adoptExampleDatasetUuids(db: Kysely<MetadataSchema>): Promise<number> {
  const names = EXAMPLE_TABLES.map((table) => table.name);
  const fixed = new Map(names.map((name) => [name, exampleDatasetUuid(name)]));
  const datasets = await db
    .selectFrom('datasets')
    .innerJoin('databases', 'databases.id', 'datasets.database_id')
    .select(['datasets.id', 'datasets.table_name', 'datasets.uuid'])
    .where('databases.database_name', '=', EXAMPLES_DATABASE_NAME)
    .where('datasets.schema', '=', 'main')
    .where('datasets.sql', 'is', null)
    .where('datasets.table_name', 'in', names)
    .execute();
  const taken = new Set(
    (
      await db
        .selectFrom('datasets')
        .select('uuid')
        .where('uuid', 'in', [...fixed.values()])
        .execute()
    ).map((row) => row.uuid),
  );
  let adopted = 0;
  for (const dataset of datasets) {
    const uuid = fixed.get(dataset.table_name);
    // Another dataset (imported from elsewhere) holding the uuid keeps it.
    if (uuid === undefined || dataset.uuid === uuid || taken.has(uuid)) continue;
    await db.updateTable('datasets').set({ uuid }).where('id', '=', dataset.id).execute();
    adopted++;
  }
  return adopted;
}
