/**
 * Saved queries travel in v1 bundles as Superset's do: a Superset-written bundle imports, creating
 * its database and giving the query to the importer; an export lays the query out under
 * `queries/<database>/<schema>/<label>.yaml` with its database, in fields Superset's importer
 * accepts; re-importing needs `overwrite=true` and then updates the query in place, and after a
 * delete the export brings the query back with its uuid. Import and export keep the API's rules:
 * can_write and can_export on SavedQuery, queries private to their owner, databases the user may
 * query.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { buildZip } from '../../src/modules/import-export/zip-test-support';
import { commandError, envelopeError, exportBundle, importBundle, unzipText } from './bundle-http';
import { UUIDS, createFixtureDatabase, databaseYaml } from './superset-fixture';
import { checkSupersetImport } from './superset-import-check';
import { roleWith } from '../modules/datasets-fixtures';

const ROOT = 'saved_query_export_20240101T000000';
const QUERY_UUID = '0b6a7c1e-2f3d-4e5a-8b9c-0d1e2f3a4b5c';
const BARE_QUERY_UUID = '0b6a7c1e-2f3d-4e5a-8b9c-0d1e2f3a4b5d';
const QUERY_FILE = 'queries/sales_db/main/Sales_by_region.yaml';

type Json = Record<string, unknown>;

/** A saved query file as Superset 4.x writes one. */
function queryYaml(uuid = QUERY_UUID, overrides: Partial<Record<string, string>> = {}): string {
  const fields = {
    catalog: 'null',
    schema: 'main',
    label: 'Sales by region',
    description: 'Totals per region',
    sql: "'SELECT region, SUM(amount) FROM sales GROUP BY region'",
    ...overrides,
  };
  return (
    Object.entries(fields)
      .map(([key, value]) => `${key}: ${value}`)
      .join('\n') + `\nuuid: ${uuid}\nversion: 1.0.0\ndatabase_uuid: ${UUIDS.database}\n`
  );
}

async function supersetQueryBundle(
  options: { database?: boolean; query?: string } = {},
): Promise<Buffer> {
  return buildZip([
    { name: `${ROOT}/metadata.yaml`, data: 'version: 1.0.0\ntype: SavedQuery\n' },
    ...(options.database === false
      ? []
      : [{ name: `${ROOT}/databases/sales_db.yaml`, data: databaseYaml() }]),
    { name: `${ROOT}/${QUERY_FILE}`, data: options.query ?? queryYaml() },
  ]);
}

