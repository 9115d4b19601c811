/**
 * Chart fixtures that need a dataset the examples do not have carry its SQL (`sql`): this
 * creates each such virtual dataset on the examples database, once, under the fixture's
 * dataset name, so the fixtures can then be saved like the others.
 */
import { findId } from './apiSession';
import type { ApiSession } from './apiSession';

export async function createVirtualFixtureDatasets(
  api: ApiSession,
  fixtures: ReadonlyArray<{ dataset: string; sql?: string }>,
): Promise<void> {
  const examplesId = await findId(api, 'database', 'database_name', 'examples');
  const created = new Set<string>();
  for (const fixture of fixtures) {
    if (fixture.sql === undefined || created.has(fixture.dataset)) continue;
    created.add(fixture.dataset);
    await api.post('/api/v1/dataset/', {
      database: examplesId,
      schema: 'main',
      table_name: fixture.dataset,
      sql: fixture.sql,
    });
  }
}
