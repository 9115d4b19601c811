import { describe, expect, it, vi } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { testColumn, testDatasource } from '../../../testing/testDatasource';
import { chartSourceFor } from './chartSource';

const formData = { datasource: '7__query', viz_type: 'table' } as QueryFormData;

describe('what a saved chart stands on', () => {
  it('keeps a dataset’s chart on its dataset, saving nothing else', async () => {
    const save = vi.fn();
    const source = await chartSourceFor(
      testDatasource({ id: 3 }),
      { ...formData, datasource: '3__table' },
      '',
      save,
    );
    expect(source.datasource).toEqual({ id: 3, type: 'table' });
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a query as the named dataset first, and the chart on that dataset', async () => {
    const query = testDatasource({
      id: 7,
      type: 'query',
      name: 'Regions',
      sql: 'SELECT region FROM sales',
      schema: 'main',
      columns: [testColumn({ column_name: 'region' })],
    });
    const save = vi.fn().mockResolvedValue({ id: 12 });
    const source = await chartSourceFor(query, formData, ' Regions dataset ', save);
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        sql: 'SELECT region FROM sales',
        schema: 'main',
        datasourceName: 'Regions dataset',
      }),
    );
    expect(source.datasource).toEqual({ id: 12, type: 'table' });
    expect(source.formData.datasource).toBe('12__table');
    expect(source.formData.viz_type).toBe('table');
  });

  it('refuses to save a query’s chart without a dataset name', async () => {
    const query = testDatasource({ id: 7, type: 'query', sql: 'SELECT 1' });
    await expect(chartSourceFor(query, formData, '  ', vi.fn())).rejects.toThrow(/dataset name/);
  });
});