describe.each(await storeVariants())('saved query bundles on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let adminId: number;
  let queryId: number;
  let databaseId: number;
  let exported: Buffer;

  const db = () => t.container.store.db;
  const queryRow = (uuid: string) =>
    db().selectFrom('saved_queries').selectAll().where('uuid', '=', uuid).executeTakeFirst();

  beforeAll(async () => {
    createFixtureDatabase(t.dataDir);
    adminId = (
      await db()
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('imports a Superset bundle, creating the database and giving the query to the importer', async () => {
    const res = await importBundle(t, 'saved_query', admin, await supersetQueryBundle());
    expect(res).toEqual({ status: 200, body: { message: 'OK' } });
    const database = await db()
      .selectFrom('databases')
      .select(['id', 'uuid'])
      .where('database_name', '=', 'sales_db')
      .executeTakeFirstOrThrow();
    expect(database.uuid).toBe(UUIDS.database);
    databaseId = database.id;
    const row = await queryRow(QUERY_UUID);
    expect(row).toMatchObject({
      label: 'Sales by region',
      description: 'Totals per region',
      sql: 'SELECT region, SUM(amount) FROM sales GROUP BY region',
      schema: 'main',
      catalog: null,
      db_id: databaseId,
      user_id: adminId,
      created_by_fk: adminId,
    });
    queryId = row!.id;
    // The API lists it among the importer's queries.
    const listed = await t.get(`/api/v1/saved_query/${queryId}`, admin);
    expect(listed.statusCode).toBe(200);
  });

  it('exports the query and its database in the layout and fields Superset reads', async () => {
    const bare = await t.post('/api/v1/saved_query/', admin, {
      db_id: databaseId,
      label: 'No schema',
      sql: 'SELECT 1',
    });
    expect(bare.statusCode).toBe(201);
    const bareId = (bare.json() as { id: number }).id;
    await db()
      .updateTable('saved_queries')
      .set({ uuid: BARE_QUERY_UUID })
      .where('id', '=', bareId)
      .execute();

    const res = await exportBundle(t, 'saved_query', admin, [queryId, bareId]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const match = /^attachment; filename=(saved_query_export_\d{8}T\d{6})\.zip$/.exec(
      String(res.headers['content-disposition']),
    );
    const root = match?.[1] ?? '';
    exported = res.body;
    const files = await unzipText(exported);
    expect([...files.keys()]).toEqual([
      `${root}/metadata.yaml`,
      `${root}/${QUERY_FILE}`,
      `${root}/databases/sales_db.yaml`,
      `${root}/queries/sales_db/No_schema.yaml`,
    ]);
    const read = (name: string) => YAML.parse(files.get(`${root}/${name}`) ?? '') as Json;
    expect(read('metadata.yaml')).toMatchObject({ version: '1.0.0', type: 'SavedQuery' });
    expect(read(QUERY_FILE)).toEqual({
      catalog: null,
      schema: 'main',
      label: 'Sales by region',
      description: 'Totals per region',
      sql: 'SELECT region, SUM(amount) FROM sales GROUP BY region',
      uuid: QUERY_UUID,
      version: '1.0.0',
      database_uuid: UUIDS.database,
    });
    expect(read('databases/sales_db.yaml')).toMatchObject({
      database_name: 'sales_db',
      uuid: UUIDS.database,
    });

    const report = checkSupersetImport(files, 'saved_query');
    expect(report.errors).toEqual({});
    expect(report.danglingReferences).toEqual([]);
    expect(report.configs.queries).toHaveLength(2);

    await t.delete(`/api/v1/saved_query/${bareId}`, admin);
  });

  it('refuses to replace an existing query unless overwrite=true is passed', async () => {
    // Only the query that still exists is refused; the one deleted after export would be created.
    const res = await importBundle(t, 'saved_query', admin, exported);
    expect(res.status).toBe(422);
    expect(envelopeError(res.body)).toEqual(
      commandError('Error importing saved_queries', {
        [QUERY_FILE]: 'Saved_Queries already exists and `overwrite=true` was not passed',
      }),
    );
  });

  it('overwrites the query in place with overwrite=true', async () => {
    const edited = await t.put(`/api/v1/saved_query/${queryId}`, admin, {
      label: 'Renamed',
      sql: 'SELECT 2',
    });
    expect(edited.statusCode).toBe(200);
    const before = await db().selectFrom('saved_queries').select('id').execute();
    const res = await importBundle(t, 'saved_query', admin, exported, { overwrite: 'true' });
    expect(res).toEqual({ status: 200, body: { message: 'OK' } });
    expect(await queryRow(QUERY_UUID)).toMatchObject({
      id: queryId,
      label: 'Sales by region',
      sql: 'SELECT region, SUM(amount) FROM sales GROUP BY region',
      db_id: databaseId,
      user_id: adminId,
    });
    // The deleted query without a schema came back; nothing else was added.
    const after = await db().selectFrom('saved_queries').select('id').execute();
    expect(after).toHaveLength(before.length + 1);
    expect((await queryRow(BARE_QUERY_UUID))?.label).toBe('No schema');
  });

  it('brings a deleted query back from its export with the same uuid', async () => {
    expect((await t.delete(`/api/v1/saved_query/${queryId}`, admin)).statusCode).toBe(200);
    expect(await queryRow(QUERY_UUID)).toBeUndefined();
    const res = await importBundle(t, 'saved_query', admin, exported, { overwrite: 'true' });
    expect(res.status).toBe(200);
    const row = await queryRow(QUERY_UUID);
    expect(row?.id).not.toBe(queryId);
    expect(row).toMatchObject({ label: 'Sales by region', db_id: databaseId, user_id: adminId });
    queryId = row!.id;
  });

  it('imports nothing from a bundle without the database file, as Superset', async () => {
    const uuid = '0b6a7c1e-2f3d-4e5a-8b9c-0d1e2f3a4b5e';
    const res = await importBundle(
      t,
      'saved_query',
      admin,
      await supersetQueryBundle({ database: false, query: queryYaml(uuid) }),
    );
    expect(res).toEqual({ status: 200, body: { message: 'OK' } });
    expect(await queryRow(uuid)).toBeUndefined();
  });

  it("gives a query without a label SQL Lab's default name", async () => {
    const uuid = '0b6a7c1e-2f3d-4e5a-8b9c-0d1e2f3a4b5f';
    const res = await importBundle(
      t,
      'saved_query',
      admin,
      await supersetQueryBundle({ query: queryYaml(uuid, { label: 'null' }) }),
    );
    expect(res.status).toBe(200);
    expect((await queryRow(uuid))?.label).toBe('Untitled Query');
  });

  it('reports invalid query files per field', async () => {
    const res = await importBundle(
      t,
      'saved_query',
      admin,
      await supersetQueryBundle({ query: 'label: x\nuuid: nope\nversion: 1.0.0\n' }),
    );
    expect(res.status).toBe(422);
    expect(envelopeError(res.body)).toEqual(
      commandError('Error importing saved_queries', {
        [QUERY_FILE]: {
          uuid: ['Not a valid UUID.'],
          database_uuid: ['Missing data for required field.'],
          sql: ['Missing data for required field.'],
        },
      }),
    );
  });

  describe('permissions', () => {
    let gamma: Record<string, string>;
    let sqlLab: Record<string, string>;
    let salesAnalyst: { id: number; headers: Record<string, string> };

    beforeAll(async () => {
      gamma = (await t.createUser({ username: 'gamma_sq', roles: ['Gamma'] })).headers;
      sqlLab = (await t.createUser({ username: 'sqllab_sq', roles: ['sql_lab'] })).headers;
      await roleWith(t, 'sales_db_sql', 'database_access', `[sales_db].(id:${databaseId})`);
      salesAnalyst = await t.createUser({
        username: 'sales_sq',
        roles: ['sql_lab', 'sales_db_sql'],
      });
    });

    it('needs can_export and can_write on SavedQuery', async () => {
      expect((await exportBundle(t, 'saved_query', gamma, [queryId])).status).toBe(403);
      const res = await importBundle(t, 'saved_query', gamma, exported, { overwrite: 'true' });
      expect(res).toEqual({ status: 403, body: { message: 'Forbidden' } });
    });

    it("never exports another user's query: hidden looks missing", async () => {
      const hidden = await exportBundle(t, 'saved_query', sqlLab, [queryId]);
      const missing = await exportBundle(t, 'saved_query', sqlLab, [999_999]);
      expect(hidden.status).toBe(404);
      expect([hidden.status, hidden.body.toString()]).toEqual([
        missing.status,
        missing.body.toString(),
      ]);
    });

    it('refuses a query on a database the user may not query', async () => {
      const uuid = '0b6a7c1e-2f3d-4e5a-8b9c-0d1e2f3a4b60';
      const res = await importBundle(
        t,
        'saved_query',
        sqlLab,
        await supersetQueryBundle({ query: queryYaml(uuid) }),
      );
      expect(res.status).toBe(403);
      expect(envelopeError(res.body)).toEqual(
        commandError("A database already exists and user doesn't have access to it"),
      );
      expect(await queryRow(uuid)).toBeUndefined();
    });

    it("refuses to overwrite another user's query", async () => {
      const res = await importBundle(t, 'saved_query', salesAnalyst.headers, exported, {
        overwrite: 'true',
      });
      expect(res.status).toBe(403);
      expect(envelopeError(res.body)).toEqual(
        commandError(
          "A saved query already exists and user doesn't have permissions to overwrite it",
        ),
      );
      expect((await queryRow(QUERY_UUID))?.user_id).toBe(adminId);
    });

    it('gives an imported query to the user who imports it', async () => {
      const uuid = '0b6a7c1e-2f3d-4e5a-8b9c-0d1e2f3a4b61';
      const res = await importBundle(
        t,
        'saved_query',
        salesAnalyst.headers,
        await supersetQueryBundle({ query: queryYaml(uuid) }),
      );
      expect(res).toEqual({ status: 200, body: { message: 'OK' } });
      expect(await queryRow(uuid)).toMatchObject({ user_id: salesAnalyst.id, db_id: databaseId });
    });
  });
});
