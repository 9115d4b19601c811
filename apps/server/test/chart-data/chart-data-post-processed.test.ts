/**
 * The `post_processed` result type through the chart data API, on every metadata store: a pivot
 * table's result answered as the chart lays it out, in CSV (raw numbers) and JSON (formatted,
 * keyed by labels), checked against a pivot computed by hand from the seeded orders.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { chartData, seedOrders, type Json } from '../modules/row-level-security-fixtures';

const SUM = { expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' };
const FORM_DATA = {
  viz_type: 'pivot_table_v2',
  groupbyRows: ['region'],
  groupbyColumns: ['year'],
  metrics: [SUM],
  aggregateFunction: 'Sum',
  rowTotals: true,
  colTotals: true,
};
const QUERY = { columns: ['region', 'year'], metrics: [SUM], row_limit: 1000 };
const REGIONS = ['east', 'north', 'south', 'west'];
const YEARS = [2022, 2023, 2024];

/** The pivot by hand: amount = 1.5 × id for id 1..60, region by id % 4, year 2022 + id % 3. */
function handPivot(): { cells: number[][]; rowTotals: number[]; columnTotals: number[] } {
  const regionOf = (id: number) => ['north', 'south', 'east', 'west'][id % 4] as string;
  const cells = REGIONS.map(() => YEARS.map(() => 0));
  for (let id = 1; id <= 60; id++) {
    const row = cells[REGIONS.indexOf(regionOf(id))] as number[];
    const j = YEARS.indexOf(2022 + (id % 3));
    row[j] = (row[j] ?? 0) + 1.5 * id;
  }
  const rowTotals = cells.map((row) => row.reduce((a, b) => a + b, 0));
  const columnTotals = YEARS.map((_, j) => cells.reduce((a, row) => a + (row[j] ?? 0), 0));
  return { cells, rowTotals, columnTotals };
}

describe.each(await storeVariants())('post_processed chart data on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let orders: number;

  beforeAll(async () => {
    ({ orders } = await seedOrders(t));
  });

  it('answers the pivoted rows as CSV, equal to a hand-computed pivot', async () => {
    const res = await chartData(t, admin, orders, QUERY, {
      result_type: 'post_processed',
      result_format: 'csv',
      form_data: FORM_DATA,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(',total 2022,total 2023,total 2024,total Subtotal,Total (Sum)');
    const { cells, rowTotals, columnTotals } = handPivot();
    const grand = rowTotals.reduce((a, b) => a + b, 0);
    const expected = [
      ...REGIONS.map((region, i) => [
        region,
        ...(cells[i] as number[]),
        rowTotals[i] as number,
        rowTotals[i] as number,
      ]),
      ['Total (Sum)', ...columnTotals, grand, grand],
    ];
    expect(lines.slice(1).map((line) => line.split(','))).toEqual(
      expected.map((row) => row.map(String)),
    );
  });

  it('answers JSON keyed by column and row labels, with the label tuples', async () => {
    const res = await chartData(t, admin, orders, QUERY, {
      result_type: 'post_processed',
      form_data: { ...FORM_DATA, valueFormat: '.1f', colTotals: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (res.json() as { result: Json[] }).result[0] as Json;
    expect(entry.colnames).toEqual([
      ['total', 2022],
      ['total', 2023],
      ['total', 2024],
      ['total', 'Subtotal'],
      ['Total (Sum)', ''],
    ]);
    expect(entry.indexnames).toEqual(REGIONS.map((r) => [r]));
    expect(entry.rowcount).toBe(4);
    const { cells, rowTotals } = handPivot();
    const data = entry.data as Record<string, Record<string, string>>;
    REGIONS.forEach((region, i) => {
      YEARS.forEach((year, j) => {
        expect(data[`total ${year}`]?.[region]).toBe((cells[i]?.[j] as number).toFixed(1));
      });
      expect(data['Total (Sum)']?.[region]).toBe((rowTotals[i] as number).toFixed(1));
    });
  });

  it('takes the form data of the saved chart when the request has none', async () => {
    const chart = await t.post('/api/v1/chart/', admin, {
      slice_name: 'Orders pivot',
      viz_type: 'pivot_table_v2',
      datasource_id: orders,
      datasource_type: 'table',
      params: JSON.stringify(FORM_DATA),
      query_context: JSON.stringify({
        datasource: { id: orders, type: 'table' },
        queries: [QUERY],
      }),
    });
    expect(chart.statusCode, chart.body).toBe(201);
    const id = (chart.json() as { id: number }).id;
    const res = await t.get(`/api/v1/chart/${id}/data/?type=post_processed&format=csv`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(',total 2022,total 2023,total 2024,total Subtotal,Total (Sum)');
    expect(lines.map((line) => line.split(',')[0])).toEqual(['', ...REGIONS, 'Total (Sum)']);
  });

  it('gives other charts the full result unchanged', async () => {
    const res = await chartData(t, admin, orders, QUERY, {
      result_type: 'post_processed',
      form_data: { viz_type: 'echarts_timeseries_bar' },
    });
    const entry = (res.json() as { result: Json[] }).result[0] as Json;
    expect(entry.colnames).toEqual(['region', 'year', 'total']);
    expect((entry.data as Json[]).length).toBe(12);
  });
});
