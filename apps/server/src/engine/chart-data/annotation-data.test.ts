/**
 * `annotation_data` through POST /api/v1/chart/data on the example data: a stored layer's
 * annotations overlapping the query's time range, FORMULA layers left to the browser, cached
 * results refreshed by an annotation edit, a saved chart's series as a TIME_SERIES layer (checked
 * against hand-written SQL on the examples DuckDB file), and who may read which layer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xAxisColumn } from '@panorama/core/query/time-grain-column';
import type { TestApp } from '../../../test/support/test-app';
import { roleWith } from '../../../test/modules/datasets-fixtures';
import {
  datasetId,
  epochMs,
  exampleApp,
  num,
  openExamples,
  postChartData,
  type ChartDataEntry,
} from '../../../test/chart-data/chart-data-fixtures';

type Json = Record<string, unknown>;
const RANGE = '2001-02-01 : 2001-04-01';
const NATIVE_COLUMNS = ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'];

const monthAxis = xAxisColumn('date', 'P1M');

describe('annotation data in chart data', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let duck: Awaited<ReturnType<typeof openExamples>>;
  let flights: number;
  let airports: number;
  let layerId: number;
  let launchId: number;

  const api = async (method: 'POST' | 'PUT', url: string, payload: Json) => {
    const res = await t.app.inject({ method, url, headers: admin, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return (res.json() as { id: number }).id;
  };
  const nativeLayer = (id: number, name = 'Releases') => ({
    name,
    annotationType: 'EVENT',
    sourceType: 'NATIVE',
    value: id,
    show: true,
  });
  const monthlyFlights = (layers: Json[], extra: Json = {}) => ({
    datasource: { id: flights, type: 'table' },
    queries: [
      {
        columns: [monthAxis],
        metrics: ['count'],
        granularity: 'date',
        time_range: RANGE,
        annotation_layers: layers,
      },
    ],
    ...extra,
  });
  const entryOf = async (body: Json, headers = admin): Promise<ChartDataEntry> => {
    const res = await postChartData(t, body, headers);
    expect(res.statusCode, res.body).toBe(200);
    const entry = (res.json() as { result: ChartDataEntry[] }).result[0];
    if (!entry) throw new Error('no result entry');
    return entry;
  };

  beforeAll(async () => {
    t = await exampleApp();
    admin = await t.adminHeaders();
    duck = await openExamples(t.dataDir);
    flights = await datasetId(t, 'flights');
    airports = await datasetId(t, 'airports');
    layerId = await api('POST', '/api/v1/annotation_layer/', { name: 'Releases' });
    const annotate = (short_descr: string, start_dttm: string, end_dttm: string) =>
      api('POST', `/api/v1/annotation_layer/${layerId}/annotation/`, {
        short_descr,
        long_descr: `${short_descr} details`,
        start_dttm,
        end_dttm,
      });
    launchId = await annotate('Launch', '2001-02-15T12:00:00', '2001-02-15T12:00:00');
    await annotate('Beta', '2001-01-20', '2001-02-05');
    await annotate('Freeze', '2001-03-25', '2001-04-10');
    await annotate('Too late', '2001-04-01', '2001-04-01');
    await annotate('Too early', '2001-01-01', '2001-01-31T23:59:59');
  });

  afterAll(async () => {
    duck?.close();
    await t?.dispose();
  });

  it('answers the stored annotations that overlap the time range, keyed by layer name', async () => {
    const entry = await entryOf(
      monthlyFlights([
        nativeLayer(layerId),
        { name: 'Trend', annotationType: 'FORMULA', value: 'x * 2', show: true },
      ]),
    );
    expect(Object.keys(entry.annotation_data as Json)).toEqual(['Releases']);
    expect((entry.annotation_data as Json).Releases).toEqual({
      columns: NATIVE_COLUMNS,
      records: [
        {
          start_dttm: Date.UTC(2001, 0, 20),
          end_dttm: Date.UTC(2001, 1, 5),
          short_descr: 'Beta',
          long_descr: 'Beta details',
          json_metadata: null,
        },
        {
          start_dttm: Date.UTC(2001, 1, 15, 12),
          end_dttm: Date.UTC(2001, 1, 15, 12),
          short_descr: 'Launch',
          long_descr: 'Launch details',
          json_metadata: null,
        },
        {
          start_dttm: Date.UTC(2001, 2, 25),
          end_dttm: Date.UTC(2001, 3, 10),
          short_descr: 'Freeze',
          long_descr: 'Freeze details',
          json_metadata: null,
        },
      ],
    });
    const formulaOnly = await entryOf(
      monthlyFlights([{ name: 'Trend', annotationType: 'FORMULA', value: 'x', show: true }]),
    );
    expect(formulaOnly.annotation_data).toEqual({});
  });

  it('shows an edited annotation although the query result was cached', async () => {
    const body = monthlyFlights([nativeLayer(layerId, 'Cached releases')]);
    await entryOf(body);
    const cached = await entryOf(body);
    expect(cached.is_cached).toBe(true);
    await api('PUT', `/api/v1/annotation_layer/${layerId}/annotation/${launchId}`, {
      short_descr: 'Launch day',
    });
    const fresh = await entryOf(body);
    expect(fresh.is_cached).toBe(false);
    const records = (fresh.annotation_data as Record<string, { records: Json[] }>)[
      'Cached releases'
    ]?.records;
    expect(records?.map((r) => r.short_descr)).toEqual(['Beta', 'Launch day', 'Freeze']);
    expect(fresh.data).toEqual(cached.data);
  });

  it("draws a saved chart's series as a TIME_SERIES layer, with the current time range", async () => {
    const chartId = await api('POST', '/api/v1/chart/', {
      slice_name: 'Flights per month',
      viz_type: 'echarts_timeseries_line',
      datasource_id: flights,
      datasource_type: 'table',
      query_context: JSON.stringify({
        datasource: { id: flights, type: 'table' },
        queries: [
          {
            columns: [monthAxis],
            metrics: ['count'],
            granularity: 'date',
            time_range: 'No filter',
          },
        ],
      }),
    });
    const entry = await entryOf(
      monthlyFlights([
        {
          name: 'Flights',
          annotationType: 'TIME_SERIES',
          sourceType: 'line',
          value: chartId,
          show: true,
          overrides: { time_range: null },
        },
      ]),
    );
    const layer = (entry.annotation_data as Record<string, { columns: string[]; records: Json[] }>)
      .Flights;
    expect(layer?.columns).toEqual(['date', 'count']);
    const expected = await duck.rows(`
      SELECT date_trunc('month', date) AS month, COUNT(*) AS n
      FROM main.flights
      WHERE date >= TIMESTAMP '2001-02-01' AND date < TIMESTAMP '2001-04-01'
      GROUP BY 1 ORDER BY 1`);
    expect(expected.length).toBe(2);
    const got = [...(layer?.records ?? [])]
      .map((r) => [num(r.date), num(r.count)])
      .sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(got).toEqual(expected.map((r) => [epochMs(r.month), num(r.n)]));
  });

  it('names a missing layer or chart instead of answering without it', async () => {
    const missingLayer = await postChartData(t, monthlyFlights([nativeLayer(999_999)]));
    expect(missingLayer.statusCode).toBe(400);
    expect(missingLayer.json()).toMatchObject({ message: 'Annotation layer not found.' });
    const missingChart = await postChartData(
      t,
      monthlyFlights([
        { name: 'x', annotationType: 'TIME_SERIES', sourceType: 'line', value: 999_999 },
      ]),
    );
    expect(missingChart.statusCode).toBe(400);
    expect(missingChart.json()).toMatchObject({ message: 'The chart does not exist' });
  });

  it('lets a user without Annotation access read only the layers of a chart they can see', async () => {
    await roleWith(
      t,
      'annotation_flights',
      'datasource_access',
      `[examples].[flights](id:${flights})`,
    );
    const gamma = (
      await t.createUser({ username: 'annotation-gamma', roles: ['Gamma', 'annotation_flights'] })
    ).headers;
    const adHoc = await postChartData(t, monthlyFlights([nativeLayer(layerId)]), gamma);
    expect(adHoc.statusCode).toBe(400);
    expect(adHoc.json()).toMatchObject({ message: 'Annotation layer not found.' });

    const chartId = await api('POST', '/api/v1/chart/', {
      slice_name: 'Annotated flights',
      viz_type: 'echarts_timeseries_line',
      datasource_id: flights,
      datasource_type: 'table',
      params: JSON.stringify({ annotation_layers: [nativeLayer(layerId)] }),
    });
    const viaChart = await entryOf(
      monthlyFlights([nativeLayer(layerId)], { form_data: { slice_id: chartId } }),
      gamma,
    );
    expect(
      (viaChart.annotation_data as Record<string, { records: Json[] }>).Releases?.records.length,
    ).toBe(3);

    const airportsChart = await api('POST', '/api/v1/chart/', {
      slice_name: 'Airports',
      viz_type: 'table',
      datasource_id: airports,
      datasource_type: 'table',
      query_context: JSON.stringify({
        datasource: { id: airports, type: 'table' },
        queries: [{ columns: ['state'], metrics: ['count'] }],
      }),
    });
    const hiddenChart = await postChartData(
      t,
      monthlyFlights([
        { name: 'a', annotationType: 'TIME_SERIES', sourceType: 'table', value: airportsChart },
      ]),
      gamma,
    );
    expect(hiddenChart.statusCode).toBe(400);
    expect(hiddenChart.json()).toMatchObject({ message: 'The chart does not exist' });
  });
});
