import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';
import { buildGraphNetwork, scaledSize } from './graphNetwork';
import { transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { sampleEChartsTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';

const FORM_DATA: QueryFormData = {
  datasource: '8__table',
  viz_type: 'graph_chart',
  source: 'caller',
  target: 'callee',
  metric: 'calls',
  adhoc_filters: [],
  row_limit: 1000,
};

const RESULT = queryResult(
  { caller: 'STRING', callee: 'STRING', team_from: 'STRING', team_to: 'STRING', calls: 'NUMERIC' },
  [
    { caller: 'web', callee: 'api', team_from: 'front', team_to: 'back', calls: 10 },
    { caller: 'api', callee: 'db', team_from: 'back', team_to: 'data', calls: 30 },
    { caller: 'cron', callee: 'db', team_from: 'back', team_to: 'data', calls: 0 },
    { caller: 'web', callee: 'cdn', team_from: 'front', team_to: 'front', calls: 5 },
  ],
);

const transform = sampleEChartsTransform(transformProps, {
  formData: FORM_DATA,
  queriesData: [RESULT],
});

describe('graph buildQuery', () => {
  it('groups the metric by the ends and their categories, each column once', () => {
    const query = buildQuery({
      ...FORM_DATA,
      source_category: 'team',
      target_category: 'team',
    }).queries[0]!;
    expect(query.columns).toEqual(['caller', 'callee', 'team']);
    expect(query.metrics).toEqual(['calls']);
  });
});

describe('graph network', () => {
  it('sums link values into nodes and skips empty links', () => {
    const network = buildGraphNetwork({
      rows: RESULT.data,
      source: 'caller',
      target: 'callee',
      metric: 'calls',
      nameOf: (_column, value) => String(value),
    });
    expect(network.nodes.map((node) => [node.name, node.value])).toEqual([
      ['web', 10 + 5],
      ['api', 10 + 30],
      ['db', 30],
      ['cdn', 5],
    ]);
    expect(network.links).toEqual([
      { source: '0', target: '1', value: 10 },
      { source: '1', target: '2', value: 30 },
      { source: '0', target: '3', value: 5 },
    ]);
    expect(network.categories).toEqual([]);
  });

  it('scales sizes from half to two and a half times the base', () => {
    expect(scaledSize(5, [5, 40], 20)).toBe(10);
    expect(scaledSize(40, [5, 40], 20)).toBe(50);
    // A quarter of the way: 0.25 * 40 + 10.
    expect(scaledSize(13.75, [5, 40], 20)).toBe(20);
    expect(scaledSize(7, [7, 7], 20)).toBe(10);
  });
});

describe('graph transformProps', () => {
  it('sizes nodes and links and labels nodes above the threshold', () => {
    const { series } = transform({ showSymbolThreshold: 10 });
    expect(series.type).toBe('graph');
    // Node values 15, 40, 30, 5 → sizes from 10 (5) to 50 (40).
    expect(series.data.map((node: AnyRecord) => node.symbolSize)).toEqual([
      10 + (10 / 35) * 40,
      50,
      10 + (25 / 35) * 40,
      10,
    ]);
    expect(series.data.map((node: AnyRecord) => node.label.show)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Link values 10, 30, 5 → widths from 1.5 to 7.5 with the base of 3.
    expect(series.links.map((link: AnyRecord) => link.lineStyle.width)).toEqual([
      1.5 + (5 / 25) * 6,
      7.5,
      1.5,
    ]);
    expect(series.data[0].itemStyle.color).toBe('#1FA8C9');
  });

  it('colours by category and lists categories in the legend', () => {
    const { option, series } = transform({
      source_category: 'team_from',
      target_category: 'team_to',
    });
    expect(series.categories.map((c: AnyRecord) => [c.name, c.itemStyle.color])).toEqual([
      ['front', '#1FA8C9'],
      ['back', '#454E7C'],
      ['data', '#5AC189'],
    ]);
    expect(series.data.map((node: AnyRecord) => node.category)).toEqual([
      'front',
      'back',
      'data',
      'front',
    ]);
    expect(option.legend).toMatchObject({ show: true, data: ['front', 'back', 'data'] });
    expect(transform().option.legend.show).toBe(false);
  });

  it('applies layout, forces and interaction settings', () => {
    const { series } = transform({
      layout: 'circular',
      edgeSymbol: 'circle,arrow',
      draggable: true,
      roam: 'move',
      selectedMode: 'multiple',
      repulsion: 2000,
      baseEdgeWidth: 2,
    });
    expect(series.layout).toBe('circular');
    expect(series.edgeSymbol).toEqual(['circle', 'arrow']);
    expect(series.edgeSymbolSize).toBe(4);
    expect(series.draggable).toBe(true);
    expect(series.roam).toBe('move');
    expect(series.selectedMode).toBe('multiple');
    expect(series.force).toMatchObject({ repulsion: 2000, gravity: 0.3, edgeLength: 400 });
    const defaults = transform().series;
    expect([defaults.layout, defaults.roam, defaults.selectedMode]).toEqual([
      'force',
      true,
      'single',
    ]);
    expect(defaults.edgeSymbol).toEqual(['none', 'arrow']);
  });

  it('names both ends of a link in its tooltip', () => {
    const { option } = transform();
    expect(
      option.tooltip.formatter({ dataType: 'edge', data: { source: '1', target: '2', value: 30 } }),
    ).toBe('<b>api &gt; db</b><br/>calls: <b>30</b>');
    expect(option.tooltip.formatter({ dataType: 'node', name: 'web', data: { value: 15 } })).toBe(
      '<b>web</b><br/>calls: <b>15</b>',
    );
  });
});
