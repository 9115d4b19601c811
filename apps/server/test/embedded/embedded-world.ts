/**
 * The embedded-dashboard suites' starting point: the seeded orders (row-level-security-fixtures)
 * with two charts on an embedded dashboard, a third chart on a dashboard that is not embedded,
 * and helpers to ask for guest tokens and to call the API with one.
 */
import type { TestApp } from '../support/test-app';
import { oneRowLayout } from '../support/dashboard-layout';
import { seedOrders, type Headers, type Json } from '../modules/row-level-security-fixtures';

export interface EmbeddedWorld {
  orders: number;
  duckFile: string;
  dashboardId: number;
  otherDashboardId: number;
  /** Charts on the embedded dashboard. */
  chartIds: number[];
  /** A chart only on the dashboard that is not embedded. */
  otherChartId: number;
}

async function created(t: TestApp, admin: Headers, url: string, body: Json): Promise<number> {
  const res = await t.post(url, admin, body);
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

async function chart(t: TestApp, admin: Headers, orders: number, name: string, params: Json) {
  return created(t, admin, '/api/v1/chart/', {
    slice_name: name,
    viz_type: 'big_number_total',
    datasource_id: orders,
    datasource_type: 'table',
    params: JSON.stringify(params),
  });
}

async function dashboard(t: TestApp, admin: Headers, title: string, chartIds: number[]) {
  return created(t, admin, '/api/v1/dashboard/', {
    dashboard_title: title,
    position_json: JSON.stringify(oneRowLayout(chartIds)),
  });
}

export async function seedEmbeddedWorld(t: TestApp, admin: Headers): Promise<EmbeddedWorld> {
  const { orders, duckFile } = await seedOrders(t);
  const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' };
  const total = { expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' };
  const chartIds = [
    await chart(t, admin, orders, 'Orders', { metric: count }),
    await chart(t, admin, orders, 'Amount', { metric: total }),
  ];
  const otherChartId = await chart(t, admin, orders, 'Hidden', { metric: count });
  return {
    orders,
    duckFile,
    dashboardId: await dashboard(t, admin, 'Embedded orders', chartIds),
    otherDashboardId: await dashboard(t, admin, 'Not embedded', [otherChartId]),
    chartIds,
    otherChartId,
  };
}

/** Turns embedding on for a dashboard and answers its uuid. */
export async function embed(
  t: TestApp,
  admin: Headers,
  dashboardId: number,
  allowedDomains: string[] = [],
): Promise<string> {
  const res = await t.post(`/api/v1/dashboard/${dashboardId}/embedded`, admin, {
    allowed_domains: allowedDomains,
  });
  if (res.statusCode !== 200) throw new Error(`embed: ${res.statusCode} ${res.body}`);
  return (res.json() as { result: { uuid: string } }).result.uuid;
}

/** A guest token for the embedded dashboards, with the given row-level clauses. */
export async function guestToken(
  t: TestApp,
  admin: Headers,
  uuids: string[],
  rls: Json[] = [],
): Promise<string> {
  const res = await t.post('/api/v1/security/guest_token/', admin, {
    user: { username: 'visitor', first_name: 'Vi', last_name: 'Sitor' },
    resources: uuids.map((id) => ({ type: 'dashboard', id })),
    rls,
  });
  if (res.statusCode !== 200) throw new Error(`guest token: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export const asGuest = (token: string): Headers => ({ 'x-guesttoken': token });

/** The number a big-number chart of the embedded dashboard shows, read as the page reads it. */
export async function chartNumber(
  t: TestApp,
  headers: Headers,
  orders: number,
  chartId: number,
  metric: Json,
): Promise<{ status: number; value: number | null; body: string }> {
  const res = await t.post('/api/v1/chart/data', headers, {
    datasource: { id: orders, type: 'table' },
    form_data: { slice_id: chartId, viz_type: 'big_number_total' },
    queries: [{ metrics: [metric], row_limit: 10 }],
  });
  if (res.statusCode !== 200) return { status: res.statusCode, value: null, body: res.body };
  const [entry] = (res.json() as { result: { data: Json[] }[] }).result;
  const label = (metric as { label: string }).label;
  return { status: 200, value: Number(entry?.data[0]?.[label]), body: res.body };
}
