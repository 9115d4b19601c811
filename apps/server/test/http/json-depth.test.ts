/**
 * Deeply nested JSON is refused with a 400 wherever JSON comes in: a request body, and fields that
 * hold JSON as text (chart params and query_context, dashboard json_metadata and position_json,
 * explore form data, chart-data form posts). Nothing is stored on refusal, and JSON nested
 * exactly to the limit is still accepted.
 */
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '@panorama/core/json/json-depth';
import { createExploreWorld, urlencoded } from '../explore/explore-fixtures';
import { buildZip } from '../../src/modules/import-export/zip-test-support';
import { envelopeError, importBundle } from '../import-export/bundle-http';
import { CHART_A_YAML } from '../import-export/superset-fixture';
import { storeVariants } from '../support/test-stores';
import { rowCount } from '../support/store-lookups';
import { useWorld } from '../support/use-world';

const TOO_DEEP = `JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** `{"a":{"a":…1…}}` with `levels` objects. */
function nested(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

describe.each(await storeVariants())('deeply nested JSON on $name', (variant) => {
  const w = useWorld(() => createExploreWorld(variant));

  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    payload: string,
    headers: Record<string, string> = {},
  ) => {
    const res = await w.t.request(
      method,
      url,
      { 'content-type': 'application/json', ...w.admin, ...headers },
      payload,
    );
    return { status: res.statusCode, body: res.body, brief: res.body.slice(0, 300) };
  };

  const chartCount = () => rowCount(w.t, 'charts');

  it('refuses a request body nested past the limit with 400, on any endpoint', async () => {
    const before = await chartCount();
    const body = `{"slice_name":"deep","datasource_id":${w.datasetId},"datasource_type":"table","x":${nested(50_000)}}`;
    const res = await send('POST', '/api/v1/chart/', body);
    expect(res.status, res.brief).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: TOO_DEEP });
    expect(await chartCount()).toBe(before);

    const data = await send('POST', '/api/v1/chart/data', `{"queries":[${nested(50_000)}]}`);
    expect(data.status, data.brief).toBe(400);
    expect(JSON.parse(data.body)).toEqual({ message: TOO_DEEP });
  });

  it('refuses chart params and query_context holding JSON nested past the limit', async () => {
    const before = await chartCount();
    for (const field of ['params', 'query_context']) {
      const res = await send(
        'POST',
        '/api/v1/chart/',
        JSON.stringify({
          slice_name: 'deep',
          viz_type: 'table',
          datasource_id: w.datasetId,
          datasource_type: 'table',
          [field]: nested(50_000),
        }),
      );
      expect(res.status, res.brief).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ message: { [field]: [TOO_DEEP] } });
    }
    expect(await chartCount()).toBe(before);

    const put = await send(
      'PUT',
      `/api/v1/chart/${w.chartId}`,
      JSON.stringify({ params: nested(MAX_JSON_DEPTH + 1) }),
    );
    expect(put.status, put.brief).toBe(400);
    const stored = await w.t.container.store.db
      .selectFrom('charts')
      .select('params')
      .where('id', '=', w.chartId)
      .executeTakeFirstOrThrow();
    expect(stored.params).not.toContain('"a"');
  });

  it('accepts JSON nested exactly to the limit', async () => {
    const res = await send(
      'POST',
      '/api/v1/chart/',
      JSON.stringify({
        slice_name: 'at the limit',
        viz_type: 'table',
        datasource_id: w.datasetId,
        datasource_type: 'table',
        params: nested(MAX_JSON_DEPTH),
      }),
    );
    expect(res.status, res.brief).toBe(201);
  });

  it('refuses dashboard json_metadata and position_json nested past the limit; nothing stored', async () => {
    const created = await send(
      'POST',
      '/api/v1/dashboard/',
      JSON.stringify({ dashboard_title: 'D' }),
    );
    expect(created.status, created.brief).toBe(201);
    const id = (JSON.parse(created.body) as { id: number }).id;
    for (const [field, depth] of [
      ['json_metadata', 50_000],
      ['position_json', 5_000],
    ] as const) {
      const res = await send(
        'PUT',
        `/api/v1/dashboard/${id}`,
        JSON.stringify({ [field]: nested(depth) }),
      );
      expect(res.status, res.brief).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ message: { [field]: [TOO_DEEP] } });
    }
    const stored = await w.t.container.store.db
      .selectFrom('dashboards')
      .select(['json_metadata', 'position_json'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(`${stored.json_metadata ?? ''}${stored.position_json ?? ''}`).not.toContain('"a"');

    const exported = await w.t.get(`/api/v1/dashboard/export/?q=!(${id})`, w.admin);
    expect(exported.statusCode).toBe(200);
  });

  it('refuses explore form data and chart-data form posts nested past the limit', async () => {
    const formData = await send(
      'POST',
      '/api/v1/explore/form_data',
      JSON.stringify({
        datasource_id: w.datasetId,
        datasource_type: 'table',
        form_data: nested(50_000),
      }),
    );
    expect(formData.status, formData.brief).toBe(400);
    expect(JSON.parse(formData.body)).toEqual({ message: { form_data: [TOO_DEEP] } });

    const form = urlencoded({ form_data: nested(50_000) });
    const posted = await w.t.post(
      '/api/v1/chart/data',
      { ...w.admin, ...form.headers },
      form.payload,
    );
    expect(posted.statusCode, posted.body.slice(0, 300)).toBe(400);
    expect(posted.json()).toEqual({ message: TOO_DEEP });
  });

  it('refuses an import bundle whose chart holds JSON nested past the limit; nothing stored', async () => {
    const before = await chartCount();
    const root = 'chart_export_20240101T000000';
    const deepContext = CHART_A_YAML.replace(
      /^query_context: .*$/m,
      `query_context: '${nested(5_000)}'`,
    );
    const deepParams = CHART_A_YAML.replace(
      /^params:$/m,
      `params: '${nested(5_000)}'\nold_params:`,
    );
    const zip = await buildZip([
      {
        name: `${root}/metadata.yaml`,
        data: 'version: 1.0.0\ntype: Slice\ntimestamp: "2024-01-01T00:00:00+00:00"\n',
      },
      { name: `${root}/charts/context.yaml`, data: deepContext },
      { name: `${root}/charts/params.yaml`, data: deepParams },
    ]);
    const res = await importBundle(w.t, 'chart', w.admin, zip);
    expect(res.status).toBe(422);
    const extra = envelopeError(res.body).extra as Record<string, unknown>;
    expect(extra['charts/context.yaml']).toEqual({ query_context: [TOO_DEEP] });
    expect(extra['charts/params.yaml']).toMatchObject({ params: [TOO_DEEP] });
    expect(await chartCount()).toBe(before);
  });
});
