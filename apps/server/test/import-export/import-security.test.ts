/**
 * Import and export are secondary paths to the same objects, so they get the same checks
 * as the API: permissions per object kind, ownership to overwrite, the
 * connection policy and password handling of database create, the SQL and link checks of
 * datasets, and 404 for anything the caller cannot see.
 */
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { serviceAvailable } from '../support/services';
import { storeVariants } from '../support/test-stores';
import { buildZip } from '../../src/modules/import-export/zip-test-support';
import { commandError, envelopeError, exportBundle, importBundle, unzipText } from './bundle-http';
import {
  UUIDS,
  createFixtureDatabase,
  databaseYaml,
  datasetYaml,
  supersetDashboardBundle,
} from './superset-fixture';
import { rowCount } from '../support/store-lookups';

const postgres = await serviceAvailable('postgres');
const DATASET_ROOT = 'dataset_export_20240101T000000';

describe.each(await storeVariants())('import and export authorisation on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let gamma: Record<string, string>;
  let alpha: Record<string, string>;

  beforeAll(async () => {
    gamma = (await t.createUser({ username: 'gamma_ie', roles: ['Gamma'] })).headers;
    alpha = (await t.createUser({ username: 'alpha_ie', roles: ['Alpha'] })).headers;
    createFixtureDatabase(t.dataDir);
  });

  const count = (table: 'databases' | 'datasets' | 'charts' | 'dashboards') => rowCount(t, table);

  /** A dataset bundle (with the fixture database) whose dataset is new. */
  const datasetBundle = async (edit: (yaml: string) => string, database = databaseYaml()) =>
    buildZip([
      { name: `${DATASET_ROOT}/metadata.yaml`, data: 'version: 1.0.0\ntype: SqlaTable\n' },
      { name: `${DATASET_ROOT}/databases/sales_db.yaml`, data: database },
      {
        name: `${DATASET_ROOT}/datasets/sales_db/new.yaml`,
        data: edit(datasetYaml().replace(UUIDS.dataset, crypto.randomUUID())),
      },
    ]);

  it('refuses Gamma an import that would create a database, and writes nothing', async () => {
    const res = await importBundle(t, 'dashboard', gamma, await supersetDashboardBundle());
    expect(res.status).toBe(403);
    expect(envelopeError(res.body)).toEqual(
      commandError("Database doesn't exist and user doesn't have permission to create databases"),
    );
    for (const table of ['databases', 'datasets', 'charts', 'dashboards'] as const)
      expect(await count(table)).toBe(0);
  });

  it('refuses Gamma the dataset and database import endpoints (no can_write)', async () => {
    for (const resource of ['dataset', 'database']) {
      const res = await importBundle(t, resource, gamma, await supersetDashboardBundle());
      expect(res).toEqual({ status: 403, body: { message: 'Forbidden' } });
    }
  });

  it('exports only what the caller may see, with can_export', async () => {
    const created = await t.post('/api/v1/dashboard/', admin, {
      dashboard_title: 'Private draft',
      published: false,
    });
    const id = (created.json() as { id: number }).id;
    expect((await exportBundle(t, 'dashboard', admin, [id])).status).toBe(200);
    // Gamma may export dashboards, but not this one: missing and hidden look the same.
    const hidden = await exportBundle(t, 'dashboard', gamma, [id]);
    const missing = await exportBundle(t, 'dashboard', gamma, [999_999]);
    expect([hidden.status, JSON.parse(hidden.body.toString())]).toEqual([
      404,
      { message: 'Not found' },
    ]);
    expect([missing.status, JSON.parse(missing.body.toString())]).toEqual([
      404,
      { message: 'Not found' },
    ]);
    expect((await exportBundle(t, 'dashboard', admin, [id, 999_999])).status).toBe(404);
    // Gamma has no can_export on datasets or databases.
    expect((await exportBundle(t, 'dataset', gamma, [1])).status).toBe(403);
    expect((await exportBundle(t, 'database', gamma, [1])).status).toBe(403);
    expect((await exportBundle(t, 'dashboard', {}, [id])).status).toBe(401);
    const badQuery = await t.get('/api/v1/dashboard/export/?q=(a:1)', admin);
    expect(badQuery.statusCode).toBe(400);
  });

  it("refuses to overwrite a dashboard the user doesn't own", async () => {
    const bundle = await supersetDashboardBundle();
    expect(await importBundle(t, 'dashboard', admin, bundle)).toEqual({
      status: 200,
      body: { message: 'OK' },
    });
    const refused = await importBundle(t, 'dashboard', alpha, bundle, { overwrite: 'true' });
    expect(refused.status).toBe(403);
    expect(envelopeError(refused.body).message).toBe(
      "A dashboard already exists and user doesn't have permissions to overwrite it",
    );
    // The owner may; the related objects are reused, not duplicated.
    const again = await importBundle(t, 'dashboard', admin, bundle, { overwrite: 'true' });
    expect(again.status).toBe(200);
    expect([
      await count('databases'),
      await count('datasets'),
      await count('charts'),
      await count('dashboards'),
    ]).toEqual([1, 1, 2, 2]);
  });

  it('checks a dataset SQL and link as the dataset API does', async () => {
    /** The problems the import lists for a new dataset `table` with `field` set to `value`. */
    const refusedDataset = async (table: string, field: string, value: string) => {
      const res = await importBundle(
        t,
        'dataset',
        admin,
        await datasetBundle((y) =>
          y
            .replace('table_name: sales', `table_name: ${table}`)
            .replace(`${field}: null`, `${field}: ${value}`),
        ),
      );
      expect(res.status).toBe(422);
      return envelopeError(res.body).extra['datasets/sales_db/new.yaml'];
    };
    expect(await refusedDataset('sales_v', 'sql', 'DELETE FROM sales')).toMatchObject({
      sql: ['Only SELECT statements are allowed'],
    });
    expect(await refusedDataset('sales_link', 'default_endpoint', 'https://evil.example/')).toEqual(
      {
        default_endpoint: ['The default URL must be a path on this site, starting with a single /'],
      },
    );

    // Same table as the existing dataset, another uuid: a duplicate.
    const duplicate = await importBundle(t, 'dataset', admin, await datasetBundle((y) => y));
    expect(envelopeError(duplicate.body).extra['datasets/sales_db/new.yaml']).toEqual({
      table_name: ['Dataset sales already exists'],
    });
    expect(await count('datasets')).toBe(1);
  });

  it('validates database URIs with the connection policy of database create', async () => {
    const bundleWith = (uri: string, extra = '') =>
      buildZip([
        { name: 'db_export/metadata.yaml', data: 'version: 1.0.0\ntype: Database\n' },
        {
          name: 'db_export/databases/other.yaml',
          data:
            databaseYaml(uri)
              .replace(UUIDS.database, crypto.randomUUID())
              .replace('database_name: sales_db', 'database_name: other') + extra,
        },
      ]);
    for (const uri of ['sqlite:////etc/passwd', 'sqlite:///../escape.db', 'file:///etc/passwd']) {
      const res = await importBundle(t, 'database', admin, await bundleWith(uri));
      expect(res.status).toBe(422);
      const messages = envelopeError(res.body).extra['databases/other.yaml'] as {
        sqlalchemy_uri: string[];
      };
      expect(messages.sqlalchemy_uri).toHaveLength(1);
    }
    const tunnel = await importBundle(
      t,
      'database',
      admin,
      await bundleWith(
        `sqlite:///superset_fixture.db`,
        'ssh_tunnel:\n  server_address: 10.0.0.1\n',
      ),
    );
    expect(envelopeError(tunnel.body).extra['databases/other.yaml']).toEqual({
      ssh_tunnel: ['SSH Tunneling is not enabled'],
    });
    // The same name as another database is refused too, naming both uuids.
    const bundleUuid = crypto.randomUUID();
    const named = await importBundle(
      t,
      'database',
      admin,
      await buildZip([
        { name: 'db_export/metadata.yaml', data: 'version: 1.0.0\ntype: Database\n' },
        {
          name: 'db_export/databases/sales_db.yaml',
          data: databaseYaml().replace(UUIDS.database, bundleUuid),
        },
      ]),
    );
    expect(envelopeError(named.body).extra['databases/sales_db.yaml']).toEqual({
      database_name: [
        `A database with the same name already exists. "sales_db" already has uuid ${UUIDS.database}; ` +
          `the bundle's has ${bundleUuid}. Rename one of them, or give the bundle's database the ` +
          `uuid ${UUIDS.database} to import into it.`,
      ],
    });
    expect(await count('databases')).toBe(1);
  });

  it.skipIf(!postgres)(
    'asks for a masked password, reuses a stored one only for the same endpoint',
    async () => {
      const created = await t.post('/api/v1/database/', admin, {
        database_name: 'pg_secret',
        sqlalchemy_uri: 'postgresql://postgres:secret@127.0.0.1:5432/test',
      });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as { id: number }).id;
      const exported = await exportBundle(t, 'database', admin, [id]);
      expect(exported.status).toBe(200);
      const files = await unzipText(exported.body);
      const [name, text] = [...files].find(([n]) => n.endsWith('/databases/pg_secret.yaml')) ?? [];
      expect(name).toBeDefined();
      expect(text).toContain(
        'sqlalchemy_uri: postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test\n',
      );
      expect(text).not.toContain(':secret@');
      const stored = async () => {
        const row = await t.container.store.db
          .selectFrom('databases')
          .selectAll()
          .where('database_name', '=', 'pg_secret')
          .executeTakeFirstOrThrow();
        return {
          uri: row.sqlalchemy_uri,
          password: row.password_encrypted
            ? t.container.secretBox.decrypt(row.password_encrypted)
            : null,
        };
      };

      // Overwriting with the masked URI of the same endpoint keeps the stored password.
      const same = await importBundle(t, 'database', admin, exported.body, { overwrite: 'true' });
      expect(same).toEqual({ status: 200, body: { message: 'OK' } });
      expect(await stored()).toEqual({
        uri: 'postgresql://postgres@127.0.0.1:5432/test',
        password: 'secret',
      });

      // Pointed at another host, the stored password is not sent there: a password is asked for.
      const moved = await buildZip(
        [...files].map(([member, content]) => ({
          name: member,
          data: content.replace('@127.0.0.1:5432', '@localhost:5432'),
        })),
      );
      const asked = await importBundle(t, 'database', admin, moved, { overwrite: 'true' });
      expect(asked.status).toBe(422);
      expect(envelopeError(asked.body).extra['databases/pg_secret.yaml']).toEqual({
        _schema: ['Must provide a password for the database'],
      });

      // After a delete, the masked bundle needs the password, and works with it.
      expect((await t.delete(`/api/v1/database/${id}`, admin)).statusCode).toBe(200);
      const prompt = await importBundle(t, 'database', admin, exported.body);
      expect(prompt.status).toBe(422);
      expect(envelopeError(prompt.body)).toEqual(
        commandError('Error importing database', {
          'databases/pg_secret.yaml': { _schema: ['Must provide a password for the database'] },
        }),
      );
      const withPassword = await importBundle(t, 'database', admin, exported.body, {
        passwords: JSON.stringify({ 'databases/pg_secret.yaml': 'secret' }),
      });
      expect(withPassword).toEqual({ status: 200, body: { message: 'OK' } });
      expect(await stored()).toEqual({
        uri: 'postgresql://postgres@127.0.0.1:5432/test',
        password: 'secret',
      });
      // The imported connection works (the password is usable, not just stored).
      const test = await t.post('/api/v1/database/test_connection/', admin, {
        database_name: 'pg_secret',
        sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test',
      });
      expect(test.statusCode).toBe(200);
    },
  );
});
