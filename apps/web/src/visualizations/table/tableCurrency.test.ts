import { format as d3Format } from 'd3-format';
import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../models/datasourceTypes';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { transformProps } from './transformProps';

const datasource = {
  id: 3,
  table_name: 'stocks',
  verbose_map: {},
  columns: [],
  metrics: [
    { metric_name: 'avg_price', d3format: ',.2f' },
    { metric_name: 'volume', d3format: ',d' },
  ],
  currency_formats: { avg_price: { symbol: 'USD', symbolPosition: 'prefix' } },
} as unknown as DatasourceJson;

const result: ChartDataResult = {
  data: [{ ticker: 'ACME', avg_price: 1234.5, volume: 98765, shares: 1500 }],
  colnames: ['ticker', 'avg_price', 'volume', 'shares'],
  coltypes: [1, 0, 0, 0],
  rowcount: 1,
};

function formatted(formData: Partial<QueryFormData> = {}): Record<string, string> {
  const props: ChartProps = {
    formData: {
      datasource: '3__table',
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['ticker', 'shares'],
      metrics: ['avg_price', 'volume'],
      ...formData,
    },
    queriesData: [result],
    datasource,
    width: 600,
    height: 300,
    hooks: {},
    context: 'EXPLORE',
  };
  const { columns, data } = transformProps(props);
  const row = data[0]!;
  return Object.fromEntries(columns.map((column) => [column.key, column.format(row[column.key])]));
}

describe('table currencies', () => {
  it('writes a metric in its saved currency and format; others stay plain numbers', () => {
    const cells = formatted();
    expect(cells.avg_price).toBe(`$ ${d3Format(',.2f')(1234.5)}`);
    expect(cells.volume).toBe(d3Format(',d')(98765));
    expect(cells.shares).toBe('1500');
  });

  it("lets a column's own number format and currency win", () => {
    const cells = formatted({
      column_config: {
        avg_price: {
          d3NumberFormat: '$.3s',
          currencyFormat: { symbol: 'EUR', symbolPosition: 'suffix' },
        },
        shares: { currencyFormat: { symbol: 'JPY', symbolPosition: 'prefix' } },
      },
    });
    expect(cells.avg_price).toBe(`${d3Format('.3s')(1234.5)} €`);
    expect(cells.shares).toBe(`¥ ${d3Format('.3~s')(1500)}`);
  });
});
