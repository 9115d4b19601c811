import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { sampleEChartsTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';
import { transformProps } from './transformProps';

const ROWS = [
  { origin: 'SFO', destination: 'LAX', count: 30 },
  { origin: 'LAX', destination: 'SFO', count: 20 },
  { origin: 'SFO', destination: 'JFK', count: 10 },
  { origin: 'JFK', destination: 'LAX', count: 5 },
  { origin: 'SFO', destination: 'LAX', count: 4 },
  { origin: 'BOS', destination: null, count: 0 },
];

const transform = sampleEChartsTransform(transformProps, {
  formData: {
    datasource: '2__table',
    viz_type: 'chord',
    groupby: ['origin'],
    columns: ['destination'],
    metric: 'count',
    y_axis_format: ',d',
  },
  queriesData: [queryResult({ origin: 'STRING', destination: 'STRING', count: 'NUMERIC' }, ROWS)],
});

describe('chord transformProps', () => {
  it('makes one arc per value, in name order, and one ribbon per positive pair', () => {
    const { series } = transform();
    expect(series.type).toBe('chord');
    expect(series.data.map((node: AnyRecord) => node.name)).toEqual(['JFK', 'LAX', 'SFO']);
    expect(series.links).toEqual([
      // SFO → LAX appears twice: 30 + 4.
      { source: 'SFO', target: 'LAX', value: 34 },
      { source: 'LAX', target: 'SFO', value: 20 },
      { source: 'SFO', target: 'JFK', value: 10 },
      { source: 'JFK', target: 'LAX', value: 5 },
    ]);
    expect(series.lineStyle.color).toBe('source');
  });

  it("totals a value's sent and received flows in its tooltip", () => {
    const { option } = transform();
    // SFO sends 34 + 10 and receives 20.
    expect(option.tooltip.formatter({ dataType: 'node', name: 'SFO' })).toBe(
      '<b>SFO</b><br/>count: <b>64</b>',
    );
    expect(
      option.tooltip.formatter({
        dataType: 'edge',
        data: { source: 'JFK', target: 'LAX', value: 5 },
      }),
    ).toBe('<b>JFK → LAX</b><br/>count: <b>5</b>');
  });

  it('keeps the raw values of each ribbon for drilling', () => {
    const { props } = transform();
    expect(props.drill.source).toBe('origin');
    expect(props.drill.links[0]).toEqual({ sourceValue: 'SFO', targetValue: 'LAX' });
  });
});
