/**
 * Row-level security end to end, on every metadata store: rules managed through
 * `/api/v1/rowlevelsecurity/` by admins only, clauses checked when saved, and every query path
 * (chart data, samples, drill to detail, column values, cached results) answering only the rows
 * the caller's rules allow. Expected counts come from an independent DuckDB connection running
 * hand-written SQL on the same seeded file.
 */
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { bootstrap } from '../../src/bootstrap';
import { loadConfig } from '../../src/config';
import { createContainer } from '../../src/container';
import { registerRowLevelSecurityModule } from '../../src/modules/row-level-security/register-row-level-security';
import { ADMIN_PASSWORD, type TestApp } from '../support/test-app';
import { storeVariants, type StoreVariant } from '../support/test-stores';
import { createDatabase, createDataset, roleWith, writeDuckdb } from './datasets-fixtures';

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

// 60 orders: region by id % 4, year by id % 3, amount = 1.5 × id.
const ORDERS_DDL = [
  `CREATE TABLE orders AS SELECT CAST(i AS INTEGER) AS id,
     CASE i % 4 WHEN 0 THEN 'north' WHEN 1 THEN 'south' WHEN 2 THEN 'east' ELSE 'west' END AS region,
     CAST(2022 + i % 3 AS INTEGER) AS year,
     CAST(i * 1.5 AS DOUBLE) AS amount
   FROM range(1, 61) t(i)`,
];

const COUNT = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' };

/**
 * createTestApp, plus the row-level-security routes when register-modules.ts does not register
 * them yet (routes can only be added before the app is ready).
 */
