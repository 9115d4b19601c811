/**
 * A chart's viz_type must be a built-in chart type (the one list in packages/core, which the web
 * app's plugin table is keyed by) or the key of a registered dynamic plugin while DYNAMIC_PLUGINS
 * is on: anything else is a 400 naming the type on create and update, a file error on import,
 * and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_VIZ_TYPES } from '@panorama/core/visualizations/built-in-viz-types';
import { createExploreWorld, type ExploreWorld } from '../explore/explore-fixtures';
import { buildZip } from '../../src/modules/import-export/zip-test-support';
import { envelopeError, importBundle } from '../import-export/bundle-http';
import { CHART_A_YAML } from '../import-export/superset-fixture';
import { storeVariants } from '../support/test-stores';
import { rowCount } from '../support/store-lookups';

const unknownType = (vizType: string) =>
  `Unknown chart type "${vizType}": use a built-in chart type or a registered dynamic plugin`;

describe.each(await storeVariants())('chart viz_type on $name', (variant) => {
  let w: ExploreWorld;

  beforeAll(async () => {
    w = await createExploreWorld(variant, { FEATURE_FLAGS: '{"DYNAMIC_PLUGINS": true}' });
    const plugin = await w.t.post('/dynamic-plugins/api/create', w.admin, {
      name: 'Sparkline',
      key: 'ext_sparkline',
      bundle_url: '/static/sparkline.js',
    });
    expect(plugin.statusCode).toBe(201);
  });
  afterAll(async () => {
    await w.t.dispose();
  });

  const chartBody = (vizType: string) => ({
    slice_name: `A ${vizType} chart`,
    viz_type: vizType,
    datasource_id: w.datasetId,
    datasource_type: 'table',
  });
  const send = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
    const res = await w.t.request(method, url, w.admin, payload);
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const chartCount = () => rowCount(w.t, 'charts');

  it('refuses an unknown viz_type on create, nothing stored', async () => {
    const before = await chartCount();
    for (const vizType of ['not_a_chart', 'constructor', '__proto__', 'TABLE']) {
      expect(await send('POST', '/api/v1/chart/', chartBody(vizType))).toEqual({
        status: 400,
        body: { message: { viz_type: [unknownType(vizType)] } },
      });
    }
    expect(await chartCount()).toBe(before);
  });

  it('refuses an unknown viz_type on update, the chart unchanged', async () => {
    expect(await send('PUT', `/api/v1/chart/${w.chartId}`, { viz_type: 'dist_bar' })).toEqual({
      status: 400,
      body: { message: { viz_type: [unknownType('dist_bar')] } },
    });
    const row = await w.t.container.store.db
      .selectFrom('charts')
      .select('viz_type')
      .where('id', '=', w.chartId)
      .executeTakeFirstOrThrow();
    expect(row.viz_type).toBe('table');
  });

  it('accepts every built-in type and a registered dynamic plugin', async () => {
    for (const vizType of [...BUILT_IN_VIZ_TYPES, 'ext_sparkline']) {
      const res = await send('POST', '/api/v1/chart/', chartBody(vizType));
      expect(res.status, vizType).toBe(201);
    }
    expect((await send('PUT', `/api/v1/chart/${w.chartId}`, { viz_type: 'pie' })).status).toBe(200);
  });

  it('refuses an import bundle whose chart has an unknown viz_type', async () => {
    const before = await chartCount();
    const zip = await buildZip([
      {
        name: 'chart_export_20240101T000000/metadata.yaml',
        data: 'version: 1.0.0\ntype: Slice\ntimestamp: "2024-01-01T00:00:00+00:00"\n',
      },
      {
        name: 'chart_export_20240101T000000/charts/odd.yaml',
        data: CHART_A_YAML.replace(/^viz_type: pie$/m, 'viz_type: no_such_chart'),
      },
    ]);
    const res = await importBundle(w.t, 'chart', w.admin, zip);
    expect(res.status).toBe(422);
    expect((envelopeError(res.body).extra as Record<string, unknown>)['charts/odd.yaml']).toEqual({
      viz_type: [unknownType('no_such_chart')],
    });
    expect(await chartCount()).toBe(before);
  });
});

describe.each(await storeVariants())(
  'dynamic plugin viz_type without the flag on $name',
  (variant) => {
    let w: ExploreWorld;
    beforeAll(async () => {
      w = await createExploreWorld(variant);
    });
    afterAll(async () => {
      await w.t.dispose();
    });

    it('refuses a type that is only a plugin key while DYNAMIC_PLUGINS is off', async () => {
      await w.t.container.store.db
        .insertInto('dynamic_plugins')
        .values({
          name: 'Stored',
          key: 'ext_stored',
          bundle_url: '/static/stored.js',
          created_on: new Date().toISOString(),
          changed_on: new Date().toISOString(),
          created_by_fk: null,
          changed_by_fk: null,
        })
        .execute();
      const res = await w.t.post('/api/v1/chart/', w.admin, {
        slice_name: 'Plugin chart',
        viz_type: 'ext_stored',
        datasource_id: w.datasetId,
        datasource_type: 'table',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: { viz_type: [unknownType('ext_stored')] } });
    });
  },
);
