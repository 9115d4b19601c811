import { describe, expect, it } from 'vitest';
import {
  exploreQueryString,
  isStandaloneExplore,
  linkFormData,
  parseExploreUrl,
} from './exploreUrl';

describe('parseExploreUrl', () => {
  it('reads a saved chart', () => {
    expect(parseExploreUrl('?slice_id=12')).toEqual({ savedChartId: 12 });
  });

  it('reads a dataset with its type, defaulting to table', () => {
    expect(parseExploreUrl('?datasource_id=3&datasource_type=table')).toEqual({
      datasourceId: 3,
      datasourceType: 'table',
    });
    expect(parseExploreUrl('?dataset_id=3')).toEqual({ datasourceId: 3, datasourceType: 'table' });
  });

  it('reads the legacy form_data and datasource parameters', () => {
    expect(parseExploreUrl(`?form_data=${encodeURIComponent('{"slice_id":7}')}`)).toEqual({
      savedChartId: 7,
      formData: '{"slice_id":7}',
    });
    expect(parseExploreUrl('?datasource=5__table&viz_type=pie')).toEqual({
      datasourceId: 5,
      datasourceType: 'table',
      vizType: 'pie',
    });
  });

  it('reads form data keys and permalinks', () => {
    expect(parseExploreUrl('?form_data_key=abc&slice_id=2')).toEqual({
      formDataKey: 'abc',
      savedChartId: 2,
    });
    expect(parseExploreUrl('', 'xyz')).toEqual({ permalinkKey: 'xyz' });
  });

  it("carries a link's inline form data to the server, with the dataset it names", () => {
    const text = JSON.stringify({
      datasource: '5__table',
      viz_type: 'table',
      metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'delay' } }],
      groupby: ['origin'],
    });
    expect(parseExploreUrl(`?form_data=${encodeURIComponent(text)}`)).toEqual({
      datasourceId: 5,
      datasourceType: 'table',
      vizType: 'table',
      formData: text,
    });
    const byIds = JSON.stringify({ datasource_id: 5, datasource_type: 'table', viz_type: 'pie' });
    expect(parseExploreUrl(`?form_data=${encodeURIComponent(byIds)}`)).toEqual({
      datasourceId: 5,
      datasourceType: 'table',
      vizType: 'pie',
      formData: byIds,
    });
    const withoutType = JSON.stringify({ datasource_id: '8', viz_type: 'pie' });
    expect(parseExploreUrl(`?form_data=${encodeURIComponent(withoutType)}`)).toMatchObject({
      datasourceId: 8,
      datasourceType: 'table',
    });
  });

  it('opens the chart beside form data that names no dataset', () => {
    const text = '{"viz_type":"pie","metric":"count"}';
    expect(parseExploreUrl(`?slice_id=3&form_data=${encodeURIComponent(text)}`)).toEqual({
      savedChartId: 3,
      vizType: 'pie',
      formData: text,
    });
    expect(
      parseExploreUrl(`?form_data_key=abc&slice_id=3&form_data=${encodeURIComponent(text)}`),
    ).toEqual({ formDataKey: 'abc', savedChartId: 3, vizType: 'pie', formData: text });
  });

  it('still opens the chart or dataset beside form data that is not a JSON object', () => {
    expect(parseExploreUrl('?slice_id=3&form_data=%7B%22viz_type%22')).toEqual({
      savedChartId: 3,
      formData: '{"viz_type"',
    });
    expect(parseExploreUrl('?datasource_id=4&form_data=[1]')).toEqual({
      datasourceId: 4,
      datasourceType: 'table',
      formData: '[1]',
    });
  });

  it('answers null when nothing says what to open', () => {
    expect(parseExploreUrl('')).toBeNull();
    expect(parseExploreUrl('?slice_id=abc')).toBeNull();
    expect(parseExploreUrl('?slice_id=-1&form_data=not-json')).toBeNull();
    expect(parseExploreUrl('?datasource=garbage')).toBeNull();
  });
});

describe('linkFormData', () => {
  it("reads the link's form data, null when it is not a JSON object", () => {
    expect(linkFormData('?form_data=%7B%22a%22%3A1%7D')).toEqual({
      text: '{"a":1}',
      value: { a: 1 },
    });
    expect(linkFormData('?form_data=%7B%22a%22')).toEqual({ text: '{"a"', value: null });
    expect(linkFormData('?form_data=[1]')).toEqual({ text: '[1]', value: null });
    expect(linkFormData('?slice_id=2')).toBeNull();
    expect(linkFormData('?form_data=')).toBeNull();
  });
});

describe('standalone explore', () => {
  it('is on for any standalone value but 0 or false', () => {
    expect(isStandaloneExplore('?slice_id=3&standalone=true')).toBe(true);
    expect(isStandaloneExplore('?slice_id=3&standalone=1')).toBe(true);
    expect(isStandaloneExplore('?slice_id=3&standalone=0')).toBe(false);
    expect(isStandaloneExplore('?slice_id=3&standalone=false')).toBe(false);
    expect(isStandaloneExplore('?slice_id=3')).toBe(false);
  });
});

describe('exploreQueryString', () => {
  it("asks the server for what the link names, the link's form data included", () => {
    const text = '{"viz_type":"pie","datasource":"5__table"}';
    const query = new URLSearchParams(
      exploreQueryString(parseExploreUrl(`?form_data=${encodeURIComponent(text)}`) ?? {}),
    );
    expect(Object.fromEntries(query)).toEqual({
      datasource_id: '5',
      datasource_type: 'table',
      form_data: text,
    });
  });
});