async function rlsTestApp(variant: StoreVariant): Promise<TestApp> {
  const created = await variant.create();
  await created.store.close();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: created.dataDir,
    DATABASE_URL: created.databaseUrl,
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    LOAD_EXAMPLES: 'false',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const container = createContainer(config);
  const app = await buildApp(container, { logger: false, serveWeb: false });
  if (!app.hasRoute({ method: 'GET', url: '/api/v1/rowlevelsecurity/' }))
    registerRowLevelSecurityModule(app, container);
  await bootstrap(container, app.log);
  await app.ready();
  const loginAs = async (username: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username, password, provider: 'db' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${(res.json() as { access_token: string }).access_token}` };
  };
  const adminHeaders = await loginAs('admin', ADMIN_PASSWORD);
  return {
    app,
    container,
    config,
    dataDir: created.dataDir,
    loginAs,
    adminHeaders: () => Promise.resolve(adminHeaders),
    async createUser({ username, roles, password = 'user-password-1' }) {
      const roleIds: number[] = [];
      for (const name of roles) {
        const role = await container.securityRepo.findRoleByName(name);
        if (!role) throw new Error(`no role ${name}`);
        roleIds.push(role.id);
      }
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/security/users/',
        headers: adminHeaders,
        payload: {
          username,
          first_name: username,
          last_name: 'Tester',
          email: `${username}@example.com`,
          password,
          roles: roleIds,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { id: (res.json() as { id: number }).id, headers: await loginAs(username, password) };
    },
    async dispose() {
      await app.close();
      await container.close();
      await created.dispose();
    },
  };
}

describe.each(await storeVariants())('row-level security on $name', (variant) => {
  let t: TestApp;
  let admin: Headers;
  let orders: number;
  let duckFile: string;
  const users: Record<string, Headers> = {};
  const roles: Record<string, number> = {};
  const rules: Record<string, number> = {};

  /** COUNT(*) of the seeded table under a WHERE, computed by DuckDB directly. */
  async function independentCount(where: string): Promise<number> {
    const instance = await DuckDBInstance.create(duckFile, { access_mode: 'READ_ONLY' });
    const connection = await instance.connect();
    try {
      const reader = await connection.runAndReadAll(
        `SELECT COUNT(*) AS n FROM orders WHERE ${where}`,
      );
      return Number((reader.getRowObjectsJS()[0] as { n: bigint | number }).n);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  }

  async function chartData(headers: Headers, query: Json, extra: Json = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers,
      payload: { datasource: { id: orders, type: 'table' }, queries: [query], ...extra },
    });
  }

  async function countFor(headers: Headers, extra: Json = {}) {
    const res = await chartData(headers, { metrics: [COUNT], row_limit: 10, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (res.json() as { result: Json[] }).result[0] as Json;
    const [row] = entry.data as Json[];
    return { n: Number(row?.n), cacheKey: entry.cache_key as string, isCached: entry.is_cached };
  }

  async function createRule(body: Json): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rowlevelsecurity/',
      headers: admin,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }

  beforeAll(async () => {
    t = await rlsTestApp(variant);
    admin = await t.adminHeaders();
    duckFile = path.join(t.dataDir, 'rls.duckdb');
    await writeDuckdb(duckFile, ORDERS_DDL);
    const databaseId = await createDatabase(t, {
      database_name: 'rls',
      sqlalchemy_uri: 'duckdb:///rls.duckdb',
    });
    orders = await createDataset(t, { database: databaseId, schema: 'main', table_name: 'orders' });

    roles.readers = await roleWith(
      t,
      'orders_readers',
      'datasource_access',
      `[rls].[orders](id:${orders})`,
    );
    for (const name of ['north_team', 'south_team', 'all_years']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/security/roles/',
        headers: admin,
        payload: { name },
      });
      expect(res.statusCode, res.body).toBe(201);
      roles[name] = (res.json() as { id: number }).id;
    }
    const people: [string, string[]][] = [
      ['alice', ['north_team']],
      ['bob', ['south_team']],
      ['carol', ['north_team', 'south_team']],
      ['dave', []],
      ['erin', ['all_years']],
      ['frank', ['north_team']],
    ];
    for (const [username, extra] of people) {
      users[username] = (
        await t.createUser({ username, roles: ['Gamma', 'orders_readers', ...extra] })
      ).headers;
    }

    rules.north = await createRule({
      name: 'North only',
      filter_type: 'Regular',
      tables: [orders],
      roles: [roles.north_team],
      group_key: 'region',
      clause: "region = 'north'",
    });
    rules.south = await createRule({
      name: 'South only',
      filter_type: 'Regular',
      tables: [orders],
      roles: [roles.south_team],
      group_key: 'region',
      clause: "region = 'south'",
    });
    rules.recent = await createRule({
      name: 'Recent years unless all_years',
      description: 'Everyone sees 2024 only, except all_years',
      filter_type: 'Base',
      tables: [orders],
      roles: [roles.all_years],
      clause: 'year = 2024',
    });
  });

  afterAll(async () => {
    await t?.dispose();
  });

  it('shows a Gamma user with a Regular rule only the matching rows', async () => {
    const expected = await independentCount("region = 'north' AND year = 2024");
    expect(expected).toBeGreaterThan(0);
    expect((await countFor(users.alice as Headers)).n).toBe(expected);
    expect((await countFor(users.bob as Headers)).n).toBe(
      await independentCount("region = 'south' AND year = 2024"),
    );
    // Grouped by region, only north comes back.
    const res = await chartData(users.alice as Headers, {
      columns: ['region'],
      metrics: [COUNT],
      row_limit: 100,
    });
    const rows = ((res.json() as { result: Json[] }).result[0] as Json).data as Json[];
    expect(rows).toEqual([{ region: 'north', n: expected }]);
  });

  it('ORs rules sharing a group key and ANDs the rest', async () => {
    expect((await countFor(users.carol as Headers)).n).toBe(
      await independentCount("(region = 'north' OR region = 'south') AND year = 2024"),
    );
  });

  it('applies a Base rule to everyone but its roles, admins included', async () => {
    const recent = await independentCount('year = 2024');
    expect((await countFor(users.dave as Headers)).n).toBe(recent);
    expect((await countFor(admin)).n).toBe(recent);
    expect((await countFor(users.erin as Headers)).n).toBe(await independentCount('TRUE'));
  });

  it('cannot be widened by the custom WHERE of the query', async () => {
    const expected = await independentCount("region = 'north' AND year = 2024");
    const widened = await countFor(users.alice as Headers, {
      extras: { where: "1 = 1 OR region <> 'north'" },
    });
    expect(widened.n).toBe(expected);
    const closing = await chartData(users.alice as Headers, {
      metrics: [COUNT],
      extras: { where: '1 = 1) OR (1 = 1' },
    });
    expect(closing.statusCode).toBe(400);
  });

  it('never serves one user’s cached result to a user under other rules', async () => {
    const query = { columns: ['year'], metrics: [COUNT], row_limit: 50, orderby: [[COUNT, true]] };
    const run = async (headers: Headers) => {
      const res = await chartData(headers, query);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { result: Json[] }).result[0] as Json;
    };
    const aliceFirst = await run(users.alice as Headers);
    const aliceAgain = await run(users.alice as Headers);
    const bobFirst = await run(users.bob as Headers);
    expect(aliceAgain.is_cached).toBe(true);
    expect(aliceAgain.cache_key).toBe(aliceFirst.cache_key);
    expect(bobFirst.cache_key).not.toBe(aliceFirst.cache_key);
    expect(bobFirst.is_cached).toBe(false);
    // Same rules, same result: frank shares alice's cache entry.
    const frank = await run(users.frank as Headers);
    expect(frank.cache_key).toBe(aliceFirst.cache_key);
    expect(frank.is_cached).toBe(true);

    // Reading a result back by its key needs the same rules.
    const byKey = (headers: Headers, key: unknown) =>
      t.app.inject({ method: 'GET', url: `/api/v1/chart/data/${String(key)}`, headers });
    expect((await byKey(users.alice as Headers, aliceFirst.cache_key)).statusCode).toBe(200);
    expect((await byKey(users.bob as Headers, aliceFirst.cache_key)).statusCode).toBe(404);
  });

  it('applies a rule change to the very next query, not a stale cached result', async () => {
    const before = await countFor(users.alice as Headers);
    expect((await countFor(users.alice as Headers)).isCached).toBe(true);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/rowlevelsecurity/${rules.north}`,
      headers: admin,
      payload: { clause: "region = 'east'" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await countFor(users.alice as Headers);
    expect(after.isCached).toBe(false);
    expect(after.cacheKey).not.toBe(before.cacheKey);
    expect(after.n).toBe(await independentCount("region = 'east' AND year = 2024"));

    // Taking alice's role off the rule lifts it: only the Base rule is left.
    const roleless = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/rowlevelsecurity/${rules.north}`,
      headers: admin,
      payload: { roles: [], clause: "region = 'north'" },
    });
    expect(roleless.statusCode, roleless.body).toBe(200);
    expect((await countFor(users.alice as Headers)).n).toBe(await independentCount('year = 2024'));
    const restore = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/rowlevelsecurity/${rules.north}`,
      headers: admin,
      payload: { roles: [roles.north_team] },
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect((await countFor(users.alice as Headers)).n).toBe(
      await independentCount("region = 'north' AND year = 2024"),
    );
  });

  it('filters samples, drill to detail and column values too', async () => {
    const expected = await independentCount("region = 'north' AND year = 2024");
    const samples = await t.app.inject({
      method: 'POST',
      url: `/datasource/samples?datasource_type=table&datasource_id=${orders}`,
      headers: users.alice,
      payload: {},
    });
    expect(samples.statusCode, samples.body).toBe(200);
    const sampled = (samples.json() as { result: Json }).result;
    expect(sampled.total_count).toBe(expected);
    expect(new Set((sampled.data as Json[]).map((r) => r.region))).toEqual(new Set(['north']));

    const drill = await chartData(
      users.alice as Headers,
      { row_limit: 1000 },
      {
        result_type: 'drill_detail',
      },
    );
    expect(drill.statusCode, drill.body).toBe(200);
    const detail = ((drill.json() as { result: Json[] }).result[0] as Json).data as Json[];
    expect(detail).toHaveLength(expected);
    expect(detail.every((r) => r.region === 'north' && r.year === 2024)).toBe(true);

    const values = await t.app.inject({
      method: 'GET',
      url: `/api/v1/datasource/table/${orders}/column/region/values/`,
      headers: users.carol,
    });
    expect(values.statusCode, values.body).toBe(200);
    expect(((values.json() as { result: unknown[] }).result as string[]).sort()).toEqual([
      'north',
      'south',
    ]);
  });

  it('refuses a bad clause when it is saved, with a 400 naming the clause', async () => {
    for (const clause of ['1=1; DROP TABLE x', 'region IN (SELECT region FROM orders)']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/rowlevelsecurity/',
        headers: admin,
        payload: {
          name: `bad ${clause}`,
          filter_type: 'Regular',
          tables: [orders],
          roles: [roles.north_team],
          clause,
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      const message = (res.json() as { message: { clause: string[] } }).message;
      expect(message.clause[0]).toMatch(/^Invalid clause: /);
    }
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/rowlevelsecurity/${rules.south}`,
      headers: admin,
      payload: { clause: '1=1; DROP TABLE orders' },
    });
    expect(edit.statusCode).toBe(400);
    // Nothing was stored or changed.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rowlevelsecurity/',
      headers: admin,
    });
    const body = list.json() as { count: number; result: Json[] };
    expect(body.count).toBe(3);
    expect(body.result.find((r) => r.id === rules.south)?.clause).toBe("region = 'south'");
  });

  it('serves the rule API to admins only, with list, related, show and delete', async () => {
    const gamma = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rowlevelsecurity/',
      headers: users.alice,
    });
    expect(gamma.statusCode).toBe(403);
    const forbiddenCreate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rowlevelsecurity/',
      headers: users.alice,
      payload: { name: 'x', filter_type: 'Base', tables: [orders], roles: [], clause: '1 = 1' },
    });
    expect(forbiddenCreate.statusCode).toBe(403);

    const q = rison.encode({
      filters: [{ col: 'filter_type', opr: 'eq', value: 'Regular' }],
      order_column: 'name',
      order_direction: 'asc',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rowlevelsecurity/?q=${encodeURIComponent(q)}`,
      headers: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json() as { count: number; result: Json[] };
    expect(listed.count).toBe(2);
    expect(listed.result.map((r) => r.name)).toEqual(['North only', 'South only']);
    expect(listed.result[0]).toMatchObject({
      group_key: 'region',
      tables: [{ id: orders, table_name: 'orders', schema: 'main' }],
      roles: [{ id: roles.north_team, name: 'north_team' }],
    });

    const byRole = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rowlevelsecurity/?q=${encodeURIComponent(
        rison.encode({ filters: [{ col: 'roles', opr: 'rel_m_m', value: roles.all_years }] }),
      )}`,
      headers: admin,
    });
    expect((byRole.json() as { result: Json[] }).result.map((r) => r.name)).toEqual([
      'Recent years unless all_years',
    ]);

    const info = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rowlevelsecurity/_info?q=(keys:!(permissions))',
      headers: admin,
    });
    expect((info.json() as { permissions: string[] }).permissions).toEqual(
      expect.arrayContaining(['can_read', 'can_write']),
    );
    const related = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rowlevelsecurity/related/tables?q=${encodeURIComponent('(filter:ord)')}`,
      headers: admin,
    });
    expect((related.json() as { result: Json[] }).result).toEqual([
      expect.objectContaining({ text: 'orders', value: orders }),
    ]);
    const relatedRoles = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rowlevelsecurity/related/roles?q=${encodeURIComponent('(filter:team)')}`,
      headers: admin,
    });
    expect((relatedRoles.json() as { result: Json[] }).result.map((r) => r.text).sort()).toEqual([
      'north_team',
      'south_team',
    ]);

    const show = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rowlevelsecurity/${rules.recent}`,
      headers: admin,
    });
    expect((show.json() as { result: Json }).result).toMatchObject({
      name: 'Recent years unless all_years',
      description: 'Everyone sees 2024 only, except all_years',
      filter_type: 'Base',
      group_key: null,
      clause: 'year = 2024',
    });

    const badRole = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rowlevelsecurity/',
      headers: admin,
      payload: {
        name: 'r',
        filter_type: 'Regular',
        tables: [orders],
        roles: [999_999],
        clause: 'id > 1',
      },
    });
    expect(badRole.statusCode).toBe(422);
    const badType = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rowlevelsecurity/',
      headers: admin,
      payload: { name: 'r', filter_type: 'Other', tables: [orders], roles: [], clause: 'id > 1' },
    });
    expect(badType.statusCode).toBe(400);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rowlevelsecurity/',
      headers: admin,
      payload: {
        name: 'North only',
        filter_type: 'Base',
        tables: [orders],
        roles: [],
        clause: 'id > 1',
      },
    });
    expect(duplicate.statusCode).toBe(422);

    const temp = await createRule({
      name: 'temporary',
      filter_type: 'Base',
      tables: [orders],
      roles: [],
      clause: 'id > 1',
    });
    const other = await createRule({
      name: 'temporary 2',
      filter_type: 'Base',
      tables: [orders],
      roles: [],
      clause: 'id > 2',
    });
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/rowlevelsecurity/${temp}`,
      headers: admin,
    });
    expect(one.statusCode).toBe(200);
    const bulk = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/rowlevelsecurity/?q=!(${other})`,
      headers: admin,
    });
    expect(bulk.json()).toEqual({ message: 'Deleted 1 rules' });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/rowlevelsecurity/${temp}`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(404);
  });

  describe('post_processed', () => {
    // erin is spared by the Base rule and holds no team: she sees every order.
    const SUM = { expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' };
    const FORM_DATA = {
      viz_type: 'pivot_table_v2',
      groupbyRows: ['region'],
      groupbyColumns: ['year'],
      metrics: [SUM],
      aggregateFunction: 'Sum',
      rowTotals: true,
      colTotals: true,
    };
    const REGIONS = ['east', 'north', 'south', 'west'];
    const YEARS = [2022, 2023, 2024];

    /** The pivot by hand: amount = 1.5 × id for id 1..60, region by id % 4, year by id % 3. */
    function handPivot(): { cells: number[][]; rowTotals: number[]; columnTotals: number[] } {
      const regionOf = (id: number) => ['north', 'south', 'east', 'west'][id % 4] as string;
      const cells = REGIONS.map(() => YEARS.map(() => 0));
      for (let id = 1; id <= 60; id++) {
        const row = cells[REGIONS.indexOf(regionOf(id))] as number[];
        row[YEARS.indexOf(2022 + (id % 3))] = (row[YEARS.indexOf(2022 + (id % 3))] ?? 0) + 1.5 * id;
      }
      const rowTotals = cells.map((row) => row.reduce((a, b) => a + b, 0));
      const columnTotals = YEARS.map((_, j) => cells.reduce((a, row) => a + (row[j] ?? 0), 0));
      return { cells, rowTotals, columnTotals };
    }

    const query = { columns: ['region', 'year'], metrics: [SUM], row_limit: 1000 };

    it('answers the pivoted rows as CSV, equal to a hand-computed pivot', async () => {
      const res = await chartData(users.erin as Headers, query, {
        result_type: 'post_processed',
        result_format: 'csv',
        form_data: FORM_DATA,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe(',total 2022,total 2023,total 2024,total Subtotal,Total (Sum)');
      const { cells, rowTotals, columnTotals } = handPivot();
      const grand = rowTotals.reduce((a, b) => a + b, 0);
      const expected = [
        ...REGIONS.map((region, i) => [
          region,
          ...(cells[i] as number[]),
          rowTotals[i] as number,
          rowTotals[i] as number,
        ]),
        ['Total (Sum)', ...columnTotals, grand, grand],
      ];
      expect(lines.slice(1).map((line) => line.split(','))).toEqual(
        expected.map((row) => row.map(String)),
      );
    });

    it('answers JSON keyed by column and row labels with the label tuples', async () => {
      const res = await chartData(users.erin as Headers, query, {
        result_type: 'post_processed',
        form_data: { ...FORM_DATA, valueFormat: '.1f', colTotals: false },
      });
      expect(res.statusCode, res.body).toBe(200);
      const entry = (res.json() as { result: Json[] }).result[0] as Json;
      expect(entry.colnames).toEqual([
        ['total', 2022],
        ['total', 2023],
        ['total', 2024],
        ['total', 'Subtotal'],
        ['Total (Sum)', ''],
      ]);
      expect(entry.indexnames).toEqual(REGIONS.map((r) => [r]));
      expect(entry.rowcount).toBe(4);
      const { cells, rowTotals } = handPivot();
      const data = entry.data as Record<string, Record<string, string>>;
      REGIONS.forEach((region, i) => {
        YEARS.forEach((year, j) => {
          expect(data[`total ${year}`]?.[region]).toBe((cells[i]?.[j] as number).toFixed(1));
        });
        expect(data['Total (Sum)']?.[region]).toBe((rowTotals[i] as number).toFixed(1));
      });
    });

    it('still filters by row-level security', async () => {
      const res = await chartData(users.alice as Headers, query, {
        result_type: 'post_processed',
        form_data: FORM_DATA,
      });
      const entry = (res.json() as { result: Json[] }).result[0] as Json;
      expect(entry.indexnames).toEqual([['north'], ['Total (Sum)']]);
    });
  });
});
