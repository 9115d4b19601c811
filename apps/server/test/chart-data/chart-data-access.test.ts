/**
 * Who may load chart data: Gamma without a grant gets the same 404 as for a missing dataset,
 * Gamma with datasource_access on the dataset gets data (and still 404 elsewhere), a chart named
 * by slice_id must be visible too, anonymous callers are refused, exports need can_csv, a cached
 * result is not readable by someone without access, and database errors reach non-admins
 * without the engine's text.
 */
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { grant, roleWith } from '../modules/datasets-fixtures';
import { datasetId, exampleApp, postChartData } from './chart-data-fixtures';

describe('chart data access', () => {
  let t: TestApp;
  let flights: number;
  let airports: number;
  let gamma: Record<string, string>;
  let granted: Record<string, string>;
  let noCsv: Record<string, string>;
  let airportsChart: number;

  const flightsPermission = () => `[examples].[flights](id:${flights})`;
  const body = (id: number, extra: Record<string, unknown> = {}) => ({
    datasource: { id, type: 'table' },
    queries: [{ columns: ['origin'], metrics: ['count'], row_limit: 5 }],
    ...extra,
  });

  beforeAll(async () => {
    t = await exampleApp();
    flights = await datasetId(t, 'flights');
    airports = await datasetId(t, 'airports');
    gamma = (await t.createUser({ username: 'gamma_plain', roles: ['Gamma'] })).headers;

    const flightsRole = await roleWith(
      t,
      'flights_readers',
      'datasource_access',
      flightsPermission(),
    );
    const role = await t.container.securityRepo.findRoleByName('flights_readers');
    expect(role?.id).toBe(flightsRole);
    granted = (
      await t.createUser({ username: 'gamma_flights', roles: ['Gamma', 'flights_readers'] })
    ).headers;

    // Chart reading and flights access, but no can_csv.
    const readerRole = await roleWith(t, 'chart_reader_no_csv', 'can_read', 'Chart');
    await grant(t, readerRole, 'datasource_access', flightsPermission());
    noCsv = (await t.createUser({ username: 'no_csv', roles: ['chart_reader_no_csv'] })).headers;

    const chart = await t.post('/api/v1/chart/', await t.adminHeaders(), {
      slice_name: 'airports chart',
      viz_type: 'table',
      datasource_id: airports,
      datasource_type: 'table',
    });
    expect(chart.statusCode, chart.body).toBe(201);
    airportsChart = chart.json().id as number;
  });

  afterAll(async () => {
    await t?.dispose();
  });

  it('answers 404 to Gamma without access, exactly as for a missing dataset', async () => {
    const hidden = await postChartData(t, body(flights), gamma);
    const missing = await postChartData(t, body(999_999), gamma);
    expect(hidden.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(hidden.body).toBe(missing.body);
    const otherType = await postChartData(
      t,
      { ...body(flights), datasource: { id: flights, type: 'query' } },
      gamma,
    );
    expect(otherType.statusCode).toBe(404);
  });

  it('answers data to Gamma with datasource_access, and still 404 on other datasets', async () => {
    const res = await postChartData(t, body(flights), granted);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result[0].rowcount).toBe(5);
    const other = await postChartData(
      t,
      { ...body(airports), queries: [{ columns: ['state'], metrics: ['count'] }] },
      granted,
    );
    expect(other.statusCode).toBe(404);
  });

  it('needs the chart named by slice_id to be visible too', async () => {
    const viaChart = await postChartData(
      t,
      body(flights, { form_data: { slice_id: airportsChart } }),
      granted,
    );
    expect(viaChart.statusCode).toBe(404);
    const viaQueryString = await postChartData(
      t,
      body(flights),
      granted,
      `/api/v1/chart/data?form_data=${encodeURIComponent(JSON.stringify({ slice_id: airportsChart }))}`,
    );
    expect(viaQueryString.statusCode).toBe(404);
    const saved = await t.get(`/api/v1/chart/${airportsChart}/data/`, granted);
    expect(saved.statusCode).toBe(404);
  });

  it('refuses anonymous callers', async () => {
    const res = await t.post('/api/v1/chart/data', {}, body(flights));
    expect(res.statusCode).toBe(401);
  });

  it('needs can_csv on Superset to export (403), not to read JSON', async () => {
    expect((await postChartData(t, body(flights), noCsv)).statusCode).toBe(200);
    for (const format of ['csv', 'xlsx']) {
      const res = await postChartData(t, body(flights, { result_format: format }), noCsv);
      expect(res.statusCode, format).toBe(403);
    }
    const gammaCsv = await postChartData(t, body(flights, { result_format: 'csv' }), granted);
    expect(gammaCsv.statusCode).toBe(200);
  });

  it('does not hand a cached result to someone without access to its dataset', async () => {
    const res = await postChartData(
      t,
      body(flights, { queries: [{ columns: ['destination'], metrics: ['count'], row_limit: 3 }] }),
      granted,
    );
    const key = res.json().result[0].cache_key as string;
    const asGamma = await t.get(`/api/v1/chart/data/${key}`, gamma);
    expect(asGamma.statusCode).toBe(404);
    const asGranted = await t.get(`/api/v1/chart/data/${key}`, granted);
    expect(asGranted.statusCode).toBe(200);
  });

  it('hides the database error text from non-admins, shows it to admins', async () => {
    // A metric whose value cannot be computed: the engine's message would echo the data.
    const failing = body(flights, {
      queries: [
        {
          columns: ['origin'],
          metrics: [
            { expressionType: 'SQL', sqlExpression: 'SUM(CAST(origin AS INTEGER))', label: 'boom' },
          ],
        },
      ],
    });
    const asGamma = await postChartData(t, failing, granted);
    expect(asGamma.statusCode).toBe(400);
    expect(asGamma.json()).toEqual({
      message: 'Error while executing the query',
      error_type: 'GENERIC_DB_ENGINE_ERROR',
      errors: [
        {
          message: 'Error while executing the query',
          error_type: 'GENERIC_DB_ENGINE_ERROR',
          level: 'error',
          extra: {
            issue_codes: [
              { code: 1002, message: 'Issue 1002 - The database returned an unexpected error.' },
            ],
          },
        },
      ],
    });
    const asAdmin = await postChartData(t, failing);
    expect(asAdmin.statusCode).toBe(400);
    expect(asAdmin.json().message).toMatch(/Conversion Error|Could not convert/i);
    expect(JSON.stringify(asAdmin.json())).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('sees a grant revoked by another process on the very next request', async () => {
    // Metadata reads are remembered per process until the store changes (StampedReadCache):
    // a change committed by another process sharing the store must still count at once.
    const roleId = await roleWith(t, 'flights_briefly', 'datasource_access', flightsPermission());
    const user = await t.createUser({
      username: 'gamma_brief',
      roles: ['Gamma', 'flights_briefly'],
    });
    expect((await postChartData(t, body(flights), user.headers)).statusCode).toBe(200);
    expect((await postChartData(t, body(flights), user.headers)).statusCode).toBe(200);

    const otherProcess = new SqliteDatabase(path.join(t.dataDir, 'panorama.db'));
    otherProcess
      .prepare('DELETE FROM user_roles WHERE user_id = ? AND role_id = ?')
      .run(user.id, roleId);
    otherProcess.close();
    expect((await postChartData(t, body(flights), user.headers)).statusCode).toBe(404);

    // And a grant made through this process's own API is seen at once too.
    await t.container.store.db
      .insertInto('user_roles')
      .values({ user_id: user.id, role_id: roleId })
      .execute();
    expect((await postChartData(t, body(flights), user.headers)).statusCode).toBe(200);
  });
});
