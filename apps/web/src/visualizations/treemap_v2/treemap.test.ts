import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';
import { transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { sampleEChartsTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';

const FORM_DATA: QueryFormData = {
  datasource: '3__table',
  viz_type: 'treemap_v2',
  groupby: ['genre', 'platform'],
  metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'sales' } },
  adhoc_filters: [],
  row_limit: 50,
  sort_by_metric: true,
  color_scheme: 'supersetColors',
};

const RESULT = queryResult({ genre: 'STRING', platform: 'STRING', 'SUM(sales)': 'NUMERIC' }, [
  { genre: 'Action', platform: 'PS4', 'SUM(sales)': 120 },
  { genre: 'Action', platform: 'PC', 'SUM(sales)': 40 },
  { genre: 'Puzzle', platform: 'PC', 'SUM(sales)': 25 },
  { genre: 'Puzzle', platform: 'Switch', 'SUM(sales)': 15 },
]);

const transform = sampleEChartsTransform(transformProps, {
  formData: FORM_DATA,
  queriesData: [RESULT],
});

describe('treemap buildQuery', () => {
  it('groups the metric by the dimensions, largest first', () => {
    const query = buildQuery({ ...FORM_DATA, columns: ['stale'] }).queries[0]!;
    expect(query.columns).toEqual(['genre', 'platform']);
    expect(query.metrics).toEqual([FORM_DATA.metric]);
    expect(query.orderby).toEqual([[FORM_DATA.metric, false]]);
    expect(query.row_limit).toBe(50);
    expect(buildQuery({ ...FORM_DATA, sort_by_metric: false }).queries[0]!.orderby).toEqual([]);
  });
});

describe('treemap transformProps', () => {
  it('nests rectangles with summed areas; descendants share their group colour', () => {
    const { series } = transform();
    expect(series.type).toBe('treemap');
    const [action, puzzle] = series.data as AnyRecord[];
    expect([action!.name, action!.value]).toEqual(['Action', 160]);
    expect([puzzle!.name, puzzle!.value]).toEqual(['Puzzle', 40]);
    expect(action!.itemStyle.color).toBe('#1FA8C9');
    expect(puzzle!.itemStyle.color).toBe('#454E7C');
    expect(puzzle!.children.map((c: AnyRecord) => [c.name, c.value, c.itemStyle.color])).toEqual([
      ['PC', 25, '#454E7C'],
      ['Switch', 15, '#454E7C'],
    ]);
  });

  it('labels by label type and toggles upper labels', () => {
    const { series } = transform();
    expect(series.label.formatter({ name: 'PC', value: 25 })).toBe('PC: 25');
    expect(series.upperLabel.show).toBe(true);
    const other = transform({ label_type: 'value', show_upper_labels: false, show_labels: false });
    expect(other.series.label.formatter({ name: 'PC', value: 2500 })).toBe('2.5k');
    expect(other.series.label.show).toBe(false);
    expect(other.series.upperLabel.show).toBe(false);
  });

  it('gives shares of the total and of the parent in the tooltip', () => {
    const { option } = transform();
    // PC under Action: 40 of 200 in all = 20 %, 40 of 160 in Action = 25 %.
    expect(option.tooltip.formatter({ data: { key: 'Action / PC' } })).toBe(
      '<b>Action / PC</b><br/>20.0% of total<br/>25.0% of Action<br/>SUM(sales): <b>40</b>',
    );
  });

  it('zooms on click in explore and cross filters where the host listens', () => {
    const explore = transform();
    expect(explore.series.nodeClick).toBe('zoomToNode');
    expect(explore.series.breadcrumb.show).toBe(true);
    const dashboard = transform(
      {},
      { hooks: { setDataMask: () => undefined }, filterState: { selectedValues: ['Puzzle'] } },
    );
    expect(dashboard.series.nodeClick).toBe(false);
    expect(dashboard.series.breadcrumb.show).toBe(false);
    expect(dashboard.props.crossFilter?.valuesByKey['Puzzle / Switch']).toEqual([
      'Puzzle',
      'Switch',
    ]);
    const [action, puzzle] = dashboard.series.data as AnyRecord[];
    expect(action!.itemStyle.colorAlpha).toBe(0.3);
    expect(puzzle!.itemStyle.colorAlpha).toBe(1);
  });
});
