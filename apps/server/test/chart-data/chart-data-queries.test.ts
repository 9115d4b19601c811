/**
 * Chart queries through POST /api/v1/chart/data on the example data, each number checked against
 * hand-written SQL run directly on the examples DuckDB file: group-by with filters, a monthly
 * time series, pivot post-processing, time comparison, and every result type (top-N series:
 * chart-data-series-limit.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xAxisColumn } from '@panorama/core/query/time-grain-column';
import type { TestApp } from '../support/test-app';
import {
  datasetId,
  epochMs,
  exampleApp,
  num,
  openExamples,
  postChartData,
  query,
  refusedQuery,
  type Row,
} from './chart-data-fixtures';

const monthAxis = () => xAxisColumn('date', 'P1M');

/** Result rows ordered by their `date` column. */
const chronological = (rows: Row[]) => [...rows].sort((a, b) => num(a.date)! - num(b.date)!);

describe('chart data queries', () => {
  let t: TestApp;
  let duck: Awaited<ReturnType<typeof openExamples>>;
  let flights: number;
  let weather: number;

  beforeAll(async () => {
    t = await exampleApp();
    duck = await openExamples(t.dataDir);
    flights = await datasetId(t, 'flights');
    weather = await datasetId(t, 'seattle_weather');
  });

  afterAll(async () => {
    duck?.close();
    await t?.dispose();
  });

  it('groups by a column with filters and a time range', async () => {
    const entry = await query(t, flights, {
      columns: ['origin'],
      metrics: [
        'count',
        'avg_delay',
        {
          expressionType: 'SIMPLE',
          aggregate: 'MAX',
          column: { column_name: 'distance' },
          label: 'max_distance',
        },
      ],
      filters: [
        { col: 'destination', op: 'IN', val: ['SEA', 'PDX'] },
        { col: 'delay', op: '>', val: 0 },
      ],
      orderby: [['count', false]],
      granularity: 'date',
      time_range: '2001-02-01 : 2001-04-01',
      row_limit: 1000,
    });
    const expected = await duck.rows(`
      SELECT origin, COUNT(*) AS n, AVG(delay) AS avg_delay, MAX(distance) AS max_distance
      FROM main.flights
      WHERE destination IN ('SEA', 'PDX') AND delay > 0
        AND date >= TIMESTAMP '2001-02-01' AND date < TIMESTAMP '2001-04-01'
      GROUP BY origin`);
    expect(expected.length).toBeGreaterThan(5);
    expect(entry.colnames).toEqual(['origin', 'count', 'avg_delay', 'max_distance']);
    expect(entry.coltypes).toEqual([1, 0, 0, 0]);
    expect(entry.rowcount).toBe(expected.length);
    expect(entry.sql_rowcount).toBe(expected.length);
    const byOrigin = new Map(entry.data.map((r) => [r.origin, r]));
    for (const row of expected) {
      const got = byOrigin.get(row.origin);
      expect(got, String(row.origin)).toBeDefined();
      expect(num(got?.count)).toBe(num(row.n));
      expect(num(got?.avg_delay)).toBeCloseTo(num(row.avg_delay) ?? NaN, 9);
      expect(num(got?.max_distance)).toBe(num(row.max_distance));
    }
    const counts = entry.data.map((r) => num(r.count) ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(entry.applied_filters.map((f) => f.column)).toEqual(
      expect.arrayContaining(['destination', 'delay']),
    );
    expect(entry.from_dttm).toBe(Date.UTC(2001, 1, 1));
    expect(entry.to_dttm).toBe(Date.UTC(2001, 3, 1));
    expect(entry.status).toBe('success');
    expect(entry.label_map).toMatchObject({ origin: ['origin'], count: ['count'] });
  });

  it('answers a monthly time series (P1M) with epoch-millisecond timestamps', async () => {
    const entry = await query(t, flights, {
      columns: [monthAxis()],
      metrics: ['count', 'avg_delay'],
      time_range: 'No filter',
      orderby: [],
    });
    const expected = await duck.rows(`
      SELECT date_trunc('month', date) AS month, COUNT(*) AS n, AVG(delay) AS avg_delay
      FROM main.flights GROUP BY 1 ORDER BY 1`);
    expect(expected.length).toBeGreaterThanOrEqual(6); // the first half of 2001
    expect(entry.colnames).toEqual(['date', 'count', 'avg_delay']);
    expect(entry.coltypes[0]).toBe(2);
    const got = chronological(entry.data);
    expect(got.map((r) => r.date)).toEqual(expected.map((r) => epochMs(r.month)));
    expect(got.map((r) => num(r.count))).toEqual(expected.map((r) => num(r.n)));
    got.forEach((r, i) => expect(num(r.avg_delay)).toBeCloseTo(num(expected[i]?.avg_delay)!, 9));
    // The 3,000,000 flights are all counted.
    expect(got.reduce((sum, r) => sum + (num(r.count) ?? 0), 0)).toBe(3_000_000);
  });

  it('pivots with post-processing, one column per series', async () => {
    const entry = await query(t, flights, {
      columns: [monthAxis(), 'origin'],
      metrics: ['count'],
      filters: [{ col: 'origin', op: 'IN', val: ['SEA', 'PDX', 'SFO'] }],
      time_range: 'No filter',
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['date'],
            columns: ['origin'],
            aggregates: { count: { operator: 'mean' } },
            drop_missing_columns: false,
          },
        },
        { operation: 'flatten' },
      ],
    });
    const expected = await duck.rows(`
      SELECT date_trunc('month', date) AS month,
        COUNT(*) FILTER (WHERE origin = 'PDX') AS pdx,
        COUNT(*) FILTER (WHERE origin = 'SEA') AS sea,
        COUNT(*) FILTER (WHERE origin = 'SFO') AS sfo
      FROM main.flights WHERE origin IN ('SEA', 'PDX', 'SFO') GROUP BY 1 ORDER BY 1`);
    // Superset's pivot keeps (metric, series) levels; flatten joins them with ', '.
    expect(entry.colnames).toEqual(['date', 'count, PDX', 'count, SEA', 'count, SFO']);
    expect(entry.label_map['count, SEA']).toEqual(['count', 'SEA']);
    expect(entry.rowcount).toBe(expected.length);
    // sql_rowcount counts the rows before pivoting: one per (month, origin).
    expect(entry.sql_rowcount).toBe(expected.length * 3);
    expect(entry.data.map((r) => r.date)).toEqual(expected.map((r) => epochMs(r.month)));
    expect(
      entry.data.map((r) => [num(r['count, PDX']), num(r['count, SEA']), num(r['count, SFO'])]),
    ).toEqual(expected.map((r) => [num(r.pdx), num(r.sea), num(r.sfo)]));
  });

  it('compares with the same months a year earlier (time_offsets)', async () => {
    const entry = await query(t, weather, {
      columns: [monthAxis()],
      metrics: ['avg_temp_max'],
      time_range: '2014-01-01 : 2015-01-01',
      granularity: 'date',
      time_offsets: ['1 year ago'],
    });
    const expected = await duck.rows(`
      WITH m AS (
        SELECT date_trunc('month', date) AS month, AVG(temp_max) AS t FROM main.seattle_weather
        GROUP BY 1)
      SELECT cur.month, cur.t AS now_t, prev.t AS prev_t
      FROM m cur LEFT JOIN m prev ON prev.month = cur.month - INTERVAL 1 YEAR
      WHERE cur.month >= DATE '2014-01-01' AND cur.month < DATE '2015-01-01'
      ORDER BY cur.month`);
    expect(expected).toHaveLength(12);
    expect(entry.colnames).toEqual(['date', 'avg_temp_max', 'avg_temp_max__1 year ago']);
    const got = chronological(entry.data);
    expect(got.map((r) => r.date)).toEqual(expected.map((r) => epochMs(r.month)));
    got.forEach((r, i) => {
      expect(num(r.avg_temp_max)).toBeCloseTo(num(expected[i]?.now_t)!, 9);
      expect(num(r['avg_temp_max__1 year ago'])).toBeCloseTo(num(expected[i]?.prev_t)!, 9);
    });
    expect(entry.query.split(';\n\n')).toHaveLength(2);
  });

  it('compares a total without an x-axis with a shift, the range itself, and a start date', async () => {
    // The period-over-period big number: one aggregate row, joined with the same aggregate over
    // the earlier period under the offset the chart asked for.
    const total = (offset: string) =>
      query(t, weather, {
        columns: [],
        metrics: ['avg_temp_max'],
        filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: '2015-01-01 : 2015-07-01' }],
        time_range: 'No filter',
        time_offsets: [offset],
      });
    const average = async (from: string, to: string) =>
      num(
        (
          await duck.rows(`SELECT AVG(temp_max) AS t FROM main.seattle_weather
            WHERE date >= DATE '${from}' AND date < DATE '${to}'`)
        )[0]?.t,
      )!;
    const current = await average('2015-01-01', '2015-07-01');
    const cases: Array<[string, string, string]> = [
      ['1 year ago', '2014-01-01', '2014-07-01'],
      // 181 days, the range's own length.
      ['inherit', '2014-07-04', '2015-01-01'],
      ['2014-03-01', '2014-03-01', '2014-08-29'],
    ];
    for (const [offset, from, to] of cases) {
      const entry = await total(offset);
      expect(entry.colnames).toEqual(['avg_temp_max', `avg_temp_max__${offset}`]);
      expect(entry.data).toHaveLength(1);
      expect(num(entry.data[0]?.avg_temp_max)).toBeCloseTo(current, 9);
      expect(num(entry.data[0]?.[`avg_temp_max__${offset}`])).toBeCloseTo(
        await average(from, to),
        9,
      );
    }
  });

  it("compares within a TEMPORAL_RANGE filter's range when time_range is 'No filter'", async () => {
    // What the chart editor sends: its hidden legacy time control keeps 'No filter' while the
    // range lives in the adhoc TEMPORAL_RANGE filter on the x-axis.
    const entry = await query(t, flights, {
      columns: [{ ...monthAxis(), timeGrain: 'P1D' }],
      metrics: ['count'],
      filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: '2001-04-01 : 2001-04-15' }],
      time_range: 'No filter',
      time_offsets: ['1 week ago'],
    });
    const expected = await duck.rows(`
      WITH d AS (SELECT date_trunc('day', date) AS day, COUNT(*) AS n FROM main.flights GROUP BY 1)
      SELECT cur.day, cur.n AS now_n, prev.n AS prev_n
      FROM d cur LEFT JOIN d prev ON prev.day = cur.day - INTERVAL 7 DAY
      WHERE cur.day >= TIMESTAMP '2001-04-01' AND cur.day < TIMESTAMP '2001-04-15'
      ORDER BY cur.day`);
    expect(expected).toHaveLength(14);
    expect(entry.colnames).toEqual(['date', 'count', 'count__1 week ago']);
    const got = chronological(entry.data);
    expect(got.map((r) => r.date)).toEqual(expected.map((r) => epochMs(r.day)));
    expect(got.map((r) => [num(r.count), num(r['count__1 week ago'])])).toEqual(
      expected.map((r) => [num(r.now_n), num(r.prev_n)]),
    );
  });

  it('refuses a time comparison without an enclosed time range', async () => {
    const q = { columns: [monthAxis()], metrics: ['avg_temp_max'], time_offsets: ['1 year ago'] };
    expect(await refusedQuery(t, weather, q)).toContain('enclosed time range');
  });

  describe('result types', () => {
    const body = (resultType: string, q: Record<string, unknown> = {}) => ({
      datasource: { id: flights, type: 'table' },
      result_type: resultType,
      queries: [{ columns: ['origin'], metrics: ['count'], row_limit: 3, ...q }],
    });
    const one = async (resultType: string, q: Record<string, unknown> = {}) => {
      const res = await postChartData(t, body(resultType, q));
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { result: Row[] }).result[0] as Row;
    };

    it('results: the data only', async () => {
      const entry = await one('results');
      expect(Object.keys(entry).sort()).toEqual(
        ['colnames', 'coltypes', 'data', 'rowcount', 'sql_rowcount'].sort(),
      );
      expect(entry.rowcount).toBe(3);
    });

    it('query: the SQL, or the validation error', async () => {
      const entry = await one('query');
      expect(entry.language).toBe('sql');
      expect(String(entry.query)).toMatch(/flights/i);
      expect(String(entry.query)).toMatch(/LIMIT 3/i);
      const bad = await one('query', { columns: ['no_such_column'] });
      expect(bad.query).toBeNull();
      expect(String(bad.error)).toContain('no_such_column');
    });

    it('samples: every dataset column, raw rows, no time range', async () => {
      const entry = await one('samples', {
        filters: [{ col: 'origin', op: '==', val: 'SEA' }],
        time_range: '2001-01-01 : 2001-01-02',
        row_limit: 5,
      });
      expect(entry.colnames).toEqual(['date', 'delay', 'distance', 'origin', 'destination']);
      const rows = entry.data as Row[];
      expect(rows).toHaveLength(5);
      for (const row of rows) expect(row.origin).toBe('SEA');
      expect(entry.from_dttm).toBeNull();
    });

    it('drill_detail: raw rows in the time range, ordered by the first column', async () => {
      const entry = await one('drill_detail', {
        filters: [{ col: 'origin', op: '==', val: 'SEA' }],
        granularity: 'date',
        time_range: '2001-03-01 : 2001-03-02',
        row_limit: 20,
      });
      const expected = await duck.rows(`
        SELECT date FROM main.flights WHERE origin = 'SEA'
          AND date >= TIMESTAMP '2001-03-01' AND date < TIMESTAMP '2001-03-02'
        ORDER BY date LIMIT 20`);
      expect((entry.data as Row[]).map((r) => r.date)).toEqual(
        expected.map((r) => epochMs(r.date)),
      );
    });

    it('columns: the dataset columns with their types', async () => {
      const entry = await one('columns');
      expect(entry.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ column_name: 'date', dtype: 'TIMESTAMP' }),
          expect.objectContaining({ column_name: 'origin', dtype: 'VARCHAR' }),
        ]),
      );
      expect(entry.data).toHaveLength(5);
    });

    it('timegrains: the engine’s grains with their SQL', async () => {
      const entry = await one('timegrains');
      expect(entry.data).toContainEqual({
        name: 'Month',
        function: "DATE_TRUNC('month', {col})",
        duration: 'P1M',
      });
    });

    it('post_processed: the full payload', async () => {
      const entry = await one('post_processed');
      expect(entry.status).toBe('success');
      expect(entry.rowcount).toBe(3);
    });

    it('an unknown result type is a 400 naming it', async () => {
      const res = await postChartData(t, body('bogus'));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid result type: bogus');
      const perQuery = { columns: ['origin'], metrics: ['count'], result_type: 'nope' };
      expect(await refusedQuery(t, flights, perQuery)).toBe('Invalid result type: nope');
    });
  });

  it('refuses bad custom SQL with the guard’s message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          columns: ['origin'],
          metrics: [
            { expressionType: 'SQL', sqlExpression: '(SELECT COUNT(*) FROM users)', label: 'm' },
          ],
        },
        'Custom SQL fields cannot contain sub-queries.',
      ],
      [
        { columns: ['origin'], metrics: ['count'], extras: { where: '1 = 1; DROP TABLE flights' } },
        'Only one SQL expression is allowed',
      ],
      [
        {
          columns: ['origin'],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'version()', label: 'v' }],
        },
        'The function version is not allowed',
      ],
    ];
    for (const [q, message] of cases) expect(await refusedQuery(t, flights, q)).toBe(message);
  });

  it('names unknown columns and metrics, and unsupported post-processing, in a 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ columns: ['nope_col'], metrics: ['count'] }, 'nope_col'],
      [{ columns: ['origin'], metrics: ['nope_metric'] }, 'nope_metric'],
      [
        {
          columns: ['origin'],
          metrics: ['count'],
          post_processing: [{ operation: 'explode', options: {} }],
        },
        'explode',
      ],
    ];
    for (const [q, name] of cases) {
      expect(String(await refusedQuery(t, flights, q))).toContain(name);
    }
  });
});
