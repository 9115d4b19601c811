/**
 * Explore and dashboard permalinks on every metadata store: stored rows that never expire,
 * absolute URLs from BASE_URL or a same-host Origin only, read access checked on every read,
 * the `/superset/.../p/{key}/` redirects, and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { createExploreWorld, type ExploreWorld } from './explore-fixtures';
import { useWorld } from '../support/use-world';

describe.each(await storeVariants())('permalinks on $name', (variant) => {
  let w: ExploreWorld;
  let dashboardId: number;

  const exploreState = () => ({
    formData: { datasource: `${w.datasetId}__table`, slice_id: w.chartId, viz_type: 'table' },
    urlParams: [['native_filters_key', 'abc']],
  });
  const createExplore = (payload: unknown, headers = w.admin, extra: Record<string, string> = {}) =>
    w.t.post(
      '/api/v1/explore/permalink',
      { ...headers, ...extra },
      payload as Record<string, unknown>,
    );

  beforeAll(async () => {
    w = await createExploreWorld(variant, { BASE_URL: 'https://bi.example.com/' });
    const res = await w.t.post('/api/v1/dashboard/', w.admin, {
      dashboard_title: 'Sales board',
      slug: 'sales-board',
      published: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    dashboardId = (res.json() as { id: number }).id;
  });
  afterAll(async () => {
    await w?.t.dispose();
  });

  it('stores an explore state forever and reads it back with its chart and dataset', async () => {
    const res = await createExplore(exploreState(), w.admin, { host: 'evil.example.net' });
    expect(res.statusCode, res.body).toBe(201);
    const { key, url } = res.json() as { key: string; url: string };
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // BASE_URL, never the Host header.
    expect(url).toBe(`https://bi.example.com/superset/explore/p/${key}/`);

    const rows = await w.t.container.store.db
      .selectFrom('key_values')
      .selectAll()
      .where('resource', '=', 'explore_permalink')
      .execute();
    const row = rows.find((r) => JSON.parse(r.value).state.urlParams[0][1] === 'abc');
    expect(row?.expires_on).toBeNull();
    expect(row?.created_by_fk).toBeGreaterThan(0);

    const get = await w.t.get(`/api/v1/explore/permalink/${key}`, w.reader.headers);
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({
      chartId: w.chartId,
      datasourceId: w.datasetId,
      datasourceType: 'table',
      datasource: `${w.datasetId}__table`,
      state: exploreState(),
    });
    const outsider = await w.t.get(`/api/v1/explore/permalink/${key}`, w.outsider.headers);
    expect(outsider.statusCode).toBe(404);
  });

  it('refuses states the caller cannot read and malformed states', async () => {
    expect((await createExplore(exploreState(), w.outsider.headers)).statusCode).toBe(404);
    expect((await createExplore(exploreState(), {})).statusCode).toBe(401);
    for (const payload of [
      {},
      { formData: 'x' },
      { formData: { viz_type: 'table' } },
      { formData: { datasource: 'nonsense' } },
      { formData: { datasource: `${w.datasetId}__table` }, urlParams: 'a=b' },
      { formData: { datasource: `${w.datasetId}__table` }, urlParams: [['a']] },
    ]) {
      const res = await createExplore(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await w.t.get('/api/v1/explore/permalink/AAAAAAAAAAAAAAAAAAAAAA', w.admin);
    expect(unknown.statusCode).toBe(404);
  });

  it('stores a dashboard state by id or slug and checks the dashboard on every read', async () => {
    const state = {
      dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['north'] } } },
      activeTabs: ['TAB-1'],
      anchor: 'CHART-1',
      urlParams: [['standalone', '2']],
    };
    for (const idOrSlug of [String(dashboardId), 'sales-board']) {
      const res = await w.t.post(`/api/v1/dashboard/${idOrSlug}/permalink`, w.admin, state);
      expect(res.statusCode, res.body).toBe(201);
      const { key, url } = res.json() as { key: string; url: string };
      expect(url).toBe(`https://bi.example.com/superset/dashboard/p/${key}/`);
      const get = await w.t.get(`/api/v1/dashboard/permalink/${key}`, w.admin);
      expect(get.statusCode).toBe(200);
      expect(get.json()).toEqual({ dashboardId: String(dashboardId), state });
      // The outsider cannot see the dashboard (it holds nothing they may read).
      const hidden = await w.t.get(`/api/v1/dashboard/permalink/${key}`, w.outsider.headers);
      expect(hidden.statusCode).toBe(404);
    }
    const missing = await w.t.post('/api/v1/dashboard/99999/permalink', w.admin, state);
    expect(missing.statusCode).toBe(404);
    const bad = await w.t.post(`/api/v1/dashboard/${dashboardId}/permalink`, w.admin, {
      activeTabs: 'TAB-1',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('redirects the shared links to the web app, for keys only', async () => {
    const { key } = (await createExplore(exploreState())).json() as { key: string };
    const explore = await w.t.get(`/superset/explore/p/${key}/`);
    expect(explore.statusCode).toBe(302);
    expect(explore.headers.location).toBe(`/explore/p/${key}/`);
    const dashboard = await w.t.get(`/superset/dashboard/p/${key}`);
    expect(dashboard.statusCode).toBe(302);
    expect(dashboard.headers.location).toBe(`/dashboard/p/${key}/`);
    // Embed code asks for the standalone chart: the link's query string goes along.
    const embedded = await w.t.get(`/superset/explore/p/${key}/?standalone=1&height=350`);
    expect(embedded.headers.location).toBe(`/explore/p/${key}/?standalone=1&height=350`);
    for (const url of ['/superset/explore/p/%2F%2Fevil.com/', '/superset/dashboard/p/abc/']) {
      const res = await w.t.get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe.each(await storeVariants())('permalink URLs without BASE_URL on $name', (variant) => {
  const w = useWorld(() => createExploreWorld(variant));

  it('uses the Origin only when it names the host the request went to', async () => {
    const post = (headers: Record<string, string>) =>
      w.t.post(
        '/api/v1/explore/permalink',
        { ...w.admin, ...headers },
        { formData: { datasource: `${w.datasetId}__table` } },
      );
    const same = (await post({ host: 'bi.local:8088', origin: 'http://bi.local:8088' })).json() as {
      key: string;
      url: string;
    };
    expect(same.url).toBe(`http://bi.local:8088/superset/explore/p/${same.key}/`);
    const others: Record<string, string>[] = [
      { host: 'bi.local:8088', origin: 'https://evil.example.net' },
      { host: 'bi.local:8088', origin: 'javascript:alert(1)' },
      { host: 'bi.local:8088' },
    ];
    for (const headers of others) {
      const other = (await post(headers)).json() as { key: string; url: string };
      expect(other.url, JSON.stringify(headers)).toBe(`/superset/explore/p/${other.key}/`);
    }
  });
});
