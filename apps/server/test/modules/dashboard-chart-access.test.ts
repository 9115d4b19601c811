/**
 * A dashboard never lets anyone reach a chart they could not open on its own. A Gamma user
 * granted one dataset cannot save a layout naming a chart on another dataset (refused, naming
 * the ids, changing nothing), and whatever a dashboard links, its `/charts` and `/datasets`
 * answers, its copies and its export bundles hold only the charts, datasets and databases the
 * caller may read; the admin still gets everything.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { exportBundle, unzipText } from '../import-export/bundle-http';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { postChartData } from '../chart-data/chart-data-fixtures';
import {
  createDatabase,
  createDataset,
  createDuckdbFile,
  grant,
  roleWith,
} from './datasets-fixtures';
import { oneRowLayout } from '../support/dashboard-layout';

type Json = Record<string, unknown>;

const SECRET_SQL = "SELECT id, amount FROM sales WHERE region = 'south'";
const SECRET_MARK = 'secret-form-data-mark';

/** The charts side by side in one row, each keyed by its id. */
function layoutOf(chartIds: number[]): string {
  return JSON.stringify(oneRowLayout(chartIds, { width: 4, key: (id) => `CHART-${id}` }));
}

describe.each(await storeVariants())('dashboard chart access on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let analyst: { id: number; headers: Record<string, string> };
  let salesId: number;
  let secretDatasetId: number;
  let grantedChart: number;
  let secretChart: number;
  let otherSecretChart: number;
  let companyId: number;

  const req = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: Json,
  ) => {
    const res = await t.request(method, url, headers, payload);
    return { status: res.statusCode, body: res.body ? (res.json() as Json) : {} };
  };

  const createChart = async (body: Json): Promise<number> => {
    const res = await req('POST', '/api/v1/chart/', admin, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };

  const chartIdsOf = async (dashboardId: number, headers: Record<string, string>) => {
    const res = await req('GET', `/api/v1/dashboard/${dashboardId}/charts`, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.result as Json[]).map((c) => c.id);
  };

  const storedDashboard = (id: number) =>
    t.container.store.db
      .selectFrom('dashboards')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const linkedChartIds = async (dashboardId: number) =>
    (
      await t.container.store.db
        .selectFrom('dashboard_charts')
        .select('chart_id')
        .where('dashboard_id', '=', dashboardId)
        .orderBy('chart_id')
        .execute()
    ).map((r) => r.chart_id);

  /** A dashboard of the analyst's own that links the secret chart, as the hole used to allow. */
  const ownDashboardLinkingSecret = async (title: string): Promise<number> => {
    const created = await req('POST', '/api/v1/dashboard/', analyst.headers, {
      dashboard_title: title,
      position_json: layoutOf([grantedChart]),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const db = t.container.store.db;
    await db
      .updateTable('dashboards')
      .set({ position_json: layoutOf([grantedChart, secretChart]) })
      .where('id', '=', id)
      .execute();
    await db
      .insertInto('dashboard_charts')
      .values({ dashboard_id: id, chart_id: secretChart })
      .execute();
    return id;
  };

  /** The bundle's files by path below its root folder. */
  const exported = async (dashboardId: number, headers: Record<string, string>) => {
    const res = await exportBundle(t, 'dashboard', headers, [dashboardId]);
    expect(res.status, res.body.toString('utf8')).toBe(200);
    const files = new Map<string, string>();
    for (const [name, text] of await unzipText(res.body))
      files.set(name.slice(name.indexOf('/') + 1), text);
    return files;
  };

  beforeAll(async () => {
    await createDuckdbFile(t.dataDir, 'shop.duckdb');
    await createDuckdbFile(t.dataDir, 'vault.duckdb');
    const shopDb = await createDatabase(t, {
      database_name: 'shop',
      sqlalchemy_uri: 'duckdb:///shop.duckdb',
    });
    const vaultDb = await createDatabase(t, {
      database_name: 'vault',
      sqlalchemy_uri: 'duckdb:///vault.duckdb',
    });
    salesId = await createDataset(t, { database: shopDb, schema: 'main', table_name: 'sales' });
    secretDatasetId = await createDataset(t, {
      database: vaultDb,
      schema: 'main',
      table_name: 'south_secrets',
      sql: SECRET_SQL,
    });
    grantedChart = await createChart({
      slice_name: 'Granted pie',
      viz_type: 'pie',
      datasource_id: salesId,
      datasource_type: 'table',
      params: JSON.stringify({ metric: 'count', groupby: ['region'] }),
    });
    secretChart = await createChart({
      slice_name: 'Secret total',
      viz_type: 'big_number_total',
      datasource_id: secretDatasetId,
      datasource_type: 'table',
      params: JSON.stringify({ metric: 'count', mark: SECRET_MARK }),
      query_context: JSON.stringify({ datasource: { id: secretDatasetId, type: 'table' } }),
    });
    otherSecretChart = await createChart({
      slice_name: 'Other secret',
      viz_type: 'table',
      datasource_id: secretDatasetId,
      datasource_type: 'table',
    });
    const company = await req('POST', '/api/v1/dashboard/', admin, {
      dashboard_title: 'Company',
      published: true,
      position_json: layoutOf([grantedChart, secretChart]),
      json_metadata: JSON.stringify({
        native_filter_configuration: [
          {
            id: 'NATIVE_FILTER-secret',
            name: 'Secret id',
            filterType: 'filter_select',
            targets: [{ datasetId: secretDatasetId, column: { name: 'id' } }],
            scope: { rootPath: ['ROOT_ID'], excluded: [] },
          },
        ],
      }),
    });
    expect(company.status, JSON.stringify(company.body)).toBe(201);
    companyId = company.body.id as number;

    const salesReaders = await roleWith(
      t,
      'sales_readers',
      'datasource_access',
      `[shop].[sales](id:${salesId})`,
    );
    await grant(t, salesReaders, 'can_read', 'Chart');
    analyst = await t.createUser({ username: 'analyst', roles: ['Gamma', 'sales_readers'] });
  });

  it('refuses a layout naming a chart the caller cannot see, naming it and changing nothing', async () => {
    const refusedCreate = await req('POST', '/api/v1/dashboard/', analyst.headers, {
      dashboard_title: 'Sneaky',
      position_json: layoutOf([grantedChart, secretChart]),
    });
    expect(refusedCreate.status).toBe(403);
    expect(refusedCreate.body.message).toContain(String(secretChart));
    expect(refusedCreate.body.message).not.toContain(String(grantedChart));
    expect(
      await t.container.store.db
        .selectFrom('dashboards')
        .select('id')
        .where('dashboard_title', '=', 'Sneaky')
        .execute(),
    ).toEqual([]);

    const created = await req('POST', '/api/v1/dashboard/', analyst.headers, {
      dashboard_title: 'Mine',
      position_json: layoutOf([grantedChart]),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const before = await storedDashboard(id);

    const refusedUpdate = await req('PUT', `/api/v1/dashboard/${id}`, analyst.headers, {
      dashboard_title: 'Mine, renamed',
      position_json: layoutOf([grantedChart, secretChart]),
    });
    expect(refusedUpdate.status).toBe(403);
    expect(refusedUpdate.body.message).toContain(String(secretChart));
    expect(await storedDashboard(id)).toEqual(before);
    expect(await linkedChartIds(id)).toEqual([grantedChart]);

    // An id of no chart at all is refused the same way, so ids cannot be probed.
    const missing = await req('PUT', `/api/v1/dashboard/${id}`, analyst.headers, {
      position_json: layoutOf([grantedChart, 999_999]),
    });
    expect(missing.status).toBe(403);
    expect(missing.body.message).toBe(
      String(refusedUpdate.body.message).replace(String(secretChart), '999999'),
    );

    // The web app's own save: the layout as shown plus other fields, all kept.
    const saved = await req('PUT', `/api/v1/dashboard/${id}`, analyst.headers, {
      dashboard_title: 'Mine, renamed',
      position_json: layoutOf([grantedChart]),
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors' }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await chartIdsOf(id, analyst.headers)).toEqual([grantedChart]);

    // Someone who sees every chart has nothing to probe: an id of no chart just links nothing.
    const byAdmin = await req('PUT', `/api/v1/dashboard/${id}`, admin, {
      position_json: layoutOf([grantedChart, secretChart, 999_999]),
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect(await linkedChartIds(id)).toEqual([grantedChart, secretChart].sort((a, b) => a - b));
  });

  it('lets a co-owner save a layout holding charts another owner put there, keeping them', async () => {
    const adminUser = await t.container.store.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const shared = await req('POST', '/api/v1/dashboard/', admin, {
      dashboard_title: 'Shared',
      owners: [adminUser.id, analyst.id],
      position_json: layoutOf([grantedChart, secretChart]),
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    const id = shared.body.id as number;
    const put = await req('PUT', `/api/v1/dashboard/${id}`, analyst.headers, {
      dashboard_title: 'Shared, renamed',
      position_json: layoutOf([secretChart, grantedChart]),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await linkedChartIds(id)).toEqual([grantedChart, secretChart].sort((a, b) => a - b));
    expect(await chartIdsOf(id, admin)).toEqual([grantedChart, secretChart]);
    expect(await chartIdsOf(id, analyst.headers)).toEqual([grantedChart]);
    // A chart not on the dashboard yet still needs to be one the co-owner can see.
    const added = await req('PUT', `/api/v1/dashboard/${id}`, analyst.headers, {
      position_json: layoutOf([grantedChart, secretChart, otherSecretChart]),
    });
    expect(added.status).toBe(403);
    expect(added.body.message).toContain(String(otherSecretChart));
    expect(added.body.message).not.toContain(String(secretChart));
  });

  it('never answers a chart or dataset the caller cannot see from /charts, /datasets or chart data', async () => {
    const own = await ownDashboardLinkingSecret('Linked before');
    expect(await chartIdsOf(own, analyst.headers)).toEqual([grantedChart]);
    const charts = await req('GET', `/api/v1/dashboard/${own}/charts`, analyst.headers);
    expect(JSON.stringify(charts.body)).not.toContain(SECRET_MARK);
    const datasets = await req('GET', `/api/v1/dashboard/${own}/datasets`, analyst.headers);
    expect((datasets.body.result as Json[]).map((d) => d.id)).toEqual([salesId]);

    expect(await chartIdsOf(companyId, analyst.headers)).toEqual([grantedChart]);
    expect(await chartIdsOf(companyId, admin)).toEqual([grantedChart, secretChart]);
    const adminDatasets = await req('GET', `/api/v1/dashboard/${companyId}/datasets`, admin);
    expect((adminDatasets.body.result as Json[]).map((d) => d.id)).toEqual([
      salesId,
      secretDatasetId,
    ]);

    // Asking for the chart's data "from" a dashboard that links it grants nothing.
    for (const dashboardId of [own, companyId]) {
      const data = await postChartData(
        t,
        {
          datasource: { id: secretDatasetId, type: 'table' },
          form_data: { slice_id: secretChart, dashboardId },
          queries: [{ metrics: ['count'] }],
        },
        analyst.headers,
        `/api/v1/chart/data?dashboard_id=${dashboardId}`,
      );
      expect(data.statusCode).toBe(404);
    }
  });

  it('copies only the charts the caller can see', async () => {
    const copy = await req('POST', `/api/v1/dashboard/${companyId}/copy/`, analyst.headers, {
      dashboard_title: 'Company copy',
      duplicate_slices: true,
      json_metadata: '{}',
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    const copyId = (copy.body.result as Json).id as number;
    const copied = await chartIdsOf(copyId, analyst.headers);
    expect(copied).toHaveLength(1);
    expect(copied).not.toContain(grantedChart);
    expect(await chartIdsOf(copyId, admin)).toEqual(copied);
    const copiedLayout = JSON.parse((await storedDashboard(copyId)).position_json!) as Json;
    expect(Object.keys(copiedLayout)).not.toContain(`CHART-${secretChart}`);
    expect((copiedLayout['ROW-1'] as { children: string[] }).children).toEqual([
      `CHART-${grantedChart}`,
    ]);
    const secretCopies = await t.container.store.db
      .selectFrom('charts')
      .select('id')
      .where('datasource_id', '=', secretDatasetId)
      .execute();
    expect(secretCopies.map((c) => c.id).sort((a, b) => a - b)).toEqual([
      secretChart,
      otherSecretChart,
    ]);

    // The layout on screen ("save as") may not bring in a hidden chart from elsewhere.
    const positions = JSON.parse(layoutOf([grantedChart, secretChart, otherSecretChart])) as Json;
    const refused = await req('POST', `/api/v1/dashboard/${companyId}/copy/`, analyst.headers, {
      dashboard_title: 'Company as shown',
      duplicate_slices: false,
      json_metadata: JSON.stringify({ positions }),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(String(otherSecretChart));
    expect(refused.body.message).not.toContain(String(secretChart));
  });

  const secretFree = (files: Map<string, string>) => {
    const names = [...files.keys()];
    expect(names.filter((n) => n.startsWith('charts/'))).toEqual([
      expect.stringMatching(/^charts\/Granted_pie_\d+\.yaml$/),
    ]);
    expect(names.filter((n) => n.startsWith('datasets/'))).toEqual([
      expect.stringMatching(/^datasets\/shop\/sales_\d+\.yaml$/),
    ]);
    expect(names.filter((n) => n.startsWith('databases/'))).toEqual(['databases/shop.yaml']);
    const all = [...files.values()].join('\n');
    expect(all).not.toContain(SECRET_MARK);
    expect(all).not.toContain('south_secrets');
    expect(all).not.toContain('vault');
    expect(all).not.toContain("region = 'south'");
    const [dashboardFile] = names.filter((n) => n.startsWith('dashboards/'));
    const dashboard = YAML.parse(files.get(dashboardFile!)!) as {
      position: Record<string, { type?: string; meta?: { chartId?: number } }>;
    };
    const layoutCharts = Object.values(dashboard.position)
      .filter((item) => item.type === 'CHART')
      .map((item) => item.meta?.chartId);
    expect(layoutCharts).toEqual([grantedChart]);
    expect(JSON.stringify(dashboard.position)).not.toContain(`CHART-${secretChart}`);
  };

  it('exports only what the caller may read, from its own and from a published dashboard', async () => {
    const own = await ownDashboardLinkingSecret('Exported own');
    secretFree(await exported(own, analyst.headers));
    secretFree(await exported(companyId, analyst.headers));
  });

  it('exports everything to the admin', async () => {
    const files = await exported(companyId, admin);
    const names = [...files.keys()].sort();
    expect(names.filter((n) => n.startsWith('charts/'))).toEqual([
      expect.stringMatching(/^charts\/Granted_pie_\d+\.yaml$/),
      expect.stringMatching(/^charts\/Secret_total_\d+\.yaml$/),
    ]);
    expect(names.filter((n) => n.startsWith('datasets/'))).toEqual([
      expect.stringMatching(/^datasets\/shop\/sales_\d+\.yaml$/),
      expect.stringMatching(/^datasets\/vault\/south_secrets_\d+\.yaml$/),
    ]);
    expect(names.filter((n) => n.startsWith('databases/'))).toEqual([
      'databases/shop.yaml',
      'databases/vault.yaml',
    ]);
    const secretDataset = YAML.parse(
      files.get(names.find((n) => n.includes('south_secrets'))!)!,
    ) as Json;
    expect(secretDataset.sql).toBe(SECRET_SQL);
  });
});
