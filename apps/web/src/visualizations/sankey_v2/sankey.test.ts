import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { buildFlows, findLoop, type FlowLink } from '../shared/flows/flowLinks';
import { loopMessage, transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { chartPropsOf, readEChartsProps } from '../shared/testing/chartPropsFixture';

const FORM_DATA: QueryFormData = {
  datasource: '2__table',
  viz_type: 'sankey_v2',
  source: 'from_stage',
  target: 'to_stage',
  metric: 'users',
  adhoc_filters: [],
  row_limit: 500,
  sort_by_metric: true,
};

function result(data: Array<Record<string, unknown>>): ChartDataResult {
  return {
    colnames: ['from_stage', 'to_stage', 'users'],
    coltypes: [1, 1, 0],
    data,
    rowcount: data.length,
  };
}

const FLOWS = result([
  { from_stage: 'Visit', to_stage: 'Signup', users: 60 },
  { from_stage: 'Visit', to_stage: 'Leave', users: 40 },
  { from_stage: 'Signup', to_stage: 'Buy', users: 15 },
  { from_stage: 'Ad', to_stage: 'Signup', users: 20 },
  { from_stage: 'Ad', to_stage: null, users: 0 },
]);

function transform(data: ChartDataResult = FLOWS, formData: Partial<QueryFormData> = {}) {
  return readEChartsProps(transformProps(chartPropsOf({ ...FORM_DATA, ...formData }, [data])));
}

function link(source: string, target: string): FlowLink {
  return { source, target, value: 1, sourceValue: source, targetValue: target };
}

describe('sankey buildQuery', () => {
  it('groups the metric by source and target, largest first', () => {
    const query = buildQuery({ ...FORM_DATA, groupby: ['stale'] }).queries[0]!;
    expect(query.columns).toEqual(['from_stage', 'to_stage']);
    expect(query.metrics).toEqual(['users']);
    expect(query.orderby).toEqual([['users', false]]);
    expect(query.row_limit).toBe(500);
  });
});

describe('sankey flows', () => {
  it("sums repeated pairs and totals each node's inflow and outflow", () => {
    const flows = buildFlows({
      rows: [...FLOWS.data, { from_stage: 'Visit', to_stage: 'Signup', users: 5 }],
      source: 'from_stage',
      target: 'to_stage',
      metric: 'users',
      nameOf: (_column, value) => String(value),
    });
    expect(flows.nodes).toEqual(['Visit', 'Signup', 'Leave', 'Buy', 'Ad']);
    expect(flows.links.map((l) => [l.source, l.target, l.value])).toEqual([
      ['Visit', 'Signup', 65],
      ['Visit', 'Leave', 40],
      ['Signup', 'Buy', 15],
      ['Ad', 'Signup', 20],
    ]);
    expect(flows.inflow.get('Signup')).toBe(65 + 20);
    expect(flows.outflow.get('Visit')).toBe(65 + 40);
  });

  it('finds a link that closes a loop', () => {
    expect(findLoop([link('a', 'b'), link('b', 'c'), link('a', 'c')])).toBeNull();
    expect(findLoop([link('a', 'b'), link('b', 'c'), link('c', 'a')])).toEqual(link('c', 'a'));
    expect(findLoop([link('x', 'x')])).toEqual(link('x', 'x'));
  });
});

describe('sankey transformProps', () => {
  it('makes one node per value and one link per positive flow', () => {
    const { series } = transform();
    expect(series.type).toBe('sankey');
    expect(series.data.map((node: AnyRecord) => node.name)).toEqual([
      'Visit',
      'Signup',
      'Leave',
      'Buy',
      'Ad',
    ]);
    expect(series.data[0].itemStyle.color).toBe('#1FA8C9');
    expect(series.links).toHaveLength(4);
    expect(series.lineStyle.color).toBe('source');
  });

  it('explains flows and nodes in the tooltip', () => {
    const { option } = transform();
    // Visit → Signup: 60 of Visit's 100 out, 60 of the 60 + 20 flowing into Signup.
    expect(
      option.tooltip.formatter({
        dataType: 'edge',
        data: { source: 'Visit', target: 'Signup', value: 60 },
      }),
    ).toBe(
      '<b>Visit → Signup</b><br/>users: <b>60</b><br/>60.0% of the flow out of Visit<br/>75.0% of the flow into Signup',
    );
    expect(option.tooltip.formatter({ dataType: 'node', name: 'Signup' })).toBe(
      '<b>Signup</b><br/>Incoming: <b>80</b><br/>Outgoing: <b>15</b>',
    );
  });

  it('fails with a clear message when the flows loop', () => {
    const looping = result([
      { from_stage: 'A', to_stage: 'B', users: 1 },
      { from_stage: 'B', to_stage: 'A', users: 1 },
    ]);
    expect(() => transform(looping)).toThrow(loopMessage('B', 'A'));
    expect(loopMessage('B', 'A')).toBe(
      "There is a loop in your Sankey, please provide a tree. Here's a faulty link: B -> A",
    );
  });

  it('keeps raw values of each link for drilling', () => {
    const { props } = transform(result([{ from_stage: null, to_stage: 'B', users: 3 }]));
    expect(props.drill).toEqual({
      source: 'from_stage',
      target: 'to_stage',
      links: [{ sourceValue: null, targetValue: 'B' }],
    });
  });
});
