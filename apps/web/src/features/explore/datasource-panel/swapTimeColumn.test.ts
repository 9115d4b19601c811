import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import {
  datasourceKeyOf,
  datasourceSwitchPatch,
  formDataForDatasource,
  swapTimeColumn,
  temporalColumnNames,
  timeColumnFor,
} from './swapTimeColumn';
import { testColumn, testDatasource } from '../../../testing/testDatasource';

const formData = (over: Partial<QueryFormData> = {}): QueryFormData => ({
  datasource: '1__table',
  viz_type: 'table',
  ...over,
});

const target = testDatasource({
  id: 9,
  main_dttm_col: 'created',
  columns: [
    testColumn({ column_name: 'name' }),
    testColumn({ column_name: 'ds', is_dttm: true }),
    testColumn({ column_name: 'created', is_dttm: true }),
  ],
});

describe('swapTimeColumn', () => {
  it('keeps a time column the new table also has as a time column', () => {
    const before = formData({ granularity_sqla: 'ds' });
    expect(swapTimeColumn(before, target)).toBe(before);
  });

  it('takes the default time column when the old one is missing or not temporal', () => {
    expect(swapTimeColumn(formData({ granularity_sqla: 'gone' }), target).granularity_sqla).toBe(
      'created',
    );
    expect(swapTimeColumn(formData({ granularity_sqla: 'name' }), target).granularity_sqla).toBe(
      'created',
    );
    expect(swapTimeColumn(formData(), target).granularity_sqla).toBe('created');
  });

  it('takes the first time column when the default is not a time column', () => {
    const ds = { ...target, main_dttm_col: 'name' };
    expect(timeColumnFor('gone', ds)).toBe('ds');
    expect(timeColumnFor('gone', { ...target, main_dttm_col: null })).toBe('ds');
  });

  it('sets none when the new table has no time column', () => {
    const ds = testDatasource({ columns: [testColumn({ column_name: 'name' })] });
    expect(swapTimeColumn(formData({ granularity_sqla: 'ds' }), ds).granularity_sqla).toBeNull();
    expect(temporalColumnNames(ds)).toEqual([]);
  });

  it('leaves query datasources alone', () => {
    const before = formData({ granularity_sqla: 'gone' });
    expect(swapTimeColumn(before, { ...target, type: 'query' })).toBe(before);
  });
});

describe('datasourceSwitchPatch', () => {
  it('carries the new key and the changed time column', () => {
    expect(datasourceSwitchPatch(formData({ granularity_sqla: 'x' }), target)).toEqual({
      datasource: '9__table',
      granularity_sqla: 'created',
    });
    expect(datasourceSwitchPatch(formData({ granularity_sqla: 'ds' }), target)).toEqual({
      datasource: '9__table',
    });
    expect(datasourceKeyOf({ id: 3, type: 'query' })).toBe('3__query');
    expect(datasourceKeyOf({ id: 3 })).toBe('3__table');
  });
});

describe('formDataForDatasource', () => {
  it('merges the patch into the whole form data', () => {
    const before = formData({ granularity_sqla: 'x', metrics: ['count'] });
    expect(formDataForDatasource(before, target)).toEqual({
      datasource: '9__table',
      viz_type: 'table',
      granularity_sqla: 'created',
      metrics: ['count'],
    });
  });
});
