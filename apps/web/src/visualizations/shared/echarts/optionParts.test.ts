import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { transformProps as lineTransformProps } from '../../echarts_timeseries_line/transformProps';
import { transformProps as pieTransformProps } from '../../pie/transformProps';
import { chartProps } from '../../timeseries/timeseriesFixtures';
import { optionPartsUsedBy } from './optionParts';

function lineParts(formData: Partial<QueryFormData> = {}) {
  return [...optionPartsUsedBy(lineTransformProps(chartProps(formData)).option)].sort();
}

function pieOption(formData: Partial<QueryFormData> = {}) {
  return pieTransformProps({
    formData: {
      datasource: '1__table',
      viz_type: 'pie',
      groupby: ['gender'],
      metric: 'count',
      ...formData,
    },
    queriesData: [
      {
        colnames: ['gender', 'count'],
        data: [
          { gender: 'girl', count: 3 },
          { gender: 'boy', count: 2 },
        ],
        rowcount: 2,
      },
    ],
    datasource: null,
    width: 400,
    height: 400,
    hooks: {},
    context: 'DASHBOARD',
  }).option;
}

describe('optionPartsUsedBy', () => {
  it('asks nothing beyond its series of a plain line chart', () => {
    expect(lineParts()).toEqual(['lineSeries']);
  });

  it('asks the data zoom of a zoomable chart', () => {
    expect(lineParts({ zoomable: true })).toEqual(['dataZoom', 'lineSeries']);
  });

  it('asks mark lines for events and mark areas for intervals', () => {
    const option = {
      series: [
        { type: 'line', data: [] },
        { type: 'line', data: [], markLine: { data: [{ xAxis: 1 }] } },
        { type: 'line', data: [], markArea: { data: [[{ xAxis: 1 }, { xAxis: 2 }]] } },
      ],
    };
    expect([...optionPartsUsedBy(option)].sort()).toEqual(['lineSeries', 'markArea', 'markLine']);
  });

  it('asks the graphic component only for a shown total', () => {
    expect(optionPartsUsedBy({ ...pieOption(), animation: false }).has('graphic')).toBe(false);
    expect(optionPartsUsedBy(pieOption({ show_total: true })).has('graphic')).toBe(true);
  });

  it('leaves series registered by their own chart types alone', () => {
    expect(optionPartsUsedBy({ series: [{ type: 'gauge' }], animation: false }).size).toBe(0);
  });

  it('takes a single series or component object as well as an array', () => {
    const option = { series: { type: 'bar', markLine: {} }, dataZoom: { type: 'inside' } };
    expect([...optionPartsUsedBy(option)].sort()).toEqual(['barSeries', 'dataZoom', 'markLine']);
  });

  it('does not count an empty data zoom list or graphic list', () => {
    expect(optionPartsUsedBy({ dataZoom: [], graphic: [] }).size).toBe(0);
  });

  describe('label layout', () => {
    it('is asked by an explicit labelLayout, animated or not', () => {
      const option = {
        animation: false,
        series: [{ type: 'bar', labelLayout: { hideOverlap: true } }],
      };
      expect(optionPartsUsedBy(option).has('labelLayout')).toBe(true);
    });

    it('is asked by animated labels: shown values, labelled series types, labelled items', () => {
      expect(lineParts({ show_value: true })).toContain('labelLayout');
      expect(lineParts({ show_value: false })).not.toContain('labelLayout');
      expect(optionPartsUsedBy(pieOption()).has('labelLayout')).toBe(true);
      const hiddenPieLabels = { series: [{ type: 'pie', label: { show: false } }] };
      expect(optionPartsUsedBy(hiddenPieLabels).has('labelLayout')).toBe(false);
      const labelledNode = { series: [{ type: 'graph', data: [{ label: { show: true } }] }] };
      expect(optionPartsUsedBy(labelledNode).has('labelLayout')).toBe(true);
    });

    it('is not asked when nothing animates, as on a dashboard', () => {
      expect(optionPartsUsedBy({ ...pieOption(), animation: false }).has('labelLayout')).toBe(
        false,
      );
      const stillSeries = { series: [{ type: 'funnel', animation: false }] };
      expect(optionPartsUsedBy(stillSeries).has('labelLayout')).toBe(false);
    });
  });
});
