import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';
import { buildTree } from './treeNodes';
import { missingRootMessage, transformProps } from './transformProps';
import { sampleEChartsTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';

const FORM_DATA: QueryFormData = {
  datasource: '4__table',
  viz_type: 'tree_chart',
  id: 'emp_id',
  parent: 'manager_id',
  name: 'emp_name',
  metric: 'headcount',
  adhoc_filters: [],
  row_limit: 1000,
};

// Ids as numbers, parents as text: they still match.
const ROWS = [
  { emp_id: 1, manager_id: null, emp_name: 'Ada', headcount: 5 },
  { emp_id: 2, manager_id: '1', emp_name: 'Bob', headcount: 2 },
  { emp_id: 3, manager_id: '1', emp_name: 'Cy', headcount: 2 },
  { emp_id: 4, manager_id: '2', emp_name: 'Di', headcount: 1 },
];

const RESULT = queryResult(
  { emp_id: 'NUMERIC', manager_id: 'STRING', emp_name: 'STRING', headcount: 'NUMERIC' },
  ROWS,
);

const transform = sampleEChartsTransform(transformProps, {
  formData: FORM_DATA,
  queriesData: [RESULT],
});

const tree = (rows: Array<Record<string, unknown>>, rootNodeId?: string) =>
  buildTree({
    rows,
    id: 'emp_id',
    parent: 'manager_id',
    name: 'emp_name',
    metric: 'headcount',
    rootNodeId,
    virtualRootName: 'root',
  });

describe('tree buildQuery', () => {
  it('asks for id, parent, name and the metric', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.columns).toEqual(['emp_id', 'manager_id', 'emp_name']);
    expect(query.metrics).toEqual(['headcount']);
    expect(buildQuery({ ...FORM_DATA, name: null, metric: undefined }).queries[0]!.metrics).toEqual(
      [],
    );
  });
});

describe('buildTree', () => {
  it('grows the tree from the node without a parent', () => {
    expect(tree(ROWS)).toEqual({
      name: 'Ada',
      value: 5,
      children: [
        { name: 'Bob', value: 2, children: [{ name: 'Di', value: 1, children: [] }] },
        { name: 'Cy', value: 2, children: [] },
      ],
    });
  });

  it('starts from the root node id', () => {
    expect(tree(ROWS, '2')).toEqual({
      name: 'Bob',
      value: 2,
      children: [{ name: 'Di', value: 1, children: [] }],
    });
    expect(tree(ROWS, '99')).toBeNull();
  });

  it('puts several top-level nodes under a virtual root and survives loops', () => {
    const rows = [
      { emp_id: 'a', manager_id: null, emp_name: 'A' },
      { emp_id: 'b', manager_id: 'gone', emp_name: 'B' },
      // c and d are each other's parent: unreachable, left out.
      { emp_id: 'c', manager_id: 'd', emp_name: 'C' },
      { emp_id: 'd', manager_id: 'c', emp_name: 'D' },
      // A repeated id keeps its first row.
      { emp_id: 'a', manager_id: 'b', emp_name: 'A again' },
    ];
    expect(tree(rows)).toEqual({
      name: 'root',
      children: [
        { name: 'A', children: [] },
        { name: 'B', children: [] },
      ],
    });
  });

  it('copes with a long chain of parents', () => {
    const rows = Array.from({ length: 20000 }, (_, index) => ({
      emp_id: index,
      manager_id: index === 0 ? null : index - 1,
      emp_name: `n${index}`,
    }));
    let depth = 0;
    for (let node = tree(rows); node?.children[0]; node = node.children[0]) depth += 1;
    expect(depth).toBe(19999);
  });
});

describe('tree transformProps', () => {
  it('applies layout, orientation, labels and symbols', () => {
    const { series } = transform({
      orient: 'TB',
      node_label_position: 'top',
      child_label_position: 'right',
      symbol: 'diamond',
      symbolSize: 11,
      roam: 'scale',
      emphasis: 'ancestor',
    });
    expect(series.type).toBe('tree');
    expect(series.data[0].name).toBe('Ada');
    expect(series.layout).toBe('orthogonal');
    expect(series.orient).toBe('TB');
    expect(series.label.position).toBe('top');
    expect(series.leaves.label.position).toBe('right');
    expect(series.symbol).toBe('diamond');
    expect(series.symbolSize).toBe(11);
    expect(series.roam).toBe('scale');
    expect(series.emphasis.focus).toBe('ancestor');
    const radial = transform({ layout: 'radial', orient: 'TB' }).series;
    expect(radial.layout).toBe('radial');
    expect(radial.orient).toBeUndefined();
    expect(transform().series.roam).toBe(false);
  });

  it('shows the metric in the tooltip', () => {
    const { option } = transform();
    expect(option.tooltip.formatter({ name: 'Bob', value: 2000 })).toBe(
      '<b>Bob</b><br/>headcount: <b>2k</b>',
    );
  });

  it('fails clearly when the root node id names no node', () => {
    expect(() => transform({ root_node_id: '42' })).toThrow(missingRootMessage('42'));
  });
});
