/**
 * Series limits through POST /api/v1/chart/data on the example data: a chart limited to 10
 * series shows the top 10 by the metric, however a client spells the limit, each checked
 * against hand-written SQL run directly on the examples DuckDB file.
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
  query,
  type Row,
} from './chart-data-fixtures';

const monthAxis = () => xAxisColumn('date', 'P1M');

describe('chart data series limits', () => {
  let t: TestApp;
  let duck: Awaited<ReturnType<typeof openExamples>>;
  let flights: number;

  beforeAll(async () => {
    t = await exampleApp();
    duck = await openExamples(t.dataDir);
    flights = await datasetId(t, 'flights');
  });

  afterAll(async () => {
    duck?.close();
    await t?.dispose();
  });

  it('limits series to the top 10 by the metric as Superset clients send the limit', async () => {
    // Superset's chart clients send the form's series limit as `timeseries_limit` beside
    // `series_limit: 0`, and time-series queries with `series_columns: []`: the limit still holds.
    const gapminder = await datasetId(t, 'gapminder');
    const ranking = await duck.rows(`
      SELECT country, SUM(pop) AS total FROM main.gapminder GROUP BY country
      ORDER BY total DESC, country LIMIT 11`);
    expect(num(ranking[9]?.total)).toBeGreaterThan(num(ranking[10]?.total)!);
    const top = new Set(ranking.slice(0, 10).map((r) => String(r.country)));
    const xAxis = { columns: [xAxisColumn('year_date', 'P1Y'), 'country'] };
    // The legacy time-series shape: the time column as granularity, only the groups as columns.
    const legacy = {
      columns: ['country'],
      granularity: 'year_date',
      extras: { time_grain_sqla: 'P1Y' },
      is_timeseries: true,
    };
    for (const shape of [
      { ...xAxis, series_columns: ['country'], series_limit: 0, timeseries_limit: 10 },
      { ...legacy, series_columns: [], series_limit: 0, timeseries_limit: 10 },
      { ...legacy, series_columns: [], timeseries_limit: 10 },
    ]) {
      const entry = await query(t, gapminder, {
        metrics: ['total_population'],
        orderby: [['total_population', false]],
        order_desc: true,
        time_range: 'No filter',
        row_limit: 10000,
        ...shape,
      });
      expect(new Set(entry.data.map((r) => String(r.country))), JSON.stringify(shape)).toEqual(top);
    }
  });

  it('limits series to the top 10 destinations by count', async () => {
    const entry = await query(t, flights, {
      columns: [monthAxis(), 'destination'],
      metrics: ['count'],
      series_columns: ['destination'],
      series_limit: 10,
      series_limit_metric: 'count',
      order_desc: true,
      time_range: 'No filter',
      row_limit: 10000,
    });
    const ranking = await duck.rows(`
      SELECT destination, COUNT(*) AS n FROM main.flights GROUP BY destination
      ORDER BY n DESC, destination LIMIT 11`);
    // The 10th and 11th destinations differ, so the top 10 is well defined.
    expect(num(ranking[9]?.n)).toBeGreaterThan(num(ranking[10]?.n)!);
    const top = ranking.slice(0, 10).map((r) => String(r.destination));
    const expected = await duck.rows(
      `SELECT date_trunc('month', date) AS month, destination, COUNT(*) AS n FROM main.flights
       WHERE destination IN (${top.map((d) => `'${d}'`).join(', ')})
       GROUP BY 1, 2`,
    );
    expect(new Set(entry.data.map((r) => r.destination))).toEqual(new Set(top));
    expect(entry.rowcount).toBe(expected.length);
    const key = (r: Row, x: unknown) => `${String(r.destination)}|${String(x)}`;
    const got = new Map(entry.data.map((r) => [key(r, r.date), num(r.count)]));
    for (const row of expected) expect(got.get(key(row, epochMs(row.month)))).toBe(num(row.n));
  });
});
