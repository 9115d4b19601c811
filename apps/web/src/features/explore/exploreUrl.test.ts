import { describe, expect, it } from 'vitest';
import { isStandaloneExplore, parseExploreUrl } from './exploreUrl';

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

  it('answers null when nothing says what to open', () => {
    expect(parseExploreUrl('')).toBeNull();
    expect(parseExploreUrl('?slice_id=abc')).toBeNull();
    expect(parseExploreUrl('?slice_id=-1&form_data=not-json')).toBeNull();
    expect(parseExploreUrl('?datasource=garbage')).toBeNull();
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
