/**
 * Embedded dashboards through the API (EMBEDDED_SUPERSET on): the embedded configuration in
 * Superset's shapes, guest tokens (who may issue them, what they carry, every way a bad one is
 * refused), what a guest may and may not read, and its row-level clauses narrowing the numbers,
 * checked against DuckDB on the seeded orders.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { independentCount, type Headers } from '../modules/row-level-security-fixtures';
import {
  asGuest,
  chartNumber,
  embed,
  guestToken,
  seedEmbeddedWorld,
  type EmbeddedWorld,
} from './embedded-world';

const SECRET = 'guest-secret-for-the-embedded-tests';
const ENV = {
  FEATURE_FLAGS: JSON.stringify({ EMBEDDED_SUPERSET: true }),
  GUEST_TOKEN_JWT_SECRET: SECRET,
};
const COUNT = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' };

const variants = await storeVariants();

describe.each(variants)('embedded dashboards on $name', (variant) => {
  const { t, admin } = useTestApp(variant, ENV);
  let world: EmbeddedWorld;
  let uuid: string;

  beforeAll(async () => {
    world = await seedEmbeddedWorld(t, admin);
    uuid = await embed(t, admin, world.dashboardId, ['http://host.example:8080']);
  });

  it('reads, changes and removes the embedded configuration in Superset shapes', async () => {
    const read = await t.get(`/api/v1/dashboard/${world.dashboardId}/embedded`, admin);
    expect(read.statusCode, read.body).toBe(200);
    const result = (read.json() as { result: Record<string, unknown> }).result;
    expect(result).toMatchObject({
      uuid,
      dashboard_id: String(world.dashboardId),
      allowed_domains: ['http://host.example:8080'],
    });
    expect(result.changed_on).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);

    const put = await t.put(`/api/v1/dashboard/${world.otherDashboardId}/embedded`, admin, {
      allowed_domains: ['a.example'],
    });
    expect(put.statusCode, put.body).toBe(200);
    const other = (put.json() as { result: { uuid: string } }).result.uuid;
    const again = await t.put(`/api/v1/dashboard/${world.otherDashboardId}/embedded`, admin, {
      allowed_domains: ['b.example'],
    });
    expect((again.json() as { result: { uuid: string } }).result).toMatchObject({
      uuid: other,
      allowed_domains: ['b.example'],
    });
    const removed = await t.delete(`/api/v1/dashboard/${world.otherDashboardId}/embedded`, admin);
    expect(removed.json()).toEqual({ message: 'OK' });
    const gone = await t.get(`/api/v1/dashboard/${world.otherDashboardId}/embedded`, admin);
    expect(gone.statusCode).toBe(404);
  });

  it('lets only owners and admins change embedding', async () => {
    const gamma = (await t.createUser({ username: 'embed_gamma', roles: ['Gamma'] })).headers;
    const res = await t.post(`/api/v1/dashboard/${world.dashboardId}/embedded`, gamma, {
      allowed_domains: [],
    });
    expect([403, 404]).toContain(res.statusCode);
    const anonymous = await t.post(`/api/v1/dashboard/1/embedded`, {}, { allowed_domains: [] });
    expect(anonymous.statusCode).toBe(401);
  });

  it('issues guest tokens only to holders of can_grant_guest_token, for embedded dashboards', async () => {
    const gamma = (await t.createUser({ username: 'token_gamma', roles: ['Gamma'] })).headers;
    const body = { user: { username: 'x' }, resources: [{ type: 'dashboard', id: uuid }], rls: [] };
    const refused = await t.post('/api/v1/security/guest_token/', gamma, body);
    expect(refused.statusCode).toBe(403);

    const token = await guestToken(t, admin, [uuid], [{ clause: "region = 'north'" }]);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      type: 'guest',
      user: { username: 'visitor', first_name: 'Vi', last_name: 'Sitor' },
      resources: [{ type: 'dashboard', id: uuid }],
      rls_rules: [{ clause: "region = 'north'" }],
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);

    const notEmbedded = await t.post('/api/v1/security/guest_token/', admin, {
      ...body,
      resources: [{ type: 'dashboard', id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(notEmbedded.statusCode).toBe(400);
    const badClause = await t.post('/api/v1/security/guest_token/', admin, {
      ...body,
      rls: [{ clause: '1=1; DROP TABLE orders' }],
    });
    expect(badClause.statusCode, badClause.body).toBe(400);
    expect(badClause.body).toContain('Invalid clause');
  });

  it('shows a guest its dashboard, its charts and their datasets', async () => {
    const guest = asGuest(await guestToken(t, admin, [uuid]));
    const dashboard = await t.get(`/api/v1/dashboard/${world.dashboardId}`, guest);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const charts = await t.get(`/api/v1/dashboard/${world.dashboardId}/charts`, guest);
    expect((charts.json() as { result: { id: number }[] }).result.map((c) => c.id).sort()).toEqual(
      [...world.chartIds].sort(),
    );
    const datasets = await t.get(`/api/v1/dashboard/${world.dashboardId}/datasets`, guest);
    expect((datasets.json() as { result: { id: number }[] }).result.map((d) => d.id)).toEqual([
      world.orders,
    ]);
    const byUuid = await t.get(`/api/v1/embedded_dashboard/${uuid}`, guest);
    expect((byUuid.json() as { result: { dashboard_id: string } }).result.dashboard_id).toBe(
      String(world.dashboardId),
    );
    const all = await independentCount(world.duckFile, 'true');
    expect(
      await chartNumber(t, guest, world.orders, world.chartIds[0] as number, COUNT),
    ).toMatchObject({ status: 200, value: all });
  });

  it('refuses a guest everything else with 403', async () => {
    const guest = asGuest(await guestToken(t, admin, [uuid]));
    const refusals = [
      await t.get(`/api/v1/dashboard/${world.otherDashboardId}`, guest),
      await t.get('/api/v1/dashboard/', guest),
      await t.get('/api/v1/chart/', guest),
      await t.get('/api/v1/chart/related/owners', guest),
      await t.get('/api/v1/dashboard/_info', guest),
      await t.get(`/api/v1/dashboard/${world.otherDashboardId}/filter_state/abc`, guest),
      await t.get('/api/v1/me/', guest),
      await t.get(`/api/v1/dashboard/${world.dashboardId}/download?format=png`, guest),
      await t.post(`/api/v1/dashboard/${world.dashboardId}/favorites/`, guest, {}),
      await t.get(`/api/v1/dataset/${world.orders}`, guest),
      await t.get('/api/v1/database/', guest),
      await t.post('/api/v1/sqllab/execute/', guest, { database_id: 1, sql: 'SELECT 1' }),
      await t.post('/api/v1/chart/', guest, {
        slice_name: 'x',
        viz_type: 'table',
        datasource_id: world.orders,
        datasource_type: 'table',
      }),
      await t.put(`/api/v1/dashboard/${world.dashboardId}`, guest, { dashboard_title: 'x' }),
      await t.post('/api/v1/security/guest_token/', guest, {
        resources: [{ type: 'dashboard', id: uuid }],
      }),
    ];
    for (const res of refusals) expect(res.statusCode, res.body).toBe(403);
    const otherChart = await chartNumber(t, guest, world.orders, world.otherChartId, COUNT);
    expect(otherChart.status).toBe(403);
    expect(otherChart.body).toContain('guest token may only read');
  });

  it("narrows every chart by the token's clauses, on top of nothing else", async () => {
    const north = asGuest(await guestToken(t, admin, [uuid], [{ clause: "region = 'north'" }]));
    const expectedN = await independentCount(world.duckFile, "region = 'north'");
    const [orders, amount] = world.chartIds as [number, number];
    expect((await chartNumber(t, north, world.orders, orders, COUNT)).value).toBe(expectedN);
    const total = { expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' };
    const sumNorth = (await chartNumber(t, north, world.orders, amount, total)).value;
    // ids 4, 8, …, 60 are north; each amount is 1.5 × id.
    expect(sumNorth).toBe(1.5 * (4 * ((15 * 16) / 2)));

    const scoped = asGuest(
      await guestToken(
        t,
        admin,
        [uuid],
        [
          { clause: "region = 'north'" },
          { clause: 'year = 2024', dataset: world.orders },
          { clause: 'year = 1999', dataset: world.orders + 1000 },
        ],
      ),
    );
    expect((await chartNumber(t, scoped, world.orders, orders, COUNT)).value).toBe(
      await independentCount(world.duckFile, "region = 'north' AND year = 2024"),
    );

    const samples = await t.post(
      `/datasource/samples?datasource_type=table&datasource_id=${world.orders}`,
      north,
      {},
    );
    expect(samples.statusCode, samples.body).toBe(200);
    expect((samples.json() as { result: { total_count: number } }).result.total_count).toBe(
      expectedN,
    );
    const drill = await t.post('/api/v1/chart/data', north, {
      datasource: { id: world.orders, type: 'table' },
      form_data: { slice_id: orders },
      result_type: 'drill_detail',
      queries: [{ row_limit: 1000 }],
    });
    expect(drill.statusCode, drill.body).toBe(200);
    const rows = (drill.json() as { result: { data: { region: string }[] }[] }).result[0]?.data;
    expect(rows).toHaveLength(expectedN);
    expect(rows?.every((r) => r.region === 'north')).toBe(true);
    const csv = await t.post('/api/v1/chart/data', north, {
      datasource: { id: world.orders, type: 'table' },
      form_data: { slice_id: orders },
      result_format: 'csv',
      result_type: 'full',
      queries: [{ columns: ['region'], metrics: [COUNT], row_limit: 100 }],
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.trim().split('\n').slice(1)).toEqual([`north,${expectedN}`]);
  });

  it('refuses forged, expired, misaddressed and wrongly signed tokens with 401', async () => {
    const token = await guestToken(t, admin, [uuid], [{ clause: "region = 'north'" }]);
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, rls_rules: [] })).toString(
      'base64url',
    );
    const key = new TextEncoder().encode(SECRET);
    const sign = (extra: Record<string, unknown>, secret = key) =>
      new SignJWT({ ...claims, ...extra }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const cases: [string, string][] = [
      [`${head}.${forgedPayload}.${signature}`, 'signature is invalid'],
      [await sign({ exp: Math.floor(Date.now() / 1000) - 10 }), 'has expired'],
      [await sign({ aud: 'https://elsewhere.example/' }), 'another audience'],
      [await sign({}, new TextEncoder().encode('not-the-secret')), 'signature is invalid'],
      [await sign({ type: 'access' }), 'not a guest token'],
    ];
    for (const [bad, words] of cases) {
      const res = await t.get(`/api/v1/dashboard/${world.dashboardId}`, asGuest(bad));
      expect(res.statusCode, res.body).toBe(401);
      expect(res.body).toContain(words);
    }
  });

  it('serves the embedded page only to allowed domains, with their frame-ancestors', async () => {
    const allowed = await t.get(`/embedded/${uuid}`, { referer: 'http://host.example:8080/app' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-security-policy']).toContain(
      'frame-ancestors http://host.example:8080',
    );
    const refused = await t.get(`/embedded/${uuid}`, { referer: 'http://evil.example/' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('not allowed to embed');
    expect((await t.get(`/embedded/${uuid}`, {})).statusCode).toBe(403);
  });
});

describe('embedding with EMBEDDED_SUPERSET off', async () => {
  const [sqlite] = await storeVariants();
  const { t, admin } = useTestApp(sqlite as (typeof variants)[number]);
  it('serves none of it', async () => {
    const headers: Headers = admin;
    expect((await t.get('/api/v1/dashboard/1/embedded', headers)).statusCode).toBe(404);
    expect((await t.post('/api/v1/security/guest_token/', headers, {})).statusCode).toBe(404);
  });
});
