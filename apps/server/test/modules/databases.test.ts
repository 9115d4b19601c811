/**
 * `/api/v1/database/` on every metadata store: registering DuckDB files and PostgreSQL, the
 * password never leaving the server, the connection policy on every path, Gamma's limits,
 * test_connection, catalog browsing and the data permissions that follow a database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { useTestApp } from '../support/use-test-app';
import {
  PG_TEST_URL,
  createDatabase,
  createDataset,
  createDuckdbFile,
  onPostgres,
  postgresReachable,
  rison,
  uniqueTableName,
} from './datasets-fixtures';

const PG_PASSWORD = 'pg-s3cret-Pa55';
const withPgPassword = PG_TEST_URL.replace('postgres@', `postgres:${PG_PASSWORD}@`);
const pgAvailable = await postgresReachable();

describe.each(await storeVariants())('databases API on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let gamma: Record<string, string>;
  let alpha: Record<string, string>;
  let duckId: number;

  beforeAll(async () => {
    await createDuckdbFile(t.dataDir, 'analytics.duckdb');
    await createDuckdbFile(t.dataDir, 'examples.duckdb');
    gamma = (await t.createUser({ username: 'gamma_db', roles: ['Gamma'] })).headers;
    alpha = (await t.createUser({ username: 'alpha_db', roles: ['Alpha'] })).headers;
    duckId = await createDatabase(t, {
      database_name: 'analytics',
      sqlalchemy_uri: 'duckdb:///analytics.duckdb',
    });
  });

  it('registers a DuckDB file and shows it without any secret', async () => {
    const res = await t.get(`/api/v1/database/${duckId}`, admin);
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as { result: Record<string, unknown> };
    expect(result).toMatchObject({
      id: duckId,
      database_name: 'analytics',
      backend: 'duckdb',
      engine: 'duckdb',
      driver: 'duckdb_engine',
      sqlalchemy_uri: 'duckdb:///analytics.duckdb',
      expose_in_sqllab: true,
      allow_dml: false,
      extra: '{}',
    });
    expect(result).not.toHaveProperty('password');
    expect(result).not.toHaveProperty('password_encrypted');
    const perm = await t.container.store.db
      .selectFrom('view_menus')
      .select('name')
      .where('name', '=', `[analytics].(id:${duckId})`)
      .executeTakeFirst();
    expect(perm).toBeDefined();
  });

  it('registers the examples DuckDB database through the same path', async () => {
    const id = await createDatabase(t, {
      database_name: 'examples',
      sqlalchemy_uri: 'duckdb:///examples.duckdb',
    });
    const tables = await t.get(
      `/api/v1/database/${id}/tables/?q=${rison('(schema_name:main)')}`,
      admin,
    );
    expect(tables.statusCode, tables.body).toBe(200);
    expect((tables.json() as { result: { value: string }[] }).result.map((r) => r.value)).toContain(
      'sales',
    );
  });

  it('lists databases with filters and the available engines', async () => {
    const list = await t.get(
      `/api/v1/database/?q=${rison('(filters:!((col:backend,opr:eq,value:duckdb),(col:allow_dml,opr:eq,value:!f)),order_column:database_name,order_direction:asc)')}`,
      admin,
    );
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json() as {
      count: number;
      result: { database_name: string; sqlalchemy_uri?: string }[];
    };
    expect(body.result.map((r) => r.database_name)).toEqual(['analytics', 'examples']);
    const available = await t.get('/api/v1/database/available/', admin);
    const engines = (
      available.json() as {
        databases: { engine: string; sqlalchemy_uri_placeholder: string; default_driver: string }[];
      }
    ).databases;
    expect(engines.map((e) => e.engine)).toEqual(['duckdb', 'postgresql', 'mysql', 'sqlite']);
    expect(engines.every((e) => e.sqlalchemy_uri_placeholder && e.default_driver)).toBe(true);
  });

  it.each([
    ['shillelagh', 'shillelagh://'],
    ['sqlite alias outside DATA_DIR', 'sqlite+pysqlite:////etc/passwd'],
    ['sqlite outside DATA_DIR', 'sqlite:////etc/hosts'],
    ['duckdb escaping DATA_DIR', 'duckdb:///../outside.duckdb'],
    ['the metadata store file', 'sqlite:///panorama.db'],
    ['the cloud metadata address', 'postgresql://user:pw@169.254.169.254/db'],
    ['a MySQL LOCAL INFILE option', 'mysql://user@127.0.0.1/db?local_infile=1'],
  ])('refuses %s on create, update and test_connection', async (_label, uri) => {
    const created = await t.post('/api/v1/database/', admin, {
      database_name: `bad ${_label}`,
      sqlalchemy_uri: uri,
    });
    expect(created.statusCode, created.body).toBe(400);
    const message = (created.json() as { message: { sqlalchemy_uri: string[] } }).message;
    expect(message.sqlalchemy_uri[0]).toEqual(expect.any(String));
    const updated = await t.put(`/api/v1/database/${duckId}`, admin, { sqlalchemy_uri: uri });
    expect(updated.statusCode).toBe(400);
    const tested = await t.post('/api/v1/database/test_connection/', admin, {
      sqlalchemy_uri: uri,
    });
    expect(tested.statusCode).toBe(400);
    const count = await t.container.store.db
      .selectFrom('databases')
      .select('id')
      .where('database_name', '=', `bad ${_label}`)
      .execute();
    expect(count).toHaveLength(0);
  });

  it('refuses the metadata store by name when it is a SQLite file', async () => {
    if (t.container.store.dialect !== 'sqlite') return;
    const res = await t.post('/api/v1/database/test_connection/', admin, {
      sqlalchemy_uri: `sqlite:///${t.container.store.location}`,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('metadata store');
  });

  it('keeps Gamma away from creating, testing and seeing databases', async () => {
    const create = await t.post('/api/v1/database/', gamma, {
      database_name: 'g',
      sqlalchemy_uri: 'duckdb:///analytics.duckdb',
    });
    expect(create.statusCode).toBe(403);
    const test = await t.post('/api/v1/database/test_connection/', gamma, {
      sqlalchemy_uri: 'duckdb:///analytics.duckdb',
    });
    expect(test.statusCode).toBe(403);
    const list = await t.get('/api/v1/database/', gamma);
    expect((list.json() as { count: number }).count).toBe(0);
    for (const url of [
      `/api/v1/database/${duckId}`,
      `/api/v1/database/${duckId}/schemas/`,
      `/api/v1/database/${duckId}/table/sales/main/`,
      '/api/v1/database/999999',
    ]) {
      expect((await t.get(url, gamma)).statusCode, url).toBe(404);
    }
    const del = await t.delete(`/api/v1/database/${duckId}`, gamma);
    expect(del.statusCode).toBe(403);
  });

  it('tests connections: OK for the DuckDB file, clean failures otherwise', async () => {
    const ok = await t.post('/api/v1/database/test_connection/', admin, {
      sqlalchemy_uri: 'duckdb:///analytics.duckdb',
      database_name: 'x',
      configuration_method: 'sqlalchemy_form',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: 'OK' });
    const unresolvable = await t.post('/api/v1/database/test_connection/', admin, {
      sqlalchemy_uri: 'postgresql://u:p@no-such-host.invalid/db',
    });
    expect(unresolvable.statusCode).toBe(400);
    expect(JSON.stringify(unresolvable.json())).toContain('cannot be resolved');
    // A closed port: admins see the driver's reason, others a generic message.
    const closed = { sqlalchemy_uri: 'postgresql://u:p@127.0.0.1:1/db' };
    const asAdmin = await t.post('/api/v1/database/test_connection/', admin, closed);
    expect(asAdmin.statusCode).toBe(422);
    const asAlpha = await t.post('/api/v1/database/test_connection/', alpha, closed);
    expect(asAlpha.statusCode).toBe(422);
    expect(asAlpha.json()).toMatchObject({
      message: 'Connection failed, please check your connection settings',
    });
    expect(asAlpha.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    const missingFile = await t.post('/api/v1/database/test_connection/', admin, {
      sqlalchemy_uri: 'duckdb:///nope.duckdb',
    });
    expect(missingFile.statusCode).toBe(400);
  });

  it('refuses to register a database it cannot reach', async () => {
    const res = await t.post('/api/v1/database/', alpha, {
      database_name: 'down',
      sqlalchemy_uri: 'postgresql://u:p@127.0.0.1:1/db',
    });
    expect(res.statusCode).toBe(422);
  });

  it('lists schemas, tables and a table’s columns', async () => {
    const schemas = await t.get(`/api/v1/database/${duckId}/schemas/`, admin);
    expect(schemas.statusCode, schemas.body).toBe(200);
    expect((schemas.json() as { result: string[] }).result).toContain('main');
    const tables = await t.get(
      `/api/v1/database/${duckId}/tables/?q=${rison('(force:!f,schema_name:main)')}`,
      admin,
    );
    expect(tables.json()).toEqual({
      count: 2,
      result: [
        { value: 'north_sales', type: 'view', extra: null },
        { value: 'sales', type: 'table', extra: null },
      ],
    });
    const noSchema = await t.get(`/api/v1/database/${duckId}/tables/`, admin);
    expect(noSchema.statusCode).toBe(400);
    const table = await t.get(`/api/v1/database/${duckId}/table/sales/main/`, admin);
    expect(table.statusCode, table.body).toBe(200);
    const meta = table.json() as {
      name: string;
      columns: { name: string; type: string }[];
      selectStar: string;
    };
    expect(meta.columns.map((c) => [c.name, c.type])).toEqual([
      ['id', 'INTEGER'],
      ['region', 'VARCHAR'],
      ['amount', 'DOUBLE'],
      ['sold_at', 'TIMESTAMP'],
      ['sold_on', 'DATE'],
    ]);
    expect(meta.selectStar).toBe('SELECT *\nFROM "main"."sales"\nLIMIT 100');
    const extra = await t.get(`/api/v1/database/${duckId}/table_extra/sales/main/`, admin);
    expect(extra.json()).toEqual({});
    const missing = await t.get(`/api/v1/database/${duckId}/table/nope/main/`, admin);
    expect(missing.statusCode).toBe(404);
  });

  it('shares one connector per database and replaces it after an update', async () => {
    const row = await t.container.databases.repo.findById(duckId);
    if (!row) throw new Error('missing');
    const first = await t.container.connectors.get(row);
    expect(await t.container.connectors.get(row)).toBe(first);
    const res = await t.put(`/api/v1/database/${duckId}`, admin, { allow_run_async: true });
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.container.databases.repo.findById(duckId);
    if (!after) throw new Error('missing');
    expect(await t.container.connectors.get(after)).not.toBe(first);
  });

  it('shows connection details to admins only', async () => {
    const asAdmin = await t.get(`/api/v1/database/${duckId}/connection`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect((asAdmin.json() as { result: { sqlalchemy_uri: string } }).result.sqlalchemy_uri).toBe(
      'duckdb:///analytics.duckdb',
    );
    const asAlpha = await t.get(`/api/v1/database/${duckId}/connection`, alpha);
    expect(asAlpha.statusCode).toBe(403);
  });

  it('renames the data permissions with the database and refuses to delete a database in use', async () => {
    const fileId = await createDatabase(t, {
      database_name: 'renamable',
      sqlalchemy_uri: 'duckdb:///analytics.duckdb',
    });
    const datasetId = await createDataset(t, {
      database: fileId,
      schema: 'main',
      table_name: 'sales',
    });
    const renamed = await t.put(`/api/v1/database/${fileId}`, admin, { database_name: 'renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const menus = (
      await t.container.store.db.selectFrom('view_menus').select('name').execute()
    ).map((v) => v.name);
    expect(menus).toContain(`[renamed].(id:${fileId})`);
    expect(menus).toContain(`[renamed].[sales](id:${datasetId})`);
    expect(menus).not.toContain(`[renamable].(id:${fileId})`);
    const refused = await t.delete(`/api/v1/database/${fileId}`, admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'There are associated datasets' });
    expect((await t.delete(`/api/v1/dataset/${datasetId}`, admin)).statusCode).toBe(200);
    const deleted = await t.delete(`/api/v1/database/${fileId}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = (await t.container.store.db.selectFrom('view_menus').select('name').execute()).map(
      (v) => v.name,
    );
    expect(left.some((name) => name.startsWith('[renamed]'))).toBe(false);
  });

  it('refuses a duplicate name', async () => {
    const res = await t.post('/api/v1/database/', admin, {
      database_name: 'analytics',
      sqlalchemy_uri: 'duckdb:///analytics.duckdb',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: { database_name: ['A database with the same name already exists.'] },
    });
  });

  describe.skipIf(!pgAvailable)('a PostgreSQL database with a password', () => {
    let pgId: number;
    const table = uniqueTableName('pn_db_test');

    beforeAll(async () => {
      await onPostgres([`CREATE TABLE ${table} (id integer, name text, created_at timestamptz)`]);
    });
    afterAll(async () => {
      await onPostgres([`DROP TABLE IF EXISTS ${table}`]);
    });

    it('stores the password encrypted and only ever shows the mask', async () => {
      const res = await t.post('/api/v1/database/', admin, {
        database_name: 'warehouse',
        sqlalchemy_uri: withPgPassword,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.body).not.toContain(PG_PASSWORD);
      pgId = (res.json() as { id: number }).id;
      expect(
        (res.json() as { result: { sqlalchemy_uri: string } }).result.sqlalchemy_uri,
      ).toContain(':XXXXXXXXXX@');
      for (const url of [
        `/api/v1/database/${pgId}`,
        '/api/v1/database/',
        `/api/v1/database/${pgId}/connection`,
      ]) {
        const got = await t.get(url, admin);
        expect(got.body, url).not.toContain(PG_PASSWORD);
        expect(got.body, url).toContain('XXXXXXXXXX');
        expect(got.body, url).not.toContain('password_encrypted');
      }
      const row = await t.container.databases.repo.findById(pgId);
      expect(row?.sqlalchemy_uri).toBe(PG_TEST_URL);
      expect(row?.password_encrypted).toBeTruthy();
      expect(row?.password_encrypted).not.toContain(PG_PASSWORD);
      expect(t.container.secretBox.decrypt(row?.password_encrypted ?? '')).toBe(PG_PASSWORD);
    });

    it('keeps the stored password for a masked URI, but not for another host', async () => {
      const masked = withPgPassword.replace(PG_PASSWORD, 'XXXXXXXXXX');
      const test = await t.post('/api/v1/database/test_connection/', admin, {
        sqlalchemy_uri: masked,
        database_name: 'warehouse',
      });
      expect(test.statusCode, test.body).toBe(200);
      const kept = await t.put(`/api/v1/database/${pgId}`, admin, { sqlalchemy_uri: masked });
      expect(kept.statusCode, kept.body).toBe(200);
      const row = await t.container.databases.repo.findById(pgId);
      expect(t.container.secretBox.decrypt(row?.password_encrypted ?? '')).toBe(PG_PASSWORD);
      const elsewhere = masked.replace('127.0.0.1', 'localhost');
      const moved = await t.post('/api/v1/database/test_connection/', admin, {
        sqlalchemy_uri: elsewhere,
        database_name: 'warehouse',
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toMatchObject({
        message: { sqlalchemy_uri: ['Must provide a password for the database'] },
      });
    });

    it('browses the PostgreSQL catalog', async () => {
      const schemas = await t.get(`/api/v1/database/${pgId}/schemas/`, admin);
      expect((schemas.json() as { result: string[] }).result).toContain('public');
      const tables = await t.get(
        `/api/v1/database/${pgId}/tables/?q=${rison('(schema_name:public)')}`,
        admin,
      );
      expect(
        (tables.json() as { result: { value: string }[] }).result.map((r) => r.value),
      ).toContain(table);
      const meta = await t.get(`/api/v1/database/${pgId}/table/${table}/public/`, admin);
      expect(meta.statusCode, meta.body).toBe(200);
      expect((meta.json() as { columns: { name: string }[] }).columns.map((c) => c.name)).toEqual([
        'id',
        'name',
        'created_at',
      ]);
    });
  });
});
