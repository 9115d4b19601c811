import { describe, expect, it } from 'vitest';
import { samplesUrl } from './samplesApi';

describe('samplesUrl', () => {
  it('names the dataset and does not force by default', () => {
    expect(samplesUrl({ datasourceId: 12, datasourceType: 'table' })).toBe(
      '/datasource/samples?datasource_type=table&datasource_id=12&force=false',
    );
  });

  it('adds paging and force when asked', () => {
    expect(
      samplesUrl({ datasourceId: 3, datasourceType: 'query', force: true, perPage: 100, page: 2 }),
    ).toBe(
      '/datasource/samples?datasource_type=query&datasource_id=3&force=true&per_page=100&page=2',
    );
  });
});
