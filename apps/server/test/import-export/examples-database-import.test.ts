/**
 * Bundles made by a Superset point their example charts at its `examples` database. Ours has
 * Superset's examples uuid, and an import naming `examples` under any other uuid uses ours too:
 * no second examples database, no 'already exists' refusal, and the examples connection is never
 * replaced by the bundle's.
 */
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_DATABASE_UUID } from '../../src/examples/examples-database';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { importBundle } from './bundle-http';
import * as fixture from './superset-fixture';

const EXAMPLES_URI = `sqlite:///${fixture.FIXTURE_DB_FILE}`;
const { UUIDS } = fixture;

describe.each(await storeVariants())('the examples database on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let examplesId: number;

  beforeAll(async () => {
    fixture.createFixtureDatabase(t.dataDir);
    const created = await t.post('/api/v1/database/', admin, {
      database_name: 'examples',
      sqlalchemy_uri: EXAMPLES_URI,
    });
    examplesId = (created.json() as { id: number }).id;
    await t.container.store.db
      .updateTable('databases')
      .set({ uuid: EXAMPLES_DATABASE_UUID })
      .where('id', '=', examplesId)
      .execute();
  });

  it('is the one an examples bundle under another uuid imports into', async () => {
    const otherUuid = crypto.randomUUID();
    const database = fixture
      .databaseYaml('duckdb:////tmp/examples.db')
      .replace('database_name: sales_db', 'database_name: examples')
      .replace(UUIDS.database, otherUuid);
    const dataset = fixture.datasetYaml().replace(UUIDS.database, otherUuid);
    const answer = await importBundle(
      t,
      'dashboard',
      admin,
      await fixture.supersetDashboardBundle({ database, dataset }),
    );
    expect(answer.status).toBe(200);
    const db = t.container.store.db;
    const databases = await db.selectFrom('databases').select(['id', 'sqlalchemy_uri']).execute();
    expect(databases).toEqual([{ id: examplesId, sqlalchemy_uri: EXAMPLES_URI }]);
    const imported = await db
      .selectFrom('datasets')
      .select('database_id')
      .where('uuid', '=', UUIDS.dataset)
      .executeTakeFirstOrThrow();
    expect(imported.database_id).toBe(examplesId);
  });
});
