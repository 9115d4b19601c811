import { describe, expect, it } from 'vitest';
import type { QueryPayload } from '../query-payload';
import { applyClientProcessing, type DatasetLabels } from './client-processing';

const TEMPORAL = 2;

/** A `full` entry as the pipeline builds it: region × year, SUM(amount) and a day column. */
function payload(): QueryPayload {
  return {
    data: [
      { region: 'north', year: 2023, sum_amount: 1000, day: Date.UTC(2023, 0, 1) },
      { region: 'north', year: 2024, sum_amount: 2500, day: Date.UTC(2024, 0, 1) },
      { region: 'south', year: 2023, sum_amount: 0.5, day: Date.UTC(2023, 0, 1) },
    ],
    colnames: ['region', 'year', 'sum_amount', 'day'],
    coltypes: [1, 0, 0, TEMPORAL],
    rowcount: 3,
    sql_rowcount: 3,
    applied_row_limit: null,
    query: 'SELECT ...',
    applied_filters: [],
    rejected_filters: [],
    annotation_data: {},
    from_dttm: null,
    to_dttm: null,
    label_map: {},
    queried_dttm: '2024-01-01T00:00:00',
    is_cached: false,
    cached_dttm: null,
    cache_key: 'k',
    cache_timeout: 60,
    error: null,
    status: 'success',
    stacktrace: null,
    result_format: 'json',
  };
}

const LABELS: DatasetLabels = {
  columns: [{ column_name: 'region', verbose_name: 'Region' }],
  metrics: [{ metric_name: 'sum_amount', verbose_name: 'Amount', d3format: null }],
};

const PIVOT = {
  viz_type: 'pivot_table_v2',
  groupbyRows: ['region'],
  groupbyColumns: ['year'],
  metrics: ['sum_amount'],
  aggregateFunction: 'Sum',
  rowTotals: true,
};

describe('applyClientProcessing: pivot_table_v2', () => {
  it('answers JSON as {column: {row: formatted value}} with the label tuples', () => {
    const out = applyClientProcessing(payload(), PIVOT, 'json', LABELS);
    // Hand pivot: north 1000 | 2500 | total 3500; south 0.5 | - | total 0.5.
    expect(out.colnames).toEqual([
      ['Amount', 2023],
      ['Amount', 2024],
      ['Amount', 'Subtotal'],
      ['Total (Sum)', ''],
    ]);
    expect('indexnames' in out && out.indexnames).toEqual([['north'], ['south']]);
    expect(out.rowcount).toBe(2);
    expect(out.data).toEqual({
      'Amount 2023': { north: '1k', south: '0.5' },
      'Amount 2024': { north: '2.5k', south: null },
      'Amount Subtotal': { north: '3.5k', south: '0.5' },
      'Total (Sum)': { north: '3.5k', south: '0.5' },
    });
    expect(out.coltypes).toEqual([1, 1, 1, 1]);
    // The rest of the full entry stays.
    expect(out.cache_key).toBe('k');
  });

  it('uses the chart value format, overridden per metric', () => {
    const out = applyClientProcessing(
      payload(),
      { ...PIVOT, rowTotals: false, valueFormat: ',.2f', columnFormats: { sum_amount: '.1%' } },
      'json',
      LABELS,
    );
    expect(out.data).toEqual({
      'Amount 2023': { north: '100000.0%', south: '50.0%' },
      'Amount 2024': { north: '250000.0%', south: null },
    });
    const plain = applyClientProcessing(
      payload(),
      { ...PIVOT, rowTotals: false, valueFormat: ',.2f' },
      'json',
      LABELS,
    );
    expect((plain.data as Record<string, Record<string, unknown>>)['Amount 2023']).toEqual({
      north: '1,000.00',
      south: '0.50',
    });
  });

  it('answers CSV rows with the row labels first and raw numbers', () => {
    const out = applyClientProcessing(payload(), { ...PIVOT, colTotals: true }, 'csv', LABELS);
    expect(out.colnames).toEqual([
      '',
      'Amount 2023',
      'Amount 2024',
      'Amount Subtotal',
      'Total (Sum)',
    ]);
    expect(out.data).toEqual([
      {
        '': 'north',
        'Amount 2023': 1000,
        'Amount 2024': 2500,
        'Amount Subtotal': 3500,
        'Total (Sum)': 3500,
      },
      {
        '': 'south',
        'Amount 2023': 0.5,
        'Amount 2024': null,
        'Amount Subtotal': 0.5,
        'Total (Sum)': 0.5,
      },
      {
        '': 'Total (Sum)',
        'Amount 2023': 1000.5,
        'Amount 2024': 2500,
        'Amount Subtotal': 3500.5,
        'Total (Sum)': 3500.5,
      },
    ]);
    expect(out.coltypes).toEqual([1, 0, 0, 0, 0]);
  });

  it('writes one CSV column per row level, named after it', () => {
    const out = applyClientProcessing(
      payload(),
      { ...PIVOT, groupbyRows: ['region', 'year'], groupbyColumns: [], rowTotals: false },
      'csv',
      LABELS,
    );
    expect(out.colnames).toEqual(['Region', 'year', 'Amount']);
    expect(out.data).toEqual([
      { Region: 'north', year: 2023, Amount: 1000 },
      { Region: 'north', year: 2024, Amount: 2500 },
      { Region: 'south', year: 2023, Amount: 0.5 },
    ]);
  });
});

describe('applyClientProcessing: table and other charts', () => {
  it('formats metric columns in JSON and keeps positions as row labels', () => {
    const out = applyClientProcessing(
      payload(),
      { viz_type: 'table', metrics: ['sum_amount'], groupby: ['region', 'year'] },
      'json',
      LABELS,
    );
    expect(out.colnames).toEqual(['Region', 'year', 'Amount', 'day']);
    expect('indexnames' in out && out.indexnames).toEqual([0, 1, 2]);
    const data = out.data as Record<string, Record<string, unknown>>;
    expect(data.Amount).toEqual({ '0': '1k', '1': '2.5k', '2': '0.5' });
    // Not a metric and no format: left as is.
    expect(data.year).toEqual({ '0': 2023, '1': 2024, '2': 2023 });
  });

  it('keeps rows and types for a table CSV, renamed to verbose names', () => {
    const out = applyClientProcessing(
      payload(),
      { viz_type: 'table', metrics: ['sum_amount'] },
      'csv',
      LABELS,
    );
    expect(out.colnames).toEqual(['Region', 'year', 'Amount', 'day']);
    expect(out.coltypes).toEqual([1, 0, 0, TEMPORAL]);
    expect((out.data as Record<string, unknown>[])[0]).toEqual({
      Region: 'north',
      year: 2023,
      Amount: 1000,
      day: Date.UTC(2023, 0, 1),
    });
  });

  it('leaves other charts untouched', () => {
    const full = payload();
    expect(applyClientProcessing(full, { viz_type: 'pie' }, 'json', LABELS)).toBe(full);
  });
});
