import { format as d3Format } from 'd3-format';
import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../models/datasourceTypes';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { transformProps } from './transformProps';

const sumSales = {
  expressionType: 'SIMPLE' as const,
  aggregate: 'SUM' as const,
  column: { column_name: 'sales' },
};

function props(
  formData: Partial<QueryFormData>,
  result: ChartDataResult,
  datasource: DatasourceJson | null = null,
): ChartProps {
  return {
    formData: {
      datasource: '1__table',
      viz_type: 'big_number_total',
      metric: sumSales,
      ...formData,
    },
    queriesData: [result],
    datasource,
    width: 400,
    height: 200,
    hooks: {},
    context: 'DASHBOARD',
  };
}

const oneValue: ChartDataResult = {
  data: [{ 'SUM(sales)': 1234567 }],
  colnames: ['SUM(sales)'],
  coltypes: [0],
  rowcount: 1,
};

describe('big_number_total transformProps', () => {
  it('formats the value with SMART_NUMBER by default and carries the display settings', () => {
    const result = transformProps(
      props({ subheader: 'total sales', header_font_size: 0.5 }, oneValue),
    );
    expect(result.headerText).toBe('1.23M');
    expect(result.subheader).toBe('total sales');
    expect(result.headerFontSize).toBe(0.5);
    expect(result.subheaderFontSize).toBe(0.15);
    expect(result.trendline).toBeNull();
  });

  it("uses y_axis_format when set, else the saved metric's format", () => {
    expect(transformProps(props({ y_axis_format: ',d' }, oneValue)).headerText).toBe('1,234,567');
    const datasource = {
      metrics: [{ metric_name: 'revenue', d3format: '$,.2f' }],
    } as unknown as DatasourceJson;
    const revenue = { data: [{ revenue: 12.5 }], rowcount: 1 };
    const chartFormat = transformProps(
      props({ metric: 'revenue', y_axis_format: ',d' }, revenue, datasource),
    );
    expect(chartFormat.headerText).toBe(d3Format(',d')(12.5));
    const savedFormat = transformProps(props({ metric: 'revenue' }, revenue, datasource));
    expect(savedFormat.headerText).toBe(d3Format('$,.2f')(12.5));
  });

  it("writes the saved metric's currency with no chart setting", () => {
    const datasource = {
      metrics: [{ metric_name: 'revenue' }],
      currency_formats: { revenue: { symbol: 'USD', symbolPosition: 'prefix' } },
    } as unknown as DatasourceJson;
    const result = transformProps(
      props(
        { metric: 'revenue', y_axis_format: 'SMART_NUMBER' },
        { data: [{ revenue: 1234.5 }], rowcount: 1 },
        datasource,
      ),
    );
    expect(result.headerText).toBe(`$ ${d3Format('.3~s')(1234.5)}`);
  });

  it('lets the chart currency_format win, with the symbol after the number for a suffix', () => {
    const datasource = {
      metrics: [{ metric_name: 'revenue', d3format: '$,.2f' }],
      currency_formats: { revenue: { symbol: 'USD', symbolPosition: 'prefix' } },
    } as unknown as DatasourceJson;
    const result = transformProps(
      props(
        { metric: 'revenue', currency_format: { symbol: 'EUR', symbolPosition: 'suffix' } },
        { data: [{ revenue: 1234.5 }], rowcount: 1 },
        datasource,
      ),
    );
    // The saved d3 format applies without its "$", and the chart's euro replaces the dollar.
    expect(result.headerText).toBe(`${d3Format(',.2f')(1234.5)} €`);
    const adhoc = transformProps(
      props({ currency_format: { symbol: 'JPY', symbolPosition: 'prefix' } }, oneValue),
    );
    expect(adhoc.headerText).toBe(`¥ ${d3Format('.3~s')(1234567)}`);
  });

  it('reads numeric strings and shows No data for null', () => {
    expect(
      transformProps(props({}, { data: [{ 'SUM(sales)': '1500' }], rowcount: 1 })).headerText,
    ).toBe('1.5k');
    expect(
      transformProps(props({}, { data: [{ 'SUM(sales)': null }], rowcount: 1 })).headerText,
    ).toBe('No data');
  });

  it('formats temporal values and forced timestamps as dates', () => {
    const temporal = {
      data: [{ 'MAX(ds)': Date.UTC(2020, 4, 3) }],
      colnames: ['MAX(ds)'],
      coltypes: [2],
      rowcount: 1,
    };
    const maxDs = {
      expressionType: 'SIMPLE' as const,
      aggregate: 'MAX' as const,
      column: { column_name: 'ds' },
    };
    expect(
      transformProps(props({ metric: maxDs, time_format: '%Y-%m-%d' }, temporal)).headerText,
    ).toBe('2020-05-03');
    const forced = transformProps(
      props(
        { force_timestamp_formatting: true, time_format: '%Y' },
        { data: [{ 'SUM(sales)': Date.UTC(2019, 0, 1) }], rowcount: 1 },
      ),
    );
    expect(forced.headerText).toBe('2019');
  });

  it('colours the number by conditional formatting', () => {
    const rules = [
      { colorScheme: 'red', operator: '<', targetValue: 1000 },
      { colorScheme: 'green', operator: '≥', targetValue: 1000 },
    ];
    expect(transformProps(props({ conditional_formatting: rules }, oneValue)).headerColor).toBe(
      '#2E8B57',
    );
    const low = { data: [{ 'SUM(sales)': 10 }], rowcount: 1 };
    expect(transformProps(props({ conditional_formatting: rules }, low)).headerColor).toBe(
      '#E04355',
    );
    expect(transformProps(props({}, oneValue)).headerColor).toBeUndefined();
  });
});
